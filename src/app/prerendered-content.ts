import { QueryClient } from '@tanstack/react-query';
import { matchRoutes, type RouteObject } from 'react-router-dom';
import type { Repository } from '../data/repository';
import type { PublicRouteHandle } from './routes';

/*
 * What a visitor sees between a content edit and the next build (README, Prerendering and SEO). The page they opened
 * keeps the content its HTML was built with while they read it: the data revalidates in the background, into a cache
 * of its own, and the next page they open in the site shows it (as incremental static regeneration does). Swapping it
 * into the page being read would move whatever the visitor is reading (a longer slide title pushes the whole page down)
 * and flash one version of the content after another. A write made in this browser, or in another of its tabs,
 * still refreshes the page at once: its queries are invalidated, and an invalidated query is stale whatever holds it.
 */

export type PrerenderedContent = {
  /** Reads the page's data again in the background; what it reads is kept aside until the visitor moves on. */
  revalidate(load: (queryClient: QueryClient) => Promise<unknown>): Promise<void>;
  /** The visitor has opened another page: the revalidated data is used from now on, and data goes stale as usual. */
  release(): void;
};

/**
 * Holds the data a prerendered page was hydrated with (call it after hydrate(), before hydrateRoot): until release(),
 * nothing counts as stale by age, so nothing refetches on mount and nothing on screen changes by itself.
 */
export function holdPrerenderedContent(queryClient: QueryClient): PrerenderedContent {
  const defaults = queryClient.getDefaultOptions();
  queryClient.setDefaultOptions({ ...defaults, queries: { ...defaults.queries, staleTime: Infinity } });
  let released = false;
  let fresh: QueryClient | null = null;

  const applyFresh = () => {
    if (!fresh) return;
    for (const query of fresh.getQueryCache().getAll()) {
      if (query.state.status !== 'success') continue;
      // A refetch made meanwhile (an invalidation) is newer still and stays.
      const current = queryClient.getQueryState(query.queryKey);
      if (current && current.dataUpdatedAt >= query.state.dataUpdatedAt) continue;
      queryClient.setQueryData(query.queryKey, query.state.data, { updatedAt: query.state.dataUpdatedAt });
    }
    fresh.clear();
    fresh = null;
  };

  return {
    async revalidate(load) {
      // Reads that fail keep the build's data: the next page reads again anyway.
      const aside = new QueryClient({ defaultOptions: { queries: { retry: false, networkMode: 'always' } } });
      await load(aside);
      // Too late for the page the visitor left: the page they opened has read its own data meanwhile.
      if (released) {
        aside.clear();
        return;
      }
      fresh = aside;
    },
    release() {
      if (released) return;
      released = true;
      queryClient.setDefaultOptions(defaults);
      applyFresh();
    },
  };
}

/**
 * The data loader of the public route at `location` (its handle's prefetch, as the prerender step used it), or null
 * for an address without one.
 */
export function routeDataLoader(
  routes: RouteObject[],
  location: { pathname: string },
  basePath: string,
  repository: Repository,
): ((queryClient: QueryClient) => Promise<unknown>) | null {
  const matched = [...(matchRoutes(routes, location, basePath) ?? [])].reverse().find((match) => match.route.handle !== undefined);
  const handle = matched?.route.handle as PublicRouteHandle | undefined;
  if (!matched || !handle) return null;
  return (queryClient) => handle.prefetch(queryClient, repository, matched.params);
}
