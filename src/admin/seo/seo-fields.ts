import { SEO_IMAGE_SIZES, SEO_LIMITS, SEO_RECOMMENDED } from '../../domain/constants';
import type { SeoPageType, SeoSettings } from '../../domain/seo';

export type SeoTextField = Exclude<keyof SeoSettings, 'page_type' | 'robots'>;

export type SeoFieldSpec = {
  name: SeoTextField;
  label: string;
  required?: boolean;
  multiline?: boolean;
  /** Hard limit (admin spec 5), shown as a live counter. */
  max?: number;
  /** The recommended length range, flagged by the counter when outside it. */
  recommended?: { min: number; max: number };
  type?: 'text' | 'url';
  hint?: string;
  placeholder?: string;
};

export type SeoFieldGroup = { legend: string; fields: SeoFieldSpec[] };

/** The SEO form (admin spec 3, 5), grouped as search results, social sharing and structured data. */
export const SEO_FIELD_GROUPS: SeoFieldGroup[] = [
  {
    legend: 'Search results',
    fields: [
      { name: 'page_title', label: 'Page Title', required: true, max: SEO_LIMITS.page_title, recommended: SEO_RECOMMENDED.page_title },
      {
        name: 'meta_description',
        label: 'Meta Description',
        required: true,
        multiline: true,
        max: SEO_LIMITS.meta_description,
        recommended: SEO_RECOMMENDED.meta_description,
      },
      { name: 'meta_keywords', label: 'Meta Keywords', hint: 'Separate keywords with commas.', placeholder: 'steel fabrication, fencing, fasteners' },
      { name: 'canonical_url', label: 'Canonical URL', type: 'url', placeholder: 'https://www.example.com/page' },
    ],
  },
  {
    legend: 'Open Graph (social sharing)',
    fields: [
      { name: 'og_title', label: 'OG Title', max: SEO_LIMITS.og_title },
      { name: 'og_description', label: 'OG Description', multiline: true, max: SEO_LIMITS.og_description },
      { name: 'og_image', label: 'OG Image URL', type: 'url', hint: `Recommended size: ${SEO_IMAGE_SIZES.og} pixels.` },
    ],
  },
  {
    legend: 'Twitter Card',
    fields: [
      { name: 'twitter_title', label: 'Twitter Title', max: SEO_LIMITS.twitter_title },
      { name: 'twitter_description', label: 'Twitter Description', multiline: true, max: SEO_LIMITS.twitter_description },
      { name: 'twitter_image', label: 'Twitter Image URL', type: 'url', hint: `Recommended size: ${SEO_IMAGE_SIZES.twitter} pixels.` },
    ],
  },
];

export const STRUCTURED_DATA_FIELD: SeoFieldSpec = {
  name: 'structured_data',
  label: 'Structured Data (JSON-LD)',
  multiline: true,
  hint: 'A JSON-LD object; it must be valid JSON to be saved.',
  placeholder: '{ "@context": "https://schema.org", "@type": "Organization" }',
};

const PAGE_TYPE_LABELS: Partial<Record<SeoPageType, string>> = {
  homepage: 'Homepage',
  about: 'About Us',
  contact: 'Contact Us',
  careers: 'Careers',
  page: 'Content pages',
};

export function pageTypeLabel(pageType: SeoPageType): string {
  return PAGE_TYPE_LABELS[pageType] ?? pageType.charAt(0).toUpperCase() + pageType.slice(1);
}

export const fieldId = (name: keyof SeoSettings) => `seo-${name.replace(/_/g, '-')}`;
