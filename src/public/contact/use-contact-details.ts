import { useQuery } from '@tanstack/react-query';
import { contactContentQueryOptions } from '../../data/queries/content-queries';
import { useRepository } from '../../data/repository-context';
import { COMPANY } from '../../domain/company-info';
import { safeUrl } from '../../domain/url';

/** The phone and e-mail the contact page shows, with the links built from them. */
export type ContactDetails = { phone: string; phoneHref: string; email: string; emailHref: string };

/** A tel: link keeps only what a dialler reads; a stored value without digits gives the company's number. */
export function telHref(phone: string): string | null {
  const dialled = phone.replace(/[^\d+]/g, '');
  return /\d/.test(dialled) ? safeUrl(`tel:${dialled}`) : null;
}

/** A mailto: link only for something shaped like one address (no spaces, no query to smuggle in). */
export function mailtoHref(email: string): string | null {
  return /^[^\s@?&]+@[^\s@?&]+$/.test(email) ? safeUrl(`mailto:${email}`) : null;
}

export const companyContactDetails: ContactDetails = {
  phone: COMPANY.phone,
  phoneHref: COMPANY.phoneHref,
  email: COMPANY.email,
  emailHref: `mailto:${COMPANY.email}`,
};

function detailsFrom(phone: string, email: string): ContactDetails {
  const phoneLink = telHref(phone.trim());
  const emailLink = mailtoHref(email.trim());
  return {
    ...(phoneLink ? { phone: phone.trim(), phoneHref: phoneLink } : { phone: COMPANY.phone, phoneHref: COMPANY.phoneHref }),
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
  const { data } = useQuery({
    ...contactContentQueryOptions(useRepository()),
    select: (content) => detailsFrom(content.phone, content.email),
  });
  return data ?? companyContactDetails;
}
