import { COMPANY } from '../../domain/company-info';
import type { SeoPageType, SeoSettings } from '../../domain/seo';
import { defaultSeoSettings } from '../../domain/seo-defaults';
import { excerpt, stripTitleSuffix } from '../../domain/text';

/**
 * What a content page knows about itself: its title and (optionally) its text (`description`, HTML or plain) and the
 * Meta Description staff wrote for it.
 */
export type PageHead = { title: string; description?: string; metaDescription?: string };

/** The longest meta description derived from page text (search engines show about this much). */
export const DERIVED_DESCRIPTION_LENGTH = 160;

/**
 * A content page's description: its stored Meta Description as written (whitespace tidied; search engines cut a long
 * one themselves), else an excerpt of its text; empty when it has neither.
 */
export function pageDescription(page: PageHead): string {
  const written = (page.metaDescription ?? '').replace(/\s+/g, ' ').trim();
  return written || excerpt(page.description ?? '', DERIVED_DESCRIPTION_LENGTH);
}

/**
 * The head settings a route applies. A stored record counts only for its own page type (a fallback record of
 * another type is ignored). A content page's own title and description (its Meta Description, else an excerpt) win over its page type's, and its canonical
 * URL is its own canonical address (`canonical`), never the page type's; the page type's other settings (robots,
 * keywords, images, structured data) still apply. Without a matching record and without a page, there is nothing to
 * apply (null).
 */
export function seoForRoute(pageType: SeoPageType, stored: SeoSettings | null, page: PageHead | null, canonical: string): SeoSettings | null {
  const own = stored && stored.page_type === pageType ? stored : null;
  if (!page) return own;
  const base = own ?? defaultSeoSettings(pageType);
  const title = `${stripTitleSuffix(page.title)}${COMPANY.titleSuffix}`;
  const description = pageDescription(page) || base.meta_description;
  return {
    ...base,
    page_title: title,
    meta_description: description,
    og_title: title,
    og_description: description,
    twitter_title: title,
    twitter_description: description,
    canonical_url: canonical,
  };
}
