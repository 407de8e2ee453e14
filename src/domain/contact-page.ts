/** Rules for the contact page's stored office hours and map embed. */

/** The only addresses a stored map may be embedded from: known map providers' embed pages, over https. */
export const MAP_EMBED_PREFIXES = ['https://www.google.com/maps/embed', 'https://www.openstreetmap.org/export/embed.html'] as const;

/**
 * The embed address of a stored map: staff may paste the address itself or the provider's whole <iframe> snippet.
 * Anything not on an allow-listed https embed page (another site, javascript:, http:) gives null.
 */
export function mapEmbedUrl(stored: string): string | null {
  const trimmed = stored.trim();
  if (trimmed === '') return null;
  const fromSnippet = /<iframe[^>]*\ssrc\s*=\s*["']([^"']+)["']/i.exec(trimmed)?.[1];
  const candidate = (fromSnippet ?? trimmed).replace(/&amp;/g, '&');
  let url: URL;
  try {
    url = new URL(candidate);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' || url.username || url.password) return null;
  const address = url.toString();
  return MAP_EMBED_PREFIXES.some((prefix) => address.startsWith(prefix)) ? address : null;
}

export type OfficeHoursRow = { days: string; hours: string };

/** Stored office hours, one "Days: hours" line each; a line without a label is shown whole. */
export function officeHoursRows(stored: string): OfficeHoursRow[] {
  return stored
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .map((line) => {
      const at = line.indexOf(': ');
      return at > 0 ? { days: line.slice(0, at).trim(), hours: line.slice(at + 2).trim() } : { days: line, hours: '' };
    });
}
