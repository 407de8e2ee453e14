import { useQuery } from '@tanstack/react-query';
import { contactContentQueryOptions } from '../../data/queries/content-queries';
import { useRepository } from '../../data/repository-context';
import { COMPANY } from '../../domain/company-info';
import { publicMessages } from '../../domain/messages';
import { mapEmbedUrl, officeHoursRows, type OfficeHoursRow } from '../../domain/contact-page';
import { splitPhones, type PhoneNumber } from '../../domain/phone';
import { safeUrl } from '../../domain/url';
import { officesFrom, type Office } from './contact-offices';
import { contactTexts } from './contact-texts';

/** What the contact page shows of its stored content: hero, offices, phones and e-mail (one tel: link per number). */
export type ContactDetails = {
  title: string;
  subtitle: string;
  offices: readonly Office[];
  phones: readonly PhoneNumber[];
  email: string;
  emailHref: string;
  hours: readonly OfficeHoursRow[];
  /** An allow-listed https map embed address, or null for the text fallback. */
  mapUrl: string | null;
};

const companyPhones = splitPhones(COMPANY.cellPhones.join(', '));

/** A mailto: link only for something shaped like one address (no spaces, no query to smuggle in). */
export function mailtoHref(email: string): string | null {
  return /^[^\s@?&]+@[^\s@?&]+$/.test(email) ? safeUrl(`mailto:${email}`) : null;
}

export const companyContactDetails: ContactDetails = {
  title: publicMessages.contact.heroTitle,
  subtitle: `${publicMessages.contact.heroSubtitlePrefix} ${COMPANY.name}`,
  offices: [
    { label: contactTexts.registeredOffice, lines: [COMPANY.registeredOffice] },
    { label: contactTexts.factoryOffice, lines: [COMPANY.factoryOffice] },
  ],
  phones: companyPhones,
  hours: COMPANY.businessHours,
  mapUrl: null,
  email: COMPANY.email,
  emailHref: `mailto:${COMPANY.email}`,
};

function detailsFrom(phone: string, email: string): Pick<ContactDetails, 'phones' | 'email' | 'emailHref'> {
  const phones = splitPhones(phone);
  const emailLink = mailtoHref(email.trim());
  return {
    phones: phones.length > 0 ? phones : companyPhones,
    ...(emailLink ? { email: email.trim(), emailHref: emailLink } : { email: COMPANY.email, emailHref: `mailto:${COMPANY.email}` }),
  };
}

/**
 * The documented hero (public spec 2.7: 'Contact Us', 'Get in Touch with' and the company), the company's offices,
 * phone and e-mail, office hours and map, each overridden by the Contact Us Content staff keep in the back office
 * when it is filled in and usable (an empty field keeps the documented or company value). The page
 * never waits for this call and a failure keeps the company defaults silently: the spec gives the contact page no
 * loading or error state.
 */
export function useContactDetails(): ContactDetails {
  const { data } = useQuery({
    ...contactContentQueryOptions(useRepository()),
    select: (stored): ContactDetails => {
      const hours = officeHoursRows(stored.office_hours);
      const offices = officesFrom(stored.address, contactTexts.address);
      return {
        title: stored.title.trim() || companyContactDetails.title,
        subtitle: stored.subtitle.trim() || companyContactDetails.subtitle,
        offices: offices.length > 0 ? offices : companyContactDetails.offices,
        ...detailsFrom(stored.phone, stored.email),
        hours: hours.length > 0 ? hours : companyContactDetails.hours,
        mapUrl: mapEmbedUrl(stored.map_embed),
      };
    },
  });
  return data ?? companyContactDetails;
}
