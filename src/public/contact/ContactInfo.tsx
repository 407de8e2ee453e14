import { useId } from 'react';
import { COMPANY } from '../../domain/company-info';
import { contactTexts } from './contact-texts';
import type { ContactDetails } from './use-contact-details';
import { PhoneLink } from '../shared/PhoneLink';
import styles from './ContactInfo.module.css';
import { OutboundLink } from '../shared/OutboundLink';

/** The contact information sidebar (public spec 2.7): both offices, the general e-mail, cell numbers and hours. */
/** Its ids come from useId: fixed ids here once collided with the form's (two elements named contact-email). */
export function ContactInfo({ details }: { details: ContactDetails }) {
  const id = useId();
  return (
    <aside className={styles.sidebar} aria-labelledby={`${id}-info-title`}>
      <h2 id={`${id}-info-title`} className={styles.title}>
        {contactTexts.infoTitle}
      </h2>
      <section className={styles.block} aria-labelledby={`${id}-registered-office`}>
        <h3 id={`${id}-registered-office`}>{contactTexts.registeredOffice}</h3>
        <address>{COMPANY.registeredOffice}</address>
      </section>
      <section className={styles.block} aria-labelledby={`${id}-factory-office`}>
        <h3 id={`${id}-factory-office`}>{contactTexts.factoryOffice}</h3>
        <address>{COMPANY.factoryOffice}</address>
      </section>
      <section className={styles.block} aria-labelledby={`${id}-email`}>
        <h3 id={`${id}-email`}>{contactTexts.email}</h3>
        <p>
          <OutboundLink href={details.emailHref}>{details.email}</OutboundLink>
        </p>
      </section>
      <section className={styles.block} aria-labelledby={`${id}-cell-numbers`}>
        <h3 id={`${id}-cell-numbers`}>{contactTexts.cellNumbers}</h3>
        <ul className={styles.plainList}>
          {details.phones.map((phone) => (
            <li key={phone.href}>
              <PhoneLink phone={phone} />
            </li>
          ))}
        </ul>
      </section>
      <section className={styles.block} aria-labelledby={`${id}-business-hours`}>
        <h3 id={`${id}-business-hours`}>{contactTexts.businessHours}</h3>
        <dl className={styles.hours}>
          {details.hours.map(({ days, hours }) => (
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
