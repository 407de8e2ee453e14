/**
 * The two viewports the preview renders at, in CSS pixels: the frame really is this wide (scaled down to fit the
 * dialog), so the public stylesheet's media queries apply as on a laptop and on a phone.
 */
export const PREVIEW_WIDTHS = {
  desktop: { width: 1280, height: 800 },
  phone: { width: 390, height: 844 },
} as const;
export type PreviewWidth = keyof typeof PREVIEW_WIDTHS;

/** How long the preview waits after the last key press before it shows the new values. */
export const PREVIEW_DEBOUNCE_MS = 300;

/** Cuts a text for the search-result snippet at a word boundary, as a search engine shows it (~60 and ~160 characters). */
export function snippetText(text: string, max: number): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  const characters = [...clean];
  if (characters.length <= max) return clean;
  const head = characters.slice(0, max - 1).join('');
  const space = head.lastIndexOf(' ');
  return `${(space > max / 2 ? head.slice(0, space) : head).trimEnd()}…`;
}

/** The URL as a search result's crumb line: "www.example.com › page › fencing". */
export function urlCrumb(url: string): string {
  try {
    const parsed = new URL(url);
    const parts = parsed.pathname.split('/').filter(Boolean).map((part) => decodeURIComponent(part));
    return [parsed.host, ...parts].join(' › ');
  } catch {
    return url;
  }
}
