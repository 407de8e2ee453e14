import { COMPANY } from '../../domain/company-info';
import { defaultTexts } from '../../domain/messages';
import type { ContentSection } from '../../domain/company';
import { sectionText } from './use-homepage-content';
import styles from './HeroSlider.module.css';

/**
 * The static banner shown when there are no slides or they could not be loaded (public spec 4, 8), with the hero
 * texts of Homepage Content where staff wrote them (the built-in welcome otherwise).
 */
export function WelcomeBanner({ section }: { section?: ContentSection } = {}) {
  const text = sectionText(section, { title: defaultTexts.welcomeBanner.title, subtitle: COMPANY.name, description: defaultTexts.welcomeBanner.subtitle });
  return (
    <section className={`${styles.slider} ${styles.banner}`} aria-label={text.title}>
      <div className={`container ${styles.slideInner}`}>
        <div className={styles.copy}>
          <p className={styles.subtitle}>{text.subtitle}</p>
          <h2 className={styles.title}>{text.title}</h2>
          <p className={styles.description}>{text.description}</p>
        </div>
      </div>
    </section>
  );
}
