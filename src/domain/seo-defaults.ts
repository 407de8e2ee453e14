import { DEFAULT_ROBOTS } from './constants';
import type { SeoPageType, SeoSettings } from './seo';

/*
 * The settings of a page type nobody has saved, apart from the SEO schemas: the public pages' head tags need this, not
 * zod (README, Performance).
 */

/** Reset to Default (admin spec 4): every field empty, robots index,follow. */
export function defaultSeoSettings(pageType: SeoPageType): SeoSettings {
  return {
    page_type: pageType,
    page_title: '',
    meta_description: '',
    meta_keywords: '',
    robots: DEFAULT_ROBOTS,
    og_title: '',
    og_description: '',
    og_image: '',
    canonical_url: '',
    twitter_title: '',
    twitter_description: '',
    twitter_image: '',
    structured_data: '',
  };
}
