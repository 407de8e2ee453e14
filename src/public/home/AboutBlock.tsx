import { Link } from 'react-router-dom';
import { COMPANY_FIGURES } from '../../domain/constants';
import { defaultTexts } from '../../domain/messages';
import type { ContentSection } from '../../domain/company';
import { homeTexts } from './home-texts';
import { sectionText } from './use-homepage-content';
import styles from './HomePage.module.css';

/** The home About Us block (public spec 2.4): the stored Homepage Content 'about' texts, built-in ones as fallback. */
export function AboutBlock({ section }: { section?: ContentSection } = {}) {
  const text = sectionText(section, { title: homeTexts.aboutHeading, subtitle: homeTexts.aboutLead, description: defaultTexts.about.description });
  const figures = [
    { value: COMPANY_FIGURES.years, label: homeTexts.figures.years },
    { value: COMPANY_FIGURES.clients, label: homeTexts.figures.clients },
    { value: COMPANY_FIGURES.countries, label: homeTexts.figures.countries },
  ];
  return (
    <section className={styles.section} aria-labelledby="home-about-heading">
      <div className={`container ${styles.about}`}>
        <div>
          <p className={styles.eyebrow}>{text.subtitle}</p>
          <h2 id="home-about-heading" className={styles.heading}>
            {text.title}
          </h2>
          <p>{text.description}</p>
          {section?.description ? null : <p>{defaultTexts.about.vision}</p>}
          <Link to="/about-us" className="btn btn--primary">
            {homeTexts.knowMore}
          </Link>
        </div>
        <dl className={styles.figures}>
          {figures.map((figure) => (
            <div key={figure.label} className={styles.figure}>
              <dt>{figure.label}</dt>
              <dd>{figure.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
