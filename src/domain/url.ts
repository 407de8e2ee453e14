/**
 * The one URL allow-list (ARCHITECTURE: URLs from the store pass it before they become hrefs).
 * Allowed: http:, https:, mailto:, tel: and site-relative paths. Everything else, javascript: and data:
 * included, is rejected.
 */

const ALLOWED_PROTOCOLS = new Set(['http:', 'https:', 'mailto:', 'tel:']);
// Control characters and whitespace that browsers strip from URLs before reading the scheme.
// eslint-disable-next-line no-control-regex
const STRIPPED = /[\u0000-\u0020\u007f-\u009f]/g;
// Browsers drop tabs and newlines anywhere in a URL, so "/\t/evil.com" is read as "//evil.com".
const TAB_OR_NEWLINE = /[\t\n\r]/g;

export function isSiteRelativeUrl(raw: string): boolean {
  const value = raw.trim().replace(TAB_OR_NEWLINE, '');
  // "//host" is protocol-relative (another origin); "/\host" is read the same way by browsers.
  return value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\');
}

/** The allow-list: returns the URL to use, or null when it must not become a link. */
export function safeUrl(raw: string | null | undefined): string | null {
  if (raw === null || raw === undefined) return null;
  const value = raw.trim();
  if (value === '') return null;
  if (isSiteRelativeUrl(value)) return value;
  const compact = value.replace(STRIPPED, '');
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(compact);
  if (!scheme) return null;
  const protocol = `${scheme[1]!.toLowerCase()}:`;
  if (!ALLOWED_PROTOCOLS.has(protocol)) return null;
  if (protocol === 'http:' || protocol === 'https:') {
    try {
      const url = new URL(value);
      return url.hostname ? value : null;
    } catch {
      return null;
    }
  }
  return value;
}

export function isAllowedUrl(raw: string): boolean {
  return safeUrl(raw) !== null;
}

/** True for absolute http(s) URLs, which open in a new window (public spec 4). */
export function isExternalHttpUrl(raw: string): boolean {
  return /^https?:\/\//i.test(raw.trim()) && safeUrl(raw) !== null;
}

/**
 * The rich-text editor's links: the protocols of admin spec 5 (http, https, mailto, tel) and, as editors expect,
 * site-relative paths such as /contact-us.
 */
export function isAllowedEditorLink(raw: string): boolean {
  return safeUrl(raw) !== null;
}
