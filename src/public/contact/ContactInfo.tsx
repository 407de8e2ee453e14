import { COMPANY } from '../../domain/company-info';
import { contactTexts } from './contact-texts';
import type { ContactDetails } from './use-contact-details';
import { PhoneLink } from '../shared/PhoneLink';
import styles from './ContactInfo.module.css';
import { OutboundLink } from '../shared/OutboundLink';

/** The contact information sidebar (public spec 2.7): both offices, the general e-mail, cell numbers and hours. */
export function ContactInfo({ details }: { details: ContactDetails }) {
  return (
    <aside className={styles.sidebar} aria-labelledby="contact-info-title">
      <h2 id="contact-info-title" className={styles.title}>
        {contactTexts.infoTitle}
      </h2>
      <section className={styles.block} aria-labelledby="contact-registered-office">
        <h3 id="contact-registered-office">{contactTexts.registeredOffice}</h3>
        <address>{COMPANY.registeredOffice}</address>
      </section>
      <section className={styles.block} aria-labelledby="contact-factory-office">
        <h3 id="contact-factory-office">{contactTexts.factoryOffice}</h3>
        <address>{COMPANY.factoryOffice}</address>
      </section>
      <section className={styles.block} aria-labelledby="contact-email">
        <h3 id="contact-email">{contactTexts.email}</h3>
        <p>
          <OutboundLink href={details.emailHref}>{details.email}</OutboundLink>
        </p>
      </section>
      <section className={styles.block} aria-labelledby="contact-cell-numbers">
        <h3 id="contact-cell-numbers">{contactTexts.cellNumbers}</h3>
        <ul className={styles.plainList}>
          {details.phones.map((phone) => (
            <li key={phone.href}>
              <PhoneLink phone={phone} />
            </li>
          ))}
        </ul>
      </section>
      <section className={styles.block} aria-labelledby="contact-business-hours">
        <h3 id="contact-business-hours">{contactTexts.businessHours}</h3>
        <dl className={styles.hours}>
          {COMPANY.businessHours.map(({ days, hours }) => (
            <div key={days} className={styles.hoursRow}>
              <dt>{days}</dt>
              <dd>{hours}</dd>
            </div>
          ))}
        </dl>
      </section>
    </aside>
  );
}
