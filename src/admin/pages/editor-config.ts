import { isAllowedEditorLink } from '../../domain/url';

/**
 * The rich-text editor's toolbar, as admin spec 5 lists it, with a right-to-left control beside alignment for Arabic
 * and Hebrew paragraphs (stored as the class ql-direction-rtl, which the public styles show right to left).
 */
export const EDITOR_TOOLBAR = [
  [{ header: [1, 2, 3, false] }],
  ['bold', 'italic', 'underline', 'strike'],
  [{ color: [] }, { background: [] }],
  [{ list: 'ordered' }, { list: 'bullet' }],
  [{ align: [] }, { direction: 'rtl' }],
  ['link', 'image'],
  ['clean'],
] as const;

/**
 * The formats the editor keeps; anything else pasted in is dropped. Quill 2 keeps both list kinds under `list`, and a
 * nested list item (pasted from Word or Google Docs) as an `indent` level, saved as a list inside the item above it.
 */
export const EDITOR_FORMATS = [
  'header',
  'bold',
  'italic',
  'underline',
  'strike',
  'color',
  'background',
  'list',
  'indent',
  'align',
  'direction',
  'link',
  'image',
] as const;

/** Link protocols the editor accepts (admin spec 5). */
export const EDITOR_LINK_PROTOCOLS = ['http', 'https', 'mailto', 'tel'] as const;

/** What a refused link points at instead (Quill's own choice for sanitised links). */
export const REFUSED_LINK_URL = 'about:blank';

const HAS_SCHEME = /^[a-z][a-z0-9+.-]*:/i;

/**
 * The href a link typed into the editor gets. A bare host such as "www.example.com" is read as https; anything
 * outside the allow-list (javascript:, data:, ftp:, protocol-relative //host) becomes about:blank; site-relative paths
 * (/contact-us) are kept.
 */
export function sanitizeEditorLink(raw: string): string {
  const value = raw.trim();
  if (isAllowedEditorLink(value)) return value;
  if (value !== '' && !HAS_SCHEME.test(value) && !value.startsWith('/')) {
    const withHttps = `https://${value}`;
    if (isAllowedEditorLink(withHttps)) return withHttps;
  }
  return REFUSED_LINK_URL;
}

/** Why a link was refused, shown in the editor's link box instead of a link to about:blank. */
export function refusedLinkMessage(raw: string): string {
  const value = raw.trim();
  const what = value === '' ? 'An empty link' : `“${value.length > 60 ? `${value.slice(0, 57)}...` : value}”`;
  return `${what} cannot be added: use a web address (https://…), an e-mail (mailto:…), a phone number (tel:…) or a page of this site (/contact-us).`;
}

const NBSP = '&nbsp;';
/** Tags that start or end a line of text: a space next to them would be dropped by the browser. */
const LINE_EDGE = /^<\/?(p|h[1-6]|li|ol|ul|blockquote|pre|div|br)\b/i;

/**
 * Quill 2's semantic HTML writes every space of the text as &nbsp;, so words would never wrap on a phone
 * ("washer / s"). Inside text (never inside a tag), a single &nbsp; between words becomes a normal space again; a run
 * keeps one normal space and the rest as &nbsp;, so spaces typed on purpose still show; one at the start or end of a
 * line, which a normal space would lose, stays.
 */
export function restoreSpaces(html: string): string {
  const parts = html.split(/(<[^>]*>)/);
  return parts
    .map((part, index) => {
      if (part.startsWith('<')) return part;
      const opensLine = index === 0 || LINE_EDGE.test(parts[index - 1] ?? '');
      const closesLine = index === parts.length - 1 || LINE_EDGE.test(parts[index + 1] ?? '');
      return part.replace(/(?:&nbsp;)+/g, (run, offset: number) => {
        const atLineEdge = (offset === 0 && opensLine) || (offset + run.length === part.length && closesLine);
        return atLineEdge ? run : `${NBSP.repeat(run.length / NBSP.length - 1)} `;
      });
    })
    .join('');
}

/**
 * What the editor's HTML is saved as: an emptied editor (Quill answers an empty paragraph) is no content, and the
 * spaces Quill turned into &nbsp; are normal spaces again.
 */
export function normalizeEditorHtml(html: string): string {
  return /^<p>(<br>)?<\/p>$/.test(html.trim()) ? '' : restoreSpaces(html);
}

/**
 * The content a page is saved with, made on save rather than while typing (the editor keeps Quill's own HTML). Content
 * whose stored form did not change is kept byte for byte as it was loaded, so opening, clicking into or retyping a page
 * never rewrites it; edited content is saved in its normalised form (normalizeEditorHtml).
 */
export function storedContent(content: string, loaded: string): string {
  if (content === loaded) return loaded;
  const normalized = normalizeEditorHtml(content);
  return normalized === normalizeEditorHtml(loaded) ? loaded : normalized;
}
