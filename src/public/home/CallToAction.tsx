import { Link } from 'react-router-dom';
import type { ContentSection } from '../../domain/company';
import { splitTextAtPhones } from '../../domain/phone';
import { PhoneLink } from '../shared/PhoneLink';
import { homeTexts } from './home-texts';
import { sectionText } from './use-homepage-content';
import styles from './HomePage.module.css';

/** Stored text with each phone number in it as one tel: link that never wraps inside itself (plain text on a kiosk). */
function TextWithPhones({ text }: { text: string }) {
  return splitTextAtPhones(text).map((part, index) =>
    part.phone ? <PhoneLink key={index} phone={part.phone} plainInKiosk /> : part.text,
  );
}

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
          {text.description ? (
            <p className={styles.ctaText}>
              <TextWithPhones text={text.description} />
            </p>
          ) : null}
        </div>
        <Link to="/contact-us" className="btn btn--primary">
          {homeTexts.ctaButton}
        </Link>
      </div>
    </section>
  );
}
