import { COMPANY } from '../../domain/company-info';
import { defaultTexts } from '../../domain/messages';
import styles from './HeroSlider.module.css';

/** The static banner shown when there are no slides or they could not be loaded (public spec 4, 8). */
export function WelcomeBanner() {
  return (
    <section className={`${styles.slider} ${styles.banner}`} aria-label={defaultTexts.welcomeBanner.title}>
      <div className={`container ${styles.slideInner}`}>
        <div className={styles.copy}>
          <p className={styles.subtitle}>{COMPANY.name}</p>
          <h2 className={styles.title}>{defaultTexts.welcomeBanner.title}</h2>
          <p className={styles.description}>{defaultTexts.welcomeBanner.subtitle}</p>
        </div>
      </div>
    </section>
  );
}
