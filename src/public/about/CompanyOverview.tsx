import { COMPANY_FIGURES } from '../../domain/constants';
import { publicMessages } from '../../domain/messages';
import styles from './AboutPage.module.css';

const STATS = [
  { value: COMPANY_FIGURES.years, label: publicMessages.about.stats.years },
  { value: COMPANY_FIGURES.clients, label: publicMessages.about.stats.clients },
  { value: COMPANY_FIGURES.countries, label: publicMessages.about.stats.countries },
] as const;

/** Company Overview: the description and the company figures (public spec 2.5, 9). */
export function CompanyOverview({ description }: { description: string }) {
  return (
    <section id="company-overview" className={styles.section} aria-labelledby="company-overview-heading">
      <h2 id="company-overview-heading" className={styles.sectionTitle}>
        {publicMessages.about.companyOverview}
      </h2>
      <p className={styles.lead}>{description}</p>
      <dl className={styles.stats}>
        {STATS.map((stat) => (
          <div key={stat.label} className={styles.stat}>
            <dt className={styles.statLabel}>{stat.label}</dt>
            <dd className={styles.statValue}>{stat.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
