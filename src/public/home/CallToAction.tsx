import { Link } from 'react-router-dom';
import type { ContentSection } from '../../domain/company';
import { homeTexts } from './home-texts';
import { sectionText } from './use-homepage-content';
import styles from './HomePage.module.css';

/**
 * The home page's call to action (Homepage Content 'cta', admin spec 3): its stored title, subtitle and text with a
 * way to get in touch. Shown only when staff have written one; the home page has no built-in call to action.
 */
export function CallToAction({ section }: { section?: ContentSection }) {
  const text = sectionText(section, { title: '', subtitle: '', description: '' });
  if (text.title === '' && text.description === '') return null;
  return (
    <section className={`${styles.section} ${styles.cta}`} aria-labelledby="home-cta-heading">
      <div className={`container ${styles.ctaInner}`}>
        <div>
          {text.subtitle ? <p className={styles.ctaEyebrow}>{text.subtitle}</p> : null}
          <h2 id="home-cta-heading" className={styles.ctaHeading}>
            {text.title || homeTexts.ctaFallbackTitle}
          </h2>
          {text.description ? <p className={styles.ctaText}>{text.description}</p> : null}
        </div>
        <Link to="/contact-us" className="btn btn--primary">
          {homeTexts.ctaButton}
        </Link>
      </div>
    </section>
  );
}
