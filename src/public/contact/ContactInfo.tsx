import { useId } from 'react';
import { contactTexts } from './contact-texts';
import type { ContactDetails } from './use-contact-details';
import { PhoneLink } from '../shared/PhoneLink';
import styles from './ContactInfo.module.css';
import { OutboundLink } from '../shared/OutboundLink';

/**
 * The contact information sidebar (public spec 2.7): the offices (the stored address, else the registered office and
 * the factory/corporate office), the general e-mail, cell numbers and hours.
 */
/** Its ids come from useId: fixed ids here once collided with the form's (two elements named contact-email). */
export function ContactInfo({ details }: { details: ContactDetails }) {
  const id = useId();
  return (
    <aside className={styles.sidebar} aria-labelledby={`${id}-info-title`}>
      <h2 id={`${id}-info-title`} className={styles.title}>
        {contactTexts.infoTitle}
      </h2>
      {details.offices.map((office, index) => (
        <section key={index} className={styles.block} aria-labelledby={`${id}-office-${index}`}>
          <h3 id={`${id}-office-${index}`} dir="auto">
            {office.label}
          </h3>
          <address dir="auto">
            {office.lines.map((line, at) => (
              <span key={at} className={styles.addressLine}>
                {line}
              </span>
            ))}
          </address>
        </section>
      ))}
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
