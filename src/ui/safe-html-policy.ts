/**
 * What stored rich text may hold (the sanitiser's allow-lists, SafeHtml.tsx). Stored HTML is content, not the site: it
 * may never open a top-layer box (<dialog>, popover), borrow the site's own classes (a notice-region box pinned to
 * the corner, a button style), claim one of the site's ids (the prerendered data block, the skip link's target) or
 * label itself for assistive technology as something it is not.
 */

/**
 * Text-level and block elements: everything the rich-text editor writes (paragraphs, headings, lists, strong, em, u,
 * s, links, images, coloured spans) plus the plain text markup pasted or imported pages use. Anything else — forms and
 * their controls, <dialog>, <template>, <meta>, <base>, <link>, <style>, frames, media players, SVG and MathML — is
 * removed.
 */
export const ALLOWED_TAGS = [
  'a', 'abbr', 'b', 'bdi', 'bdo', 'blockquote', 'br', 'caption', 'cite', 'code', 'col', 'colgroup', 'dd', 'del', 'details',
  'dfn', 'div', 'dl', 'dt', 'em', 'figcaption', 'figure', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'hr', 'i', 'img', 'ins', 'kbd',
  'li', 'mark', 'ol', 'p', 'pre', 'q', 's', 'samp', 'small', 'span', 'strike', 'strong', 'sub', 'summary', 'sup', 'table',
  'tbody', 'td', 'tfoot', 'th', 'thead', 'time', 'tr', 'u', 'ul', 'var', 'wbr',
];

/**
 * Elements removed with everything inside them: a box that draws over the page (a <dialog open> with a fake "re-enter
 * your bank details" link) or that carries no readable text (<template>, <style>) leaves nothing behind.
 */
export const REMOVED_WITH_CONTENT = ['dialog', 'template', 'style', 'script', 'noscript', 'select', 'textarea', 'option', 'datalist'];

/**
 * Attributes kept. Left out on purpose: popover and its targets, command/commandfor (they open the site's own
 * dialogs), role and aria-* (stored text announcing itself as an alert or a dialog), tabindex, accesskey, autofocus,
 * contenteditable, name (DOM clobbering), data-* (the site's scripts read their own), srcset (not checked like src),
 * hidden and inert.
 */
export const ALLOWED_ATTRIBUTES = [
  'href', 'src', 'alt', 'title', 'target', 'rel', 'style', 'class', 'dir', 'lang', 'id', 'width', 'height', 'colspan',
  'rowspan', 'scope', 'headers', 'start', 'reversed', 'value', 'cite', 'datetime', 'open', 'abbr', 'span',
];

/**
 * The classes the rich-text editor writes (editor-config.ts: align, indent, direction; no font, size or code-block
 * formats are enabled), which SafeHtml.module.css styles. Every other class — the site's CSS-module classes, its global
 * ones (btn, container, visually-hidden) — is dropped.
 */
const EDITOR_CLASS = /^ql-(?:align-(?:center|right|justify)|indent-[1-8]|direction-rtl)$/;

/** The classes of a stored class attribute that stay ('' when none does). */
export function allowedClasses(value: string): string {
  return value
    .split(/\s+/)
    .filter((name) => EDITOR_CLASS.test(name))
    .join(' ');
}

/**
 * The prefix every stored id gets (as GitHub does for rendered Markdown), so stored content never claims one of the
 * page's own ids: a stored id="prerender-state" becomes id="user-content-prerender-state". DOMPurify's
 * SANITIZE_NAMED_PROPS adds it; same-page links are rewritten to match (sameDocumentHref).
 */
export const STORED_ID_PREFIX = 'user-content-';

/** Attributes that name other elements by id: they point at the prefixed ids of the same content. */
export const ID_REFERENCES = ['headers'] as const;

/** An id reference list with every id prefixed. */
export function prefixedIdList(value: string): string {
  return value
    .split(/\s+/)
    .filter(Boolean)
    .map((id) => (id.startsWith(STORED_ID_PREFIX) ? id : `${STORED_ID_PREFIX}${id}`))
    .join(' ');
}

/**
 * A same-page link (href="#section") points at the prefixed id, so an in-page table of contents keeps working; null for
 * an href that is not a same-page link, '' for one that names no element ("#").
 */
export function sameDocumentHref(href: string): string | null {
  const value = href.trim();
  if (!value.startsWith('#')) return null;
  const fragment = value.slice(1);
  if (fragment === '') return '';
  return `#${fragment.startsWith(STORED_ID_PREFIX) ? fragment : `${STORED_ID_PREFIX}${fragment}`}`;
}

/**
 * The only inline styles the rich-text editor writes (alignment, text and highlight colour). Anything else —
 * `position: fixed` or `sticky`, sizes, transforms — would let stored content cover the site's header and footer.
 */
const ALLOWED_STYLES = new Set(['text-align', 'color', 'background-color']);
// Colours and keywords only: no url(), expression(), escapes or comments.
const SAFE_STYLE_VALUE = /^[#a-z0-9(),.%\s-]+$/i;

/** The allowed declarations of a style attribute, or '' when none is left. */
export function allowedStyle(style: string): string {
  return style
    .split(';')
    .map((declaration) => {
      const colon = declaration.indexOf(':');
      if (colon < 0) return null;
      const property = declaration.slice(0, colon).trim().toLowerCase();
      const value = declaration.slice(colon + 1).trim();
      if (!ALLOWED_STYLES.has(property) || !SAFE_STYLE_VALUE.test(value) || /url|expression/i.test(value)) return null;
      return `${property}: ${value}`;
    })
    .filter((declaration): declaration is string => declaration !== null)
    .join('; ');
}
