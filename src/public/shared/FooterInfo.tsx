import { COMPANY } from '../../domain/company-info';
import { sharedTexts } from './shared-texts';
import styles from './FooterInfo.module.css';
import { OutboundLink } from './OutboundLink';

import { splitPhones } from '../../domain/phone';
import { PhoneLink } from './PhoneLink';

const phones = splitPhones(COMPANY.cellPhones.join(', '));

/**
 * The footer info area (public spec 2.4, 2.6): Spotlight text, the registered office (Chandigarh), the factory and
 * corporate office (Mohali), phones and the company e-mail.
 */
export function FooterInfo() {
  return (
    <section className={styles.info} aria-label={`${COMPANY.name} information`}>
      <div className={styles.column}>
        <h2 className={styles.heading}>{sharedTexts.spotlight}</h2>
        <p>{COMPANY.spotlight}</p>
      </div>
      <div className={styles.column}>
        <h2 className={styles.heading}>{sharedTexts.registeredOffice}</h2>
        <address>{COMPANY.registeredOffice}</address>
        <h2 className={styles.heading}>{sharedTexts.factoryOffice}</h2>
        <address>{COMPANY.factoryOffice}</address>
      </div>
      <div className={styles.column}>
        <h2 className={styles.heading}>{sharedTexts.contact}</h2>
        <address>
          <ul className={styles.list}>
            {phones.map((phone) => (
              <li key={phone.href}>
                <span className={styles.label}>{sharedTexts.phone}: </span>
                <PhoneLink phone={phone} />
              </li>
            ))}
            <li>
              <span className={styles.label}>{sharedTexts.email}: </span>
              <OutboundLink href={`mailto:${COMPANY.email}`}>{COMPANY.email}</OutboundLink>
            </li>
          </ul>
        </address>
      </div>
    </section>
  );
}
