import { isExternalHttpUrl, safeUrl } from './url';

export type SliderLinkAction = { kind: 'external'; href: string } | { kind: 'internal'; to: string } | { kind: 'none' };

/**
 * Link handling of slide buttons and panels (public spec 4): http(s) opens in a new window, a path starting with /
 * navigates inside the site, anything else is treated as relative to the root. Empty or unsafe URLs do nothing.
 */
export function sliderLinkAction(url: string | null | undefined): SliderLinkAction {
  const value = (url ?? '').trim();
  if (value === '') return { kind: 'none' };
  if (/^https?:\/\//i.test(value)) return isExternalHttpUrl(value) ? { kind: 'external', href: value } : { kind: 'none' };
  if (value.startsWith('/')) return safeUrl(value) === null ? { kind: 'none' } : { kind: 'internal', to: value };
  // Anything with a scheme (javascript:, data:, mailto: …) is not a root-relative path; browsers ignore tabs and
  // newlines inside a scheme, so "java\tscript:" counts as one.
  if (/^[a-z][a-z0-9+.-]*:/i.test(value.replace(/[\t\n\r]/g, ''))) return { kind: 'none' };
  // The joined path passes the allow-list too: "\\evil.com" would otherwise become the protocol-relative "/\evil.com".
  const to = `/${value.replace(/^\.?\/*/, '')}`;
  return safeUrl(to) === null ? { kind: 'none' } : { kind: 'internal', to };
}
