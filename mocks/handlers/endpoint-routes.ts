import { http, type HttpHandler } from 'msw';

/** What answers one endpoint URL: its method and the function building the answer. */
export type Route = { method: 'GET' | 'POST'; url: string; answer: (request: Request) => Promise<Response> };

type Target = { origin: string | null; answer: Route['answer'] };

// MSW matches paths case-insensitively and with an optional trailing slash; so does the table.
const pathKey = (pathname: string) => pathname.toLowerCase().replace(/\/$/, '');

/** The origin a site-relative URL is resolved against, as MSW does: the page's; without a page none matches. */
const pageOrigin = () => (globalThis as { location?: { origin?: string } }).location?.origin ?? null;

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
    const url = absolute ? new URL(route.url) : null;
    const key = pathKey(url ? url.pathname : route.url);
    const targets = table[route.method].get(key) ?? [];
    // The first route listed for a URL answers it, as the first matching handler would.
    targets.push({ origin: url ? url.origin : null, answer: route.answer });
    table[route.method].set(key, targets);
  }

  const find = (method: Route['method'], request: Request): Target | undefined => {
    const url = new URL(request.url);
    return table[method].get(pathKey(url.pathname))?.find((target) => (target.origin ?? pageOrigin()) === url.origin);
  };
  const handler = (method: Route['method']) =>
    (method === 'GET' ? http.get : http.post)(
      ({ request }) => find(method, request) !== undefined,
      ({ request }) => find(method, request)!.answer(request),
    );
  return [handler('GET'), handler('POST'), ...patterns];
}
