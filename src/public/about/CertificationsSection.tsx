import { balancedGridStyle } from '../shared/balanced-grid';
import type { Certification } from '../../domain/company';
import { publicMessages } from '../../domain/messages';
import { aboutTexts } from './about-texts';
import styles from './AboutPage.module.css';

/** Certifications & Standards (public spec 2.5), each with its certificate number. */
export function CertificationsSection({ certifications }: { certifications: readonly Certification[] }) {
  return (
    <section id="certifications" className={styles.section} aria-labelledby="certifications-heading">
      <h2 id="certifications-heading" className={styles.sectionTitle}>
        {publicMessages.about.certifications}
      </h2>
      {certifications.length === 0 ? (
        <p className={styles.empty}>{publicMessages.about.noCertifications}</p>
      ) : (
        <ul className={styles.cardGrid} style={balancedGridStyle(certifications.length)}>
          {certifications.map((certification) => (
            <li key={certification.id}>
              <article className={styles.card}>
                <h3 className={styles.cardTitle}>{certification.title}</h3>
                {certification.description ? <p>{certification.description}</p> : null}
                {certification.cert_number ? (
                  <p className={styles.meta}>
                    {aboutTexts.certificateNumber} {certification.cert_number}
                  </p>
                ) : null}
                {certification.issuing_body ? (
                  <p className={styles.meta}>
                    {aboutTexts.issuedBy} {certification.issuing_body}
                  </p>
                ) : null}
              </article>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
