import DOMPurify, { type DOMPurify as Purifier } from 'dompurify';
import { useMemo } from 'react';
import { safeUrl } from '../domain/url';
import {
  ALLOWED_ATTRIBUTES,
  ALLOWED_TAGS,
  allowedClasses,
  allowedStyle,
  ID_REFERENCES,
  prefixedIdList,
  REMOVED_WITH_CONTENT,
  sameDocumentHref,
} from './safe-html-policy';
import styles from './SafeHtml.module.css';

// Images pasted into the rich-text editor are stored inline as data URLs; an <img> never runs script, so those
// are allowed for image sources only.
const INLINE_IMAGE = /^data:image\/(png|jpe?g|gif|webp|svg\+xml);/i;

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
      const raw = node.getAttribute('href') ?? '';
      // A same-page link points at the stored id as prefixed (DOMPurify's SANITIZE_NAMED_PROPS), so it keeps working.
      const inPage = sameDocumentHref(raw);
      if (inPage) node.setAttribute('href', inPage);
      else if (inPage === '' || safeUrl(raw) === null) node.removeAttribute('href');
    }
    if (node.hasAttribute('class')) {
      const classes = allowedClasses(node.getAttribute('class') ?? '');
      if (classes === '') node.removeAttribute('class');
      else node.setAttribute('class', classes);
    }
    for (const name of ID_REFERENCES) {
      if (node.hasAttribute(name)) node.setAttribute(name, prefixedIdList(node.getAttribute(name) ?? ''));
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

/**
 * Sanitises stored HTML (safe-html-policy.ts): only text markup and the editor's own classes and styles stay; scripts,
 * event handlers, forms, dialogs, popovers and unsafe URLs are removed, and every stored id is prefixed. The
 * prerendered pages run this same function (scripts/prerender.ts gives it a DOM), so both render the same markup.
 */
export function sanitizeHtml(html: string): string {
  // DOMPurify parses with the page's DOMParser, whose document keeps the page's Content-Security-Policy: a stored
  // <base href> there would be reported as a base-uri violation before it is removed. It is renamed first (no
  // "<base" is left to form one), so the parser never sees a base element.
  return getPurifier().sanitize(html.replace(/<(\/?)base\b/gi, '<$1x-base'), {
    ALLOWED_TAGS,
    ALLOWED_ATTR: ALLOWED_ATTRIBUTES,
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
    ADD_FORBID_CONTENTS: REMOVED_WITH_CONTENT,
    SANITIZE_NAMED_PROPS: true,
  });
}

/** The only way stored HTML reaches the page. */
export function SafeHtml({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return <div dir="auto" className={className ? `${styles.html} ${className}` : styles.html} dangerouslySetInnerHTML={{ __html: clean }} />;
}
