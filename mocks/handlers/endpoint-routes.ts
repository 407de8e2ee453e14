import { http, type HttpHandler } from 'msw';

/** What answers one endpoint URL: its method and the function building the answer. */
export type Route = { method: 'GET' | 'POST'; url: string; answer: (request: Request) => Promise<Response> };

type Target = { origin: string | null; answer: Route['answer'] };

// MSW matches paths case-insensitively and with an optional trailing slash; so does the table.
const pathKey = (pathname: string) => pathname.toLowerCase().replace(/\/$/, '');

/** The page's origin (browser, jsdom); null in Node, where no page exists. */
const pageOrigin = () => (globalThis as { location?: { origin?: string } }).location?.origin ?? null;

/** A base or URL split into its origin (null when site-relative) and its path. */
export type SiteUrl = { origin: string | null; path: string };

export function siteUrl(url: string): SiteUrl {
  if (/^https?:\/\//i.test(url)) {
    const parsed = new URL(url);
    return { origin: parsed.origin, path: parsed.pathname };
  }
  return { origin: null, path: url.startsWith('/') ? url : `/${url}` };
}

/**
 * Whether a request is on a route's site. An absolute base names its origin. A site-relative one ('/api') is the
 * page's origin in a browser or jsdom; without a page (Node: `npm run api`, the strict conformance server) the
 * process is the server, so its own paths answer on whatever host name it is reached by.
 */
export function onSite(origin: string | null, request: URL): boolean {
  const site = origin ?? pageOrigin();
  return site === null || site === request.origin;
}

/**
 * The contract's fixed URLs as one MSW handler per method over a lookup table. MSW tries handlers one by one and
 * compiles each handler's path on every request, so with one handler per endpoint a request paid for every endpoint
 * listed before its own (about 6 ms for the contact submissions list). A URL with a wildcard or a parameter stays an
 * ordinary handler, after the table. Overrides added later with server.use() still come first.
 */
export function routeHandlers(routes: readonly Route[]): HttpHandler[] {
  const table = { GET: new Map<string, Target[]>(), POST: new Map<string, Target[]>() };
  const patterns: HttpHandler[] = [];
  for (const route of routes) {
    const absolute = /^https?:\/\//i.test(route.url);
    if (!absolute && (!route.url.startsWith('/') || /[*:]/.test(route.url))) {
      patterns.push((route.method === 'GET' ? http.get : http.post)(route.url, ({ request }) => route.answer(request)));
      continue;
    }
    const { origin, path } = siteUrl(route.url);
    const key = pathKey(path);
    const targets = table[route.method].get(key) ?? [];
    // The first route listed for a URL answers it, as the first matching handler would.
    targets.push({ origin, answer: route.answer });
    table[route.method].set(key, targets);
  }

  const find = (method: Route['method'], request: Request): Target | undefined => {
    const url = new URL(request.url);
    return table[method].get(pathKey(url.pathname))?.find((target) => onSite(target.origin, url));
  };
  const handler = (method: Route['method']) =>
    (method === 'GET' ? http.get : http.post)(
      ({ request }) => find(method, request) !== undefined,
      ({ request }) => find(method, request)!.answer(request),
    );
  return [handler('GET'), handler('POST'), ...patterns];
}

/**
 * A handler for every request whose path lies under a base ({base}/…): `rest` is the part after the base, without
 * its leading slash, and `accept` decides whether this handler answers it.
 */
export function underBase(
  method: 'GET' | 'ALL',
  base: string,
  accept: (rest: string) => boolean,
  answer: (request: Request, rest: string) => Promise<Response> | Response,
): HttpHandler {
  const { origin, path } = siteUrl(base);
  const prefix = `${path.replace(/\/+$/, '')}/`.toLowerCase();
  const restOf = (request: Request): string | null => {
    const url = new URL(request.url);
    if (!onSite(origin, url)) return null;
    const pathname = url.pathname;
    if (!pathname.toLowerCase().startsWith(prefix)) return null;
    const rest = pathname.slice(prefix.length);
    return accept(rest) ? rest : null;
  };
  return (method === 'GET' ? http.get : http.all)(
    ({ request }) => restOf(request) !== null,
    ({ request }) => answer(request, restOf(request)!),
  );
}
