import type { NavigationItem } from './navigation';
import type { Page, PageContent, PageContentQuery } from './pages';

/** The navigation key a query names, e.g. "manufacturing/fencing". */
export function navKeyOf(query: PageContentQuery): string {
  if ('slug' in query) return query.slug;
  return query.sub ? `${query.nav}/${query.sub}` : query.nav;
}

/**
 * get_page_content.php: ?slug= finds the page by slug; ?nav=&sub= the subcategory's page (preferring one whose
 * navigation parent is nav); ?nav= the navigation type's own page. Only active pages are found.
 */
export function findPageContent(
  query: PageContentQuery,
  pages: readonly Page[],
  navigation: readonly NavigationItem[],
): PageContent | null {
  const active = pages.filter((page) => page.is_active);
  let page: Page | undefined;
  if ('slug' in query) {
    page = active.find((p) => p.slug === query.slug);
  } else if (query.sub) {
    const navParent = navigation.find((n) => n.slug === query.nav);
    const navChild = navigation.find((n) => n.slug === query.sub && n.parent_id === navParent?.id);
    const candidates = active.filter((p) => p.slug === query.sub);
    page = candidates.find((p) => navChild !== undefined && p.slug === navChild.slug) ?? candidates[0];
  } else {
    page = active.find((p) => p.slug === query.nav);
  }
  if (!page) return null;
  return {
    pm_id: page.id,
    pm_title: page.title,
    pm_content: page.content,
    pm_timestamp: page.updated_at,
    nav_key: navKeyOf(query),
  };
}
