import { COMPANY } from '../../domain/company-info';
import type { SeoSettings } from '../../domain/seo';
import { isExternalHttpUrl, isSiteRelativeUrl } from '../../domain/url';

/** Marks the head elements this module owns, so the next route replaces them instead of piling up duplicates. */
export const SEO_MARKER = 'data-seo';

type MetaTag = { attribute: 'name' | 'property'; key: string; content: string };

/** Only web addresses may become canonical or image URLs in the head (no javascript:, no mailto:). */
function webUrl(value: string): string {
  const trimmed = value.trim();
  return isExternalHttpUrl(trimmed) || isSiteRelativeUrl(trimmed) ? trimmed : '';
}

/**
 * Structured data as the text of a JSON-LD script: only valid JSON is used, re-serialised so it is one clean value,
 * with <, >, & and the JavaScript line separators escaped so stored text can never close the script element.
 */
export function jsonLdText(structuredData: string): string | null {
  if (structuredData.trim() === '') return null;
  let value: unknown;
  try {
    value = JSON.parse(structuredData);
  } catch {
    return null;
  }
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

function metaTags(settings: SeoSettings): MetaTag[] {
  const title = settings.page_title;
  const description = settings.meta_description;
  const canonical = webUrl(settings.canonical_url);
  const tags: MetaTag[] = [
    { attribute: 'name', key: 'description', content: description },
    { attribute: 'name', key: 'keywords', content: settings.meta_keywords },
    { attribute: 'name', key: 'robots', content: settings.robots },
    { attribute: 'property', key: 'og:type', content: 'website' },
    { attribute: 'property', key: 'og:site_name', content: COMPANY.name },
    { attribute: 'property', key: 'og:title', content: settings.og_title || title },
    { attribute: 'property', key: 'og:description', content: settings.og_description || description },
    { attribute: 'property', key: 'og:image', content: webUrl(settings.og_image) },
    { attribute: 'property', key: 'og:url', content: canonical },
    { attribute: 'name', key: 'twitter:card', content: 'summary_large_image' },
    { attribute: 'name', key: 'twitter:title', content: settings.twitter_title || settings.og_title || title },
    {
      attribute: 'name',
      key: 'twitter:description',
      content: settings.twitter_description || settings.og_description || description,
    },
    { attribute: 'name', key: 'twitter:image', content: webUrl(settings.twitter_image) || webUrl(settings.og_image) },
  ];
  return tags.filter((tag) => tag.content.trim() !== '');
}

/** The title of a route without (or before) its own settings: never the previous route's. */
export const DEFAULT_TITLE = COMPANY.name;

/**
 * Removes every head element a previous route set and puts the title back to the site's name, so a route without
 * settings (none stored, or the call failed) never keeps the previous route's title, description or canonical.
 */
export function clearSeo(doc: Document = document): void {
  doc.head.querySelectorAll(`[${SEO_MARKER}]`).forEach((element) => element.remove());
  doc.head.querySelectorAll('link[rel="canonical"]').forEach((element) => element.remove());
  doc.title = DEFAULT_TITLE;
}

/** Sets the robots meta tag as this module's own (replacing any other), or removes it with `null`. */
export function setRobots(content: string | null, doc: Document = document): void {
  doc.head.querySelectorAll('meta[name="robots"]').forEach((element) => element.remove());
  if (content === null) return;
  const meta = doc.createElement('meta');
  meta.setAttribute('name', 'robots');
  meta.setAttribute('content', content);
  meta.setAttribute(SEO_MARKER, '');
  doc.head.append(meta);
}

/**
 * Applies stored SEO settings to the document (public spec 1, 7): title, meta tags, canonical link and a JSON-LD
 * script, replacing whatever the previous route applied. An existing unmarked tag with the same key (for example
 * the description in index.html) is removed so the page never carries two.
 */
export function applySeo(settings: SeoSettings, doc: Document = document): void {
  clearSeo(doc);
  if (settings.page_title.trim() !== '') doc.title = settings.page_title;
  else doc.title = DEFAULT_TITLE;
  for (const tag of metaTags(settings)) {
    doc.head.querySelectorAll(`meta[${tag.attribute}="${tag.key}"]`).forEach((element) => element.remove());
    const meta = doc.createElement('meta');
    meta.setAttribute(tag.attribute, tag.key);
    meta.setAttribute('content', tag.content);
    meta.setAttribute(SEO_MARKER, '');
    doc.head.append(meta);
  }
  const canonical = webUrl(settings.canonical_url);
  if (canonical !== '') {
    doc.head.querySelectorAll('link[rel="canonical"]').forEach((element) => element.remove());
    const link = doc.createElement('link');
    link.rel = 'canonical';
    link.href = canonical;
    link.setAttribute(SEO_MARKER, '');
    doc.head.append(link);
  }
  const jsonLd = jsonLdText(settings.structured_data);
  if (jsonLd !== null) {
    const script = doc.createElement('script');
    script.type = 'application/ld+json';
    script.textContent = jsonLd;
    script.setAttribute(SEO_MARKER, '');
    doc.head.append(script);
  }
}
