import { getConfig } from '../../config';
import { COMPANY } from '../../domain/company-info';
import { careersTexts } from './careers-texts';
import { kioskApplyTexts } from './kiosk-apply-texts';
import styles from './KioskApplication.module.css';

/** The opening's own address on the public site (its section of /careers), without the scheme, to type into a phone. */
export function openingAddress(anchor: string, origin: string = getConfig().siteOrigin ?? window.location.origin): string {
  const base = getConfig().basePath.replace(/\/+$/, '');
  return `${origin}${base}/careers#${anchor}`.replace(/^https?:\/\//, '');
}

/**
 * Applying on a kiosk: a shared screen must never open the machine's file chooser (its folders, someone else's
 * files), and a visitor carries no résumé to it anyway. `anchor` names the opening's section (OpeningDetails). Its address to continue on one's own phone, and HR's
 * e-mail address, both as text to note down (a kiosk follows no mail link).
 */
export function KioskApplication({ anchor, position, level = 3 }: { anchor: string; position: string; level?: 3 | 4 }) {
  const Title = `h${level}` as const;
  const titleId = `${anchor}-kiosk-apply-title`;
  return (
    <section className={styles.apply} aria-labelledby={titleId}>
      <Title id={titleId} className={styles.title}>
        {careersTexts.applyTitle}
      </Title>
      <p>{kioskApplyTexts.lead}</p>
      <ul className={styles.ways}>
        <li>
          {kioskApplyTexts.phone} <span className={styles.address}>{openingAddress(anchor)}</span> {kioskApplyTexts.phoneAfter}
        </li>
        <li>
          {kioskApplyTexts.email} <span className={styles.address}>{COMPANY.hrEmail}</span> {kioskApplyTexts.subject(position)}
        </li>
      </ul>
    </section>
  );
}
