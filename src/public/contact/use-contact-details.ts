import { useEffect, useState } from 'react';
import { useRepository } from '../../data/repository-context';
import { COMPANY } from '../../domain/company-info';
import { splitPhones, type PhoneNumber } from '../../domain/phone';
import { safeUrl } from '../../domain/url';

/** The phones and e-mail the contact page shows, with the links built from them (one tel: link per number). */
export type ContactDetails = { phones: readonly PhoneNumber[]; email: string; emailHref: string };

const companyPhones = splitPhones(COMPANY.cellPhones.join(', '));

/** A mailto: link only for something shaped like one address (no spaces, no query to smuggle in). */
export function mailtoHref(email: string): string | null {
  return /^[^\s@?&]+@[^\s@?&]+$/.test(email) ? safeUrl(`mailto:${email}`) : null;
}

export const companyContactDetails: ContactDetails = {
  phones: companyPhones,
  email: COMPANY.email,
  emailHref: `mailto:${COMPANY.email}`,
};

function detailsFrom(phone: string, email: string): ContactDetails {
  const phones = splitPhones(phone);
  const emailLink = mailtoHref(email.trim());
  return {
    phones: phones.length > 0 ? phones : companyPhones,
    ...(emailLink ? { email: email.trim(), emailHref: emailLink } : { email: COMPANY.email, emailHref: `mailto:${COMPANY.email}` }),
  };
}

/**
 * The company's phone and e-mail, overridden by the contact-page details staff keep in the back office when they are
 * filled in and usable as links. The documented hero, offices and hours stay as the spec gives them (the stored record
 * has one address line only). The page never waits for this call and a failure keeps the company defaults silently:
 * the spec gives the contact page no loading or error state.
 */
export function useContactDetails(): ContactDetails {
  const repository = useRepository();
  const [details, setDetails] = useState<ContactDetails>(companyContactDetails);
  useEffect(() => {
    let current = true;
    repository.contactContent.get().then(
      (content) => {
        if (current) setDetails(detailsFrom(content.phone, content.email));
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [repository]);
  return details;
}
