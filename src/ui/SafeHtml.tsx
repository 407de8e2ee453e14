import DOMPurify, { type DOMPurify as Purifier } from 'dompurify';
import { useMemo } from 'react';
import { safeUrl } from '../domain/url';
import styles from './SafeHtml.module.css';

// Images pasted into the rich-text editor are stored inline as data URLs; an <img> never runs script, so those
// are allowed for image sources only.
const INLINE_IMAGE = /^data:image\/(png|jpe?g|gif|webp|svg\+xml);/i;

/**
 * The only inline styles the rich-text editor writes (alignment, text and highlight colour). Anything else —
 * `position: fixed`, sizes, transforms — would let stored content cover the site's header and footer.
 */
const ALLOWED_STYLES = new Set(['text-align', 'color', 'background-color']);
// Colours and keywords only: no url(), expression(), escapes or comments.
const SAFE_STYLE_VALUE = /^[#a-z0-9(),.%\s-]+$/i;

/** The allowed declarations of a style attribute, or '' when none is left. */
function allowedStyle(style: string): string {
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

/**
 * Blocks of text that take their direction from their own first strong letter (dir="auto"): in a page with an English
 * and an Arabic paragraph, each reads and aligns its own way; dir="auto" on the container alone would give every
 * block the direction of the first one.
 */
const TEXT_BLOCKS = new Set(['P', 'H1', 'H2', 'H3', 'H4', 'H5', 'H6', 'LI', 'BLOCKQUOTE', 'PRE', 'DIV', 'TD', 'TH', 'CAPTION', 'FIGCAPTION', 'DT', 'DD']);
const DIRECTIONS = new Set(['ltr', 'rtl', 'auto']);

let purifier: Purifier | undefined;

/** One configured DOMPurify instance, made on first use (no work at import time). */
function getPurifier(): Purifier {
  if (purifier) return purifier;
  const instance = DOMPurify(window);
  instance.addHook('afterSanitizeAttributes', (node) => {
    if (node.hasAttribute('href')) {
      const href = safeUrl(node.getAttribute('href'));
      if (href === null) node.removeAttribute('href');
    }
    if (node.hasAttribute('src')) {
      const src = node.getAttribute('src') ?? '';
      if (safeUrl(src) === null && !(node.tagName === 'IMG' && INLINE_IMAGE.test(src.trim()))) node.removeAttribute('src');
    }
    // Any target (_blank, _new, a named window) opens a page that could otherwise redirect this tab (tabnabbing).
    if (node.hasAttribute('target')) {
      if (node.getAttribute('target')?.trim() === '') node.removeAttribute('target');
      else node.setAttribute('rel', 'noopener noreferrer');
    }
    if (node.hasAttribute('style')) {
      const style = allowedStyle(node.getAttribute('style') ?? '');
      if (style === '') node.removeAttribute('style');
      else node.setAttribute('style', style);
    }
    // A direction the editor stored (its right-to-left control) is kept; any other block reads its own text's.
    const dir = node.getAttribute('dir')?.trim().toLowerCase();
    if (dir !== undefined) {
      if (DIRECTIONS.has(dir)) node.setAttribute('dir', dir);
      else node.removeAttribute('dir');
    }
    if (TEXT_BLOCKS.has(node.tagName) && !node.hasAttribute('dir')) {
      node.setAttribute('dir', node.classList.contains('ql-direction-rtl') ? 'rtl' : 'auto');
    }
  });
  purifier = instance;
  return instance;
}

/** Sanitises stored HTML (scripts, event handlers, forms and unsafe URLs removed). */
export function sanitizeHtml(html: string): string {
  return getPurifier().sanitize(html, {
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'object', 'embed'],
    ADD_ATTR: ['target'],
  });
}

/** The only way stored HTML reaches the page. */
export function SafeHtml({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return <div dir="auto" className={className ? `${styles.html} ${className}` : styles.html} dangerouslySetInnerHTML={{ __html: clean }} />;
}
