import type { Page } from './pages';
import type { SeoPageType, SeoSettings } from './seo';
import { defaultSeoSettings } from './seo-defaults';
import { conflictError } from './repository-error';

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

const RED_SECTION_FIELDS = [1, 2, 3].flatMap((n) =>
  (['title', 'description', 'image', 'url'] as const).map((part) => `red_section_${n}_${part}` as const),
);

/**
 * Each editable record type's version: its edited fields (its input schema's, checked by record-version.test.ts, so a
 * new field cannot be left out). Pages add their save time: a second save within the same second still changes it.
 */
export const VERSION_FIELDS = {
  page: ['title', 'slug', 'content', 'parent_id', 'is_active', 'meta_description', 'gallery_inheritance_type', 'gallery_inheritance_id', 'updated_at'],
  seo: [
    'page_title', 'meta_description', 'meta_keywords', 'robots', 'og_title', 'og_description', 'og_image', 'canonical_url',
    'twitter_title', 'twitter_description', 'twitter_image', 'structured_data',
  ],
  product: ['title', 'category', 'description', 'icon', 'image_url', 'link', 'specifications', 'features', 'sort_order', 'is_active'],
  service: ['title', 'description', 'icon', 'image_url', 'link_url', 'is_active'],
  slide: [
    'title', 'highlight', 'subtitle', 'description', 'button_text', 'button_url', 'background_image', 'display_order', 'is_active',
    ...RED_SECTION_FIELDS,
  ],
  navigation: ['title', 'slug', 'url', 'icon', 'parent_id', 'order_index', 'is_active', 'has_page', 'external_url'],
  teamMember: ['name', 'position', 'description', 'image_url', 'email', 'linkedin_url'],
  infrastructure: ['title', 'description', 'icon', 'image_url'],
  certification: ['title', 'description', 'icon', 'image_url', 'cert_number', 'issued_date', 'expiry_date', 'issuing_body'],
  careerOpening: ['title', 'department', 'location', 'type', 'experience', 'salary_range', 'description', 'requirements', 'benefits', 'is_active'],
  aboutContent: ['title', 'subtitle', 'description', 'mission', 'vision', 'values_text', 'team_title', 'team_description'],
  homepageContent: ['hero', 'products', 'about', 'services', 'cta'],
  contactContent: ['title', 'subtitle', 'address', 'phone', 'email', 'office_hours', 'map_embed'],
} as const satisfies Record<string, readonly string[]>;

/** Every record type an edit form saves with an expected version. */
export type VersionedRecord = keyof typeof VERSION_FIELDS;

/** The version of a stored record of one type (what an edit form sends back as `expected_version`). */
export const versionOf = (type: VersionedRecord, record: object): string => recordVersion(record, VERSION_FIELDS[type]);

export const pageVersion = (page: Page): string => versionOf('page', page);

/** The version of a page type's SEO settings; a page type with nothing stored has the defaults' version. */
export const seoVersion = (settings: SeoSettings | null, pageType: SeoPageType): string =>
  versionOf('seo', settings ?? defaultSeoSettings(pageType));

/** A save's input with the version of the record the form loaded (absent: overwrite whatever is stored). */
export type Versioned<T> = T & { expected_version?: string | undefined };

/**
 * The one check every store makes before an update: a version was sent and the stored record (null: none stored) has
 * another one, so the save is refused as a 'conflict'.
 */
export function refuseStaleSave(type: VersionedRecord, expected: string | undefined, stored: object | null | undefined): void {
  if (expected !== undefined && stored && versionOf(type, stored) !== expected) throw conflictError();
}

/** Leaves out the version a form sent, so it is never stored as a field. */
export function withoutVersion<T extends { expected_version?: string | undefined }>(input: T): Omit<T, 'expected_version'> {
  const { expected_version: _ignored, ...rest } = input;
  return rest;
}
