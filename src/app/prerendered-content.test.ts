import { QueryClient, QueryObserver, dehydrate, hydrate } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Repository } from '../data/repository';
import { createQueryClient } from '../data/query-client';
import { holdPrerenderedContent, routeDataLoader } from './prerendered-content';

const KEY = ['slider', 'published'] as const;
const BUILT_AT = Date.UTC(2026, 0, 10);

/** A browser's cache hydrated from a page built with `title`, as start.tsx hydrates it. */
function hydratedFrom(title: string): QueryClient {
  const build = createQueryClient();
  build.setQueryData(KEY, [{ title }], { updatedAt: BUILT_AT });
  const browser = createQueryClient();
  hydrate(browser, dehydrate(build));
  return browser;
}

/** What a screen showing the slides sees, as useQuery sees it. */
function watch(queryClient: QueryClient, queryFn: () => Promise<{ title: string }[]>) {
  const observer = new QueryObserver(queryClient, { queryKey: KEY, queryFn });
  const unsubscribe = observer.subscribe(() => undefined);
  cleanups.push(unsubscribe);
  return () => observer.getCurrentResult().data?.[0]?.title;
}

const cleanups: (() => void)[] = [];
afterEach(() => cleanups.splice(0).forEach((cleanup) => cleanup()));

const settle = () => new Promise((done) => setTimeout(done, 0));

describe('a prerendered page’s content while the visitor reads it', () => {
  it('stays the build’s: nothing refetches on mount, the revalidation is kept aside until the visitor opens another page', async () => {
    const queryClient = hydratedFrom('Built slide');
    const content = holdPrerenderedContent(queryClient);
    const server = vi.fn(async () => [{ title: 'Edited slide with a much longer title' }]);
    const shown = watch(queryClient, server);
    await settle();
    expect(server).not.toHaveBeenCalled();

    await content.revalidate((aside) => aside.prefetchQuery({ queryKey: KEY, queryFn: server }));
    expect(server).toHaveBeenCalledTimes(1);
    expect(shown()).toBe('Built slide');

    content.release();
    expect(shown()).toBe('Edited slide with a much longer title');
    expect(queryClient.getDefaultOptions().queries?.staleTime).toBe(createQueryClient().getDefaultOptions().queries?.staleTime);
  });

  it('still refreshes at once after a write made in this browser (an invalidation)', async () => {
    const queryClient = hydratedFrom('Built slide');
    holdPrerenderedContent(queryClient);
    const shown = watch(queryClient, async () => [{ title: 'Saved just now' }]);
    await queryClient.invalidateQueries({ queryKey: ['slider'] });
    expect(shown()).toBe('Saved just now');
  });

  it('keeps a newer refetch over an older revalidation, and drops a revalidation that answers after the visitor left', async () => {
    const queryClient = hydratedFrom('Built slide');
    const content = holdPrerenderedContent(queryClient);
    const shown = watch(queryClient, async () => [{ title: 'Refetched later' }]);
    await content.revalidate((aside) => aside.prefetchQuery({ queryKey: KEY, queryFn: async () => [{ title: 'Revalidated' }] }));
    await queryClient.invalidateQueries({ queryKey: ['slider'] });
    content.release();
    expect(shown()).toBe('Refetched later');

    const late = hydratedFrom('Built slide');
    const lateContent = holdPrerenderedContent(late);
    const lateShown = watch(late, async () => [{ title: 'Built slide' }]);
    let answer!: () => void;
    const revalidation = lateContent.revalidate((aside) =>
      aside.prefetchQuery({ queryKey: KEY, queryFn: () => new Promise((done) => (answer = () => done([{ title: 'Too late' }]))) }),
    );
    lateContent.release();
    answer();
    await revalidation;
    expect(lateShown()).toBe('Built slide');
  });

  it('keeps the build’s data when the revalidation fails', async () => {
    const queryClient = hydratedFrom('Built slide');
    const content = holdPrerenderedContent(queryClient);
    const shown = watch(queryClient, async () => [{ title: 'Built slide' }]);
    await content.revalidate((aside) => aside.prefetchQuery({ queryKey: KEY, queryFn: () => Promise.reject(new Error('HTTP error! status: 500')) }));
    content.release();
    expect(shown()).toBe('Built slide');
  });
});

describe('routeDataLoader', () => {
  const repository = {} as Repository;
  const prefetch = vi.fn(async () => undefined);
  const routes = [{ path: '/', children: [{ path: 'page/:slug', handle: { prefetch } }, { path: 'admin' }] }];

  it('loads the data of the public route at the address, with its parameters', async () => {
    const load = routeDataLoader(routes, { pathname: '/demo/page/fencing' }, '/demo/', repository);
    const queryClient = new QueryClient();
    await load?.(queryClient);
    expect(prefetch).toHaveBeenCalledWith(queryClient, repository, { slug: 'fencing' });
  });

  it('has nothing to load for an address without route data', () => {
    expect(routeDataLoader(routes, { pathname: '/admin' }, '/', repository)).toBeNull();
    expect(routeDataLoader(routes, { pathname: '/elsewhere/x' }, '/', repository)).toBeNull();
  });
});
