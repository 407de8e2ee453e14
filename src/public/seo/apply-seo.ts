import { DEFAULT_TITLE, SEO_MARKER, type HeadModel } from './head';

/**
 * Removes every head element a previous route (or the prerendered page) set and puts the title back to the site's
 * name, so a route never keeps the previous route's title, description or canonical.
 */
export function clearSeo(doc: Document = document): void {
  doc.head.querySelectorAll(`[${SEO_MARKER}]`).forEach((element) => element.remove());
  doc.head.querySelectorAll('link[rel="canonical"], meta[name="robots"]').forEach((element) => element.remove());
  doc.title = DEFAULT_TITLE;
}

/**
 * Applies a route's head (public spec 1, 7; head.ts builds it): title, meta tags, canonical link and JSON-LD scripts,
 * replacing whatever the previous route applied. An existing unmarked tag with the same key (for example the
 * description in index.html) is removed so the page never carries two.
 */
export function applyHead(model: HeadModel, doc: Document = document): void {
  clearSeo(doc);
  doc.title = model.title;
  for (const tag of model.metas) {
    doc.head.querySelectorAll(`meta[${tag.attribute}="${tag.key}"]`).forEach((element) => element.remove());
    const meta = doc.createElement('meta');
    meta.setAttribute(tag.attribute, tag.key);
    meta.setAttribute('content', tag.content);
    meta.setAttribute(SEO_MARKER, '');
    doc.head.append(meta);
  }
  if (model.canonical) {
    const link = doc.createElement('link');
    link.rel = 'canonical';
    link.href = model.canonical;
    link.setAttribute(SEO_MARKER, '');
    doc.head.append(link);
  }
  for (const text of model.jsonLd) {
    const script = doc.createElement('script');
    script.type = 'application/ld+json';
    script.textContent = text;
    script.setAttribute(SEO_MARKER, '');
    doc.head.append(script);
  }
}
