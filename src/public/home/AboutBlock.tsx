import { Link } from 'react-router-dom';
import { COMPANY_FIGURES } from '../../domain/constants';
import { defaultTexts } from '../../domain/messages';
import { homeTexts } from './home-texts';
import styles from './HomePage.module.css';

/** The home About Us block (public spec 2.4) with its Know More link to the About Us page. */
export function AboutBlock() {
  const figures = [
    { value: COMPANY_FIGURES.years, label: homeTexts.figures.years },
    { value: COMPANY_FIGURES.clients, label: homeTexts.figures.clients },
    { value: COMPANY_FIGURES.countries, label: homeTexts.figures.countries },
  ];
  return (
    <section className={styles.section} aria-labelledby="home-about-heading">
      <div className={`container ${styles.about}`}>
        <div>
          <p className={styles.eyebrow}>{homeTexts.aboutLead}</p>
          <h2 id="home-about-heading" className={styles.heading}>
            {homeTexts.aboutHeading}
          </h2>
          <p>{defaultTexts.about.description}</p>
          <p>{defaultTexts.about.vision}</p>
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
