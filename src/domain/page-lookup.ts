import type { NavigationItem } from './navigation';
import type { Page, PageContent, PageContentQuery } from './pages';
import { canonicalSlug } from './slug';

/** The navigation key a query names, e.g. "manufacturing/fencing". */
export function navKeyOf(query: PageContentQuery): string {
  if ('slug' in query) return query.slug;
  return query.sub ? `${query.nav}/${query.sub}` : query.nav;
}

/**
 * get_page_content.php: ?slug= finds the page by slug; ?nav=&sub= the subcategory's page (preferring one whose
 * navigation parent is nav); ?nav= the navigation type's own page. Only active pages are found. Slugs are compared
 * in their canonical form (canonicalSlug: any case, composed or decomposed accents), on both sides: the store may
 * hold an imported slug that slugify did not make.
 */
export function findPageContent(
  query: PageContentQuery,
  pages: readonly Page[],
  navigation: readonly NavigationItem[],
): PageContent | null {
  const active = pages.filter((page) => page.is_active);
  const named = (slug: string) => {
    const wanted = canonicalSlug(slug);
    return (record: { slug: string }) => canonicalSlug(record.slug) === wanted;
  };
  let page: Page | undefined;
  if ('slug' in query) {
    page = active.find(named(query.slug));
  } else if (query.sub) {
    const navParent = navigation.find(named(query.nav));
    const navChild = navigation.filter(named(query.sub)).find((n) => n.parent_id === navParent?.id);
    const candidates = active.filter(named(query.sub));
    page = candidates.find((p) => navChild !== undefined && named(navChild.slug)(p)) ?? candidates[0];
  } else {
    page = active.find(named(query.nav));
  }
  if (!page) return null;
  return {
    pm_id: page.id,
    pm_title: page.title,
    pm_content: page.content,
    pm_timestamp: page.updated_at,
    nav_key: navKeyOf(query),
    pm_meta_description: page.meta_description,
  };
}
