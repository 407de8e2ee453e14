import { z } from 'zod';
import { DEFAULT_ROBOTS, ROBOTS_OPTIONS, SEO_LIMITS, SEO_PAGE_TYPES } from './constants';
import { adminMessages, ruleMessages } from './messages';
import { requiredText, text } from './schema-helpers';
import { graphemeCount } from './text';
import { isAllowedUrl } from './url';

export const SeoPageTypeSchema = z.enum(SEO_PAGE_TYPES);
export type SeoPageType = z.infer<typeof SeoPageTypeSchema>;

export const RobotsSchema = z.enum(ROBOTS_OPTIONS);

export const SeoSettingsSchema = z.object({
  page_type: SeoPageTypeSchema,
  page_title: text(),
  meta_description: text(),
  meta_keywords: text(),
  robots: z.preprocess((v) => v || DEFAULT_ROBOTS, RobotsSchema),
  og_title: text(),
  og_description: text(),
  og_image: text(),
  canonical_url: text(),
  twitter_title: text(),
  twitter_description: text(),
  twitter_image: text(),
  structured_data: text(),
});
export type SeoSettings = z.infer<typeof SeoSettingsSchema>;

// Limits count characters as a reader does (graphemes), as the form's live counters show them.
const limited = (label: string, max: number) =>
  text().refine((value) => graphemeCount(value) <= max, { error: ruleMessages.maxLength(label, max) });
const optionalUrl = (label: string) =>
  text().refine((value) => value === '' || isAllowedUrl(value), { error: ruleMessages.invalidUrl(label) });

/** The SEO form (admin spec 5); structured data must parse as JSON (beyond the spec). */
export const SeoSettingsInputSchema = z.object({
  page_type: SeoPageTypeSchema,
  /** The version of the settings the form loaded (record-version.ts); a save over a newer version is a conflict. */
  expected_version: z.string().optional(),
  page_title: requiredText('Page title').refine((v) => graphemeCount(v) <= SEO_LIMITS.page_title, {
    error: ruleMessages.maxLength('Page title', SEO_LIMITS.page_title),
  }),
  meta_description: requiredText('Meta description').refine((v) => graphemeCount(v) <= SEO_LIMITS.meta_description, {
    error: ruleMessages.maxLength('Meta description', SEO_LIMITS.meta_description),
  }),
  meta_keywords: text(),
  robots: z.preprocess((v) => v || DEFAULT_ROBOTS, RobotsSchema),
  og_title: limited('OG title', SEO_LIMITS.og_title),
  og_description: limited('OG description', SEO_LIMITS.og_description),
  og_image: optionalUrl('OG image'),
  canonical_url: optionalUrl('Canonical URL'),
  twitter_title: limited('Twitter title', SEO_LIMITS.twitter_title),
  twitter_description: limited('Twitter description', SEO_LIMITS.twitter_description),
  twitter_image: optionalUrl('Twitter image'),
  structured_data: text().refine(
    (value) => {
      if (value.trim() === '') return true;
      try {
        JSON.parse(value);
        return true;
      } catch {
        return false;
      }
    },
    { error: adminMessages.seo.invalidStructuredData },
  ),
});
export type SeoSettingsInput = z.infer<typeof SeoSettingsInputSchema>;

