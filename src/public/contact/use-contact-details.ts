import { useQuery } from '@tanstack/react-query';
import { contactContentQueryOptions } from '../../data/queries/content-queries';
import { useRepository } from '../../data/repository-context';
import { COMPANY } from '../../domain/company-info';
import { mapEmbedUrl, officeHoursRows, type OfficeHoursRow } from '../../domain/contact-page';
import { splitPhones, type PhoneNumber } from '../../domain/phone';
import { safeUrl } from '../../domain/url';

/** The phones and e-mail the contact page shows, with the links built from them (one tel: link per number). */
export type ContactDetails = {
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
 * The company's phone and e-mail, office hours and map, overridden by the contact-page details staff keep in the back
 * office when they are filled in and usable. The documented hero and offices stay as the spec gives them. The page
 * never waits for this call and a failure keeps the company defaults silently: the spec gives the contact page no
 * loading or error state.
 */
export function useContactDetails(): ContactDetails {
  const { data } = useQuery({
    ...contactContentQueryOptions(useRepository()),
    select: (stored): ContactDetails => {
      const hours = officeHoursRows(stored.office_hours);
      return {
        ...detailsFrom(stored.phone, stored.email),
        hours: hours.length > 0 ? hours : companyContactDetails.hours,
        mapUrl: mapEmbedUrl(stored.map_embed),
      };
    },
  });
  return data ?? companyContactDetails;
}
