import type { PageContentQuery } from '../../domain/pages';
import { SEO_PAGE_TYPES } from '../../domain/constants';
import type { SeoPageType } from '../../domain/seo';
import { canonicalSlug } from '../../domain/slug';
import { titleFromSegment } from '../../domain/text';

/** The dynamic page's route parameters (public spec 2.1): props win over the URL's params. */
export type PageRoute = { navType?: string; subCategory?: string; slug?: string };

export type ResolvedPageRoute = {
  /** What get_page_content.php is asked, or null when the route names no page (bare /page). */
  query: PageContentQuery | null;
  /** Route segments that may have built-in content, most specific first. */
  fallbackKeys: string[];
  /** The title shown when the content cannot be loaded (public spec 8). */
  derivedTitle: string;
  /** The navigation slug of the page and, when the route says so, of its parent (for the related-pages sidebar). */
  target: string | undefined;
  parentHint: string | undefined;
  /** Identifies the page: a different key loads again. */
  key: string;
};

/**
 * A route segment as the page is looked up by: trimmed, and in the canonical form slugs are created in (lower-case,
 * NFC), so /page/Fencing and an "é" typed as "e" + combining accent name the stored page. React Router has decoded
 * the segment's percent-escapes once already (/page/caf%C3%A9 is "café"; %25 stays a literal "%").
 */
const clean = (value: string | undefined) => (value && value.trim() !== '' ? canonicalSlug(value.trim()) : undefined);

/**
 * Reads the route the way the spec's call table asks: a slug gives ?slug=; a navigation type with a sub-category gives
 * ?nav=&sub=; a navigation type alone gives ?nav=. The third level of a family route (/{family}/{sub}/{slug}) is a page
 * slug, so it is looked up by slug. The server is sent the canonical form (lower-case, NFC), the form slugs are
 * created in, so one page has one query (and one cache entry) however its address was typed.
 */
export function resolvePageRoute(route: PageRoute): ResolvedPageRoute {
  const navType = clean(route.navType);
  const subCategory = clean(route.subCategory);
  const slug = clean(route.slug);
  let query: PageContentQuery | null = null;
  let parentHint: string | undefined;
  if (slug) {
    query = { slug };
    parentHint = subCategory;
  } else if (navType && subCategory) {
    query = { nav: navType, sub: subCategory };
    parentHint = navType;
  } else if (navType) {
    query = { nav: navType };
  }
  const fallbackKeys = [slug, subCategory, navType].filter((key): key is string => key !== undefined);
  const target = fallbackKeys[0];
  return {
    query,
    fallbackKeys,
    derivedTitle: titleFromSegment(target ?? 'page'),
    target,
    parentHint,
    key: query ? JSON.stringify(query) : 'none',
  };
}

const isSeoPageType = (value: string): value is SeoPageType => (SEO_PAGE_TYPES as readonly string[]).includes(value);

/** The family routes have SEO settings of their own (manufacturing, sourcing ...); every other page uses 'page'. */
export function seoPageTypeOf(navType: string | undefined): SeoPageType {
  return navType && isSeoPageType(navType) && navType !== 'homepage' ? navType : 'page';
}
