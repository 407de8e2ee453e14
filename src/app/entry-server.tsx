import { dehydrate, type DehydratedState } from '@tanstack/react-query';
import { StaticRouterProvider, createStaticHandler, createStaticRouter, matchRoutes } from 'react-router-dom';
import { getConfig } from '../config';
import { createQueryClient } from '../data/query-client';
import { queryKeys } from '../data/query-keys';
import { RepositoryProvider } from '../data/RepositoryProvider';
import type { Repository } from '../data/repository';
import { headHtml, type HeadModel } from '../public/seo/head';
import { HeadCollectorContext, type HeadCollector } from '../public/seo/head-collector';
import { PrerenderedYearContext } from '../ui/current-year';
import { httpRepositoryOptions } from './create-repository';
import { distinctFailures, prefetchFailure, recordingFailures, type PrefetchFailure } from './prerender-failures';
import { prerenderStateHtml, renderedYear } from './prerender-state';
import { renderWhole } from './render-whole';
import { routes, type PublicRouteHandle } from './routes';

/*
 * The build's server entry (scripts/prerender.ts builds it with Vite's SSR build and calls it per route): React 19's
 * react-dom/static prerender over React Router's static handler, with the route's data prefetched through the query
 * layer and dehydrated into the page for the client's hydrateRoot (src/app/start.tsx).
 */

export type PrerenderOptions = {
  repository: Repository;
  /** The site's public origin: canonical, share and structured-data URLs are absolute on it. */
  origin: string;
  /** false: render the shell only (no data was read; the client loads it), true: prefetch the route's data first. */
  withData: boolean;
};

export type PrerenderedRoute = {
  /** The app's markup, for the inside of #root. */
  html: string;
  /** The head tags (title, meta, canonical, JSON-LD) as HTML, and their model. */
  headHtml: string;
  head: HeadModel | null;
  /** The data block the client hydrates from. */
  stateHtml: string;
  /** The source module of the route's lazy page (its chunk's stylesheet and code go into the page). */
  module: string | null;
  /** The largest image of the page, to preload with high priority. */
  lcpImage: string | null;
  /**
   * Reads that failed while prefetching or rendering, each once: which read, message, kind, and the request's address
   * and status when known; also those a screen turns into its fallback.
   */
  failures: PrefetchFailure[];
  /** Reads the page made during render that its route's prefetch did not load (a prefetch out of step with the page). */
  notPrefetched: string[];
  /** The server does not have the route's content page: it renders the not-found state of public spec 8. */
  missing: boolean;
};

/** The queries of content pages (get_page_content.php). */
const PAGE_CONTENT_KEY = queryKeys.pages.content(null).slice(0, 2);

function withBase(path: string): string {
  const base = getConfig().basePath.replace(/\/+$/, '');
  return `${base}${path}`;
}

/** Renders one public route (a path without the base path, such as /about-us) to static HTML. */
export async function prerenderRoute(path: string, options: PrerenderOptions): Promise<PrerenderedRoute> {
  const queryClient = createQueryClient();
  const calls: PrefetchFailure[] = [];
  const repository = recordingFailures(options.repository, (failure) => calls.push(failure));
  const matched = [...(matchRoutes(routes, path) ?? [])].reverse().find((match) => match.route.handle !== undefined);
  const handle = matched?.route.handle as PublicRouteHandle | undefined;
  if (options.withData && matched && handle) await handle.prefetch(queryClient, repository, matched.params);
  const lcpImage = options.withData ? (handle?.lcpImage?.(queryClient, repository) ?? null) : null;
  const queryFailures = queryClient
    .getQueryCache()
    .findAll({ predicate: (query) => query.state.status === 'error' })
    .map((query) => prefetchFailure(JSON.stringify(query.queryKey), query.state.error));
  const missing = queryClient
    .getQueryCache()
    .findAll({ queryKey: PAGE_CONTENT_KEY, predicate: (query) => query.state.status === 'error' && query.state.error?.kind === 'not-found' }).length > 0;

  const handler = createStaticHandler(routes, { basename: getConfig().basePath });
  const context = await handler.query(new Request(new URL(withBase(path), options.origin)));
  if (context instanceof Response) throw new Error(`${path} answered a redirect (${context.status}); only pages can be prerendered`);
  const router = createStaticRouter(handler.dataRoutes, context);

  let head: HeadModel | null = null;
  const collector: HeadCollector = { origin: options.origin, shell: !options.withData, collect: (model) => (head = model) };
  const before = new Set(queryClient.getQueryCache().getAll());
  // The year the footer shows travels in the data block, so the visitor's browser hydrates the same year.
  const year = renderedYear();
  const html = await renderWhole(
    <HeadCollectorContext value={collector}>
      <PrerenderedYearContext value={year}>
        <RepositoryProvider repository={repository} queryClient={queryClient}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </RepositoryProvider>
      </PrerenderedYearContext>
    </HeadCollectorContext>,
  );
  const notPrefetched = options.withData
    ? queryClient
        .getQueryCache()
        .getAll()
        .filter((query) => !before.has(query) || query.state.status === 'pending')
        .map((query) => JSON.stringify(query.queryKey))
    : [];
  const queries: DehydratedState = dehydrate(queryClient);
  const model = head as HeadModel | null;
  return {
    html,
    headHtml: model ? headHtml(model) : '',
    head: model,
    stateHtml: prerenderStateHtml({ path, queries, year }),
    lcpImage,
    module: handle?.module ?? null,
    failures: distinctFailures([...queryFailures, ...calls]),
    notPrefetched,
    missing,
  };
}

export { routes };

/** Where the prerender reads: the fixtures (demo builds) or the real API reached from the build machine. */
/** apiKey: the build machine's PRERENDER_API_KEY (scripts/prerender.ts), sent instead of VITE_API_KEY; never in dist/. */
export type PrerenderSource = { kind: 'fixtures' } | { kind: 'api'; origin: string; apiKey?: string };

/** The Repository the prerender reads through: the fixtures in memory, or the HTTP adapter on the real API. */
export async function prerenderRepository(source: PrerenderSource): Promise<Repository> {
  const config = getConfig();
  if (source.kind === 'api') {
    const { createHttpRepository } = await import('../../adapters/http/create-http-repository');
    const options = httpRepositoryOptions(config, (base) => new URL(base || '/', source.origin).href.replace(/\/+$/, ''));
    // The prerender reads public content only; a build-time key, when given, is its key for every keyed read.
    return createHttpRepository({ ...options, apiKey: source.apiKey || options.apiKey, adminCredential: undefined });
  }
  const [{ createSeedDataset }, { withImagesBase }, { createMemoryRecordStore }, { createRecordStoreRepository }] = await Promise.all([
    import('../../fixtures/seed-dataset'),
    import('../../fixtures/images-base'),
    import('../../adapters/record-store/memory-record-store'),
    import('../../adapters/record-store/create-record-store-repository'),
  ]);
  const seed = () => withImagesBase(createSeedDataset(), config.imagesBase);
  return createRecordStoreRepository(createMemoryRecordStore(seed()), { imagesBase: config.imagesBase, seed });
}
