import type { Page } from './pages';
import type { SeoPageType, SeoSettings } from './seo';
import { defaultSeoSettings } from './seo-defaults';

/**
 * Lost-update detection between two tabs or two administrators: an edit form remembers the version of the record it
 * loaded and sends it as `expected_version`; the store (or the HTTP adapter, by re-reading) refuses the save with a
 * 'conflict' when the stored record has another version since.
 */

/** A short, stable fingerprint of the named fields (cyrb53: fast, well spread; not for security). */
export function recordVersion(record: object, fields: readonly string[]): string {
  const source = JSON.stringify(fields.map((field) => (record as Record<string, unknown>)[field] ?? null));
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < source.length; i += 1) {
    const code = source.charCodeAt(i);
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
}

// The edited fields plus the save time: a second save within the same second still changes the version.
const PAGE_FIELDS = [
  'title', 'slug', 'content', 'parent_id', 'is_active', 'meta_description', 'gallery_inheritance_type', 'gallery_inheritance_id', 'updated_at',
] as const;

export const pageVersion = (page: Page): string => recordVersion(page, PAGE_FIELDS);

const SEO_FIELDS = [
  'page_title', 'meta_description', 'meta_keywords', 'robots', 'og_title', 'og_description', 'og_image', 'canonical_url',
  'twitter_title', 'twitter_description', 'twitter_image', 'structured_data',
] as const;

/** The version of a page type's SEO settings; a page type with nothing stored has the defaults' version. */
export const seoVersion = (settings: SeoSettings | null, pageType: SeoPageType): string =>
  recordVersion(settings ?? defaultSeoSettings(pageType), SEO_FIELDS);

/** Leaves out the version a form sent, so it is never stored as a field. */
export function withoutVersion<T extends { expected_version?: string | undefined }>(input: T): Omit<T, 'expected_version'> {
  const { expected_version: _ignored, ...rest } = input;
  return rest;
}
