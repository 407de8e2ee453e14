import { COMPANY } from '../../domain/company-info';
import { publicMessages } from '../../domain/messages';
import { RouteHead } from '../seo/RouteHead';
import { CULTURE_VALUES, WORK_BENEFITS, careersTexts } from './careers-texts';
import { CurrentOpenings } from './CurrentOpenings';
import styles from './CareersPage.module.css';
import { OutboundLink } from '../shared/OutboundLink';

/** Careers (/careers, public spec 2.8): hero, six benefits, current openings, company culture and a Contact HR strip. */
export function CareersPage() {
  return (
    <div>
      <RouteHead pageType="careers" />
      <header className={styles.hero}>
        <div className="container">
          <h1 className={styles.heroTitle}>{careersTexts.heroTitle}</h1>
          <p className={styles.heroSubtitle}>{careersTexts.heroSubtitle}</p>
        </div>
      </header>

      <section className={`container ${styles.why}`} aria-labelledby="careers-why">
        <h2 id="careers-why" className={styles.sectionTitle}>
          {publicMessages.careers.whyWorkWithUs}
        </h2>
        <p className={styles.sectionLead}>{careersTexts.whyLead}</p>
        <ul className={styles.benefits}>
          {WORK_BENEFITS.map((benefit) => (
            <li key={benefit.title} className={styles.benefit}>
              <span className={styles.icon} aria-hidden="true">
                {benefit.icon}
              </span>
              <h3>{benefit.title}</h3>
              <p>{benefit.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <CurrentOpenings />

      <section className={`container ${styles.culture}`} aria-labelledby="careers-culture">
        <h2 id="careers-culture" className={styles.sectionTitle}>
          {careersTexts.cultureTitle}
        </h2>
        <p className={styles.sectionLead}>{careersTexts.cultureText}</p>
        <ul className={styles.values}>
          {CULTURE_VALUES.map((value) => (
            <li key={value.title}>
              <h3>{value.title}</h3>
              <p>{value.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className={styles.hr} aria-labelledby="careers-hr">
        <div className={`container ${styles.hrInner}`}>
          <div>
            <h2 id="careers-hr">{publicMessages.careers.contactHr}</h2>
            <p>{careersTexts.contactHrText}</p>
          </div>
          <OutboundLink className={`btn ${styles.hrLink}`} href={`mailto:${COMPANY.hrEmail}`} plainInKiosk>
            {careersTexts.emailHr}: {COMPANY.hrEmail}
          </OutboundLink>
        </div>
      </section>
    </div>
  );
}
