import { useId } from 'react';
import { COMPANY } from '../../domain/company-info';
import { HydrationIsland } from '../../ui/HydrationIsland';
import { publicMessages } from '../../domain/messages';
import { RouteHead } from '../seo/RouteHead';
import { ContactForm } from './ContactForm';
import { ContactInfo } from './ContactInfo';
import { mapOffice } from './contact-offices';
import { contactTexts } from './contact-texts';
import { useContactDetails } from './use-contact-details';
import styles from './ContactPage.module.css';
import { OutboundLink } from '../shared/OutboundLink';
import { PhoneLink } from '../shared/PhoneLink';

/** The hero: the stored title and subtitle, or the documented ones. */
function ContactHero() {
  const details = useContactDetails();
  return (
    <header className={styles.hero}>
      <div className="container">
        <h1 dir="auto" className={styles.heroTitle}>
          {details.title}
        </h1>
        <p dir="auto" className={styles.heroSubtitle}>
          {details.subtitle}
        </p>
      </div>
    </header>
  );
}

function ContactInfoPanel() {
  return <ContactInfo details={useContactDetails()} />;
}

/** Find Us: the stored map embed, or the map office's address with a link to a map. */
function FindUs() {
  const details = useContactDetails();
  const id = useId();
  const mapAddress = mapOffice(details.offices)?.lines.join(', ') ?? COMPANY.factoryOffice;
  return (
    <section className={`container ${styles.findUs}`} aria-labelledby={`${id}-find-us`}>
      <h2 id={`${id}-find-us`}>{publicMessages.contact.findUs}</h2>
      {details.mapUrl ? (
        <iframe
          className={styles.map}
          src={details.mapUrl}
          title={contactTexts.mapTitle(COMPANY.name)}
          loading="lazy"
          referrerPolicy="no-referrer-when-downgrade"
          sandbox="allow-scripts allow-same-origin allow-popups"
        />
      ) : (
        <div className={styles.mapPlaceholder}>
          <p>{publicMessages.contact.mapPlaceholder}</p>
          <address dir="auto" className={styles.mapAddress}>
            {mapAddress}
          </address>
          <OutboundLink href={`https://www.openstreetmap.org/search?query=${encodeURIComponent(mapAddress)}`}>
            {contactTexts.openMap}
          </OutboundLink>
        </div>
      )}
    </section>
  );
}

/** The call strip: one Call Now link per stored phone number. */
function CallStrip() {
  const details = useContactDetails();
  const id = useId();
  return (
    <section className={styles.cta} aria-labelledby={`${id}-cta`}>
      <div className={`container ${styles.ctaInner}`}>
        <div>
          <h2 id={`${id}-cta`}>{contactTexts.ctaTitle}</h2>
          <p>{contactTexts.ctaLead}</p>
        </div>
        <div className={styles.callNowList}>
          {details.phones.map((phone) => (
            <PhoneLink key={phone.href} className={`btn ${styles.callNow}`} phone={phone} prefix={`${contactTexts.callNow}: `} plainInKiosk />
          ))}
        </div>
      </div>
    </section>
  );
}

/**
 * Contact Us (/contact-us, public spec 2.7): hero, the message form beside the contact details, Find Us and a call strip.
 * Every part that shows stored content hydrates on its own (HydrationIsland) and reads it itself: a key typed while
 * the page starts waits for the form only, not for the page's head or the contact details the other parts show.
 */
export function ContactPage() {
  return (
    <div className={styles.page}>
      <RouteHead pageType="contact" />
      <HydrationIsland>
        <ContactHero />
      </HydrationIsland>
      <div className={`container ${styles.main}`}>
        <HydrationIsland>
          <ContactForm />
        </HydrationIsland>
        <HydrationIsland>
          <ContactInfoPanel />
        </HydrationIsland>
      </div>
      <HydrationIsland>
        <FindUs />
      </HydrationIsland>
      <HydrationIsland>
        <CallStrip />
      </HydrationIsland>
    </div>
  );
}
