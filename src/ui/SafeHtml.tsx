import DOMPurify, { type DOMPurify as Purifier } from 'dompurify';
import { useMemo } from 'react';
import { safeUrl } from '../domain/url';
import styles from './SafeHtml.module.css';

// Images pasted into the rich-text editor are stored inline as data URLs; an <img> never runs script, so those
// are allowed for image sources only.
const INLINE_IMAGE = /^data:image\/(png|jpe?g|gif|webp|svg\+xml);/i;

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
    if (node.getAttribute('target') === '_blank') node.setAttribute('rel', 'noopener noreferrer');
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
  return <div className={className ? `${styles.html} ${className}` : styles.html} dangerouslySetInnerHTML={{ __html: clean }} />;
}
