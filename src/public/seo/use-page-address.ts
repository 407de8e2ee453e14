import { useQuery } from '@tanstack/react-query';
import { navigationTreeQueryOptions } from '../../data/queries/structure-queries';
import { useRepository } from '../../data/repository-context';
import { contentCanonicalPath, menuAncestors, type Crumb } from '../../domain/seo-addresses';

export type PageAddress = {
  /** The router path the page is known by (its menu address), or undefined when the route names no page. */
  canonicalPath: string | undefined;
  /** The menu items above the page, top level first (its breadcrumb between Home and the page). */
  ancestors: Crumb[];
};

/**
 * Where a content page sits: its canonical address and its place in the menu, from the navigation tree the layout
 * loads anyway (prefetched with every route, so the prerendered page and the hydrated one agree).
 */
export function usePageAddress({ target, parentHint }: { target: string | undefined; parentHint: string | undefined }): PageAddress {
  const tree = useQuery(navigationTreeQueryOptions(useRepository())).data ?? [];
  if (!target) return { canonicalPath: undefined, ancestors: [] };
  return { canonicalPath: contentCanonicalPath(tree, target, parentHint), ancestors: menuAncestors(tree, target, parentHint) };
}
