/// <reference lib="webworker" />
import type { RouteHandlerCallback } from 'workbox-core';
import { NavigationRoute, Router } from 'workbox-routing';
import { PrecacheController, PrecacheRoute, cleanupOutdatedCaches, type PrecacheEntry } from 'workbox-precaching';
import type { InstallResult } from 'workbox-precaching/_types';
import { PrecacheInstallReportPlugin } from 'workbox-precaching/utils/PrecacheInstallReportPlugin';

/*
 * The demo's one service worker (a scope holds only one): Workbox precaching for the app itself, and the Mock
 * Service Worker script for the .php contract. A production kiosk (VITE_DATA_ADAPTER=http VITE_KIOSK=1) gets the
 * same worker without the mock API: the app opens offline, its .php calls go to the network. The order of the listeners is the whole design:
 *   1. fetch: files of the build (and every navigation, answered with its prerendered page or the app shell) come
 *      from the precache, and
 *      stopImmediatePropagation keeps MSW from seeing them;
 *   2. everything else (the .php calls, uploaded images) falls through to MSW's listener, which asks the page's
 *      MSW client to answer from IndexedDB, or lets the request go to the network.
 * A few of MSW's own lifecycle habits are held back so the app can work offline and update cleanly (see below).
 */
declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<{ url: string; revision: string | null }> };
/** True in a demo build (vite.config.ts): its worker carries the mock API. A production kiosk's keeps only the app. */
declare const __MOCK_API_IN_WORKER__: boolean;

/** How many of the build's files the worker downloads at once while it installs (a browser opens six per host). */
const PRECACHE_CONCURRENCY = 6;

/**
 * Workbox's precache, downloading a few files at a time instead of one after another. Workbox went to one at a time
 * because an unbounded `Promise.all` exhausted Chromium's resources on large sites (workbox#2528); at one at a time
 * the demo's ~300 files took 5 s on loopback and far longer on a phone, and the demo's mock API (which starts once the
 * worker is active) waited for all of it on a first visit. A bounded pool keeps both.
 */
class PooledPrecacheController extends PrecacheController {
  private readonly cacheModes = new Map<string, RequestCache>();

  override addToCacheList(entries: Array<PrecacheEntry | string>): void {
    super.addToCacheList(entries);
    // As Workbox decides it: a revisioned file bypasses the HTTP cache; a hashed one may come from it.
    for (const entry of entries) {
      const url = new URL(typeof entry === 'string' ? entry : entry.url, self.location.href).href;
      this.cacheModes.set(url, typeof entry !== 'string' && entry.revision ? 'reload' : 'default');
    }
  }

  override install(event: ExtendableEvent): Promise<InstallResult> {
    const run = async () => {
      const report = new PrecacheInstallReportPlugin();
      this.strategy.plugins.push(report);
      const queue = [...this.getURLsToCacheKeys()];
      const next = async (): Promise<void> => {
        const item = queue.shift();
        if (!item) return;
        const [url, cacheKey] = item;
        const request = new Request(url, {
          integrity: this.getIntegrityForCacheKey(cacheKey),
          cache: this.cacheModes.get(url) ?? 'default',
          credentials: 'same-origin',
        });
        await Promise.all(this.strategy.handleAll({ params: { cacheKey }, request, event }));
        await next();
      };
      await Promise.all(Array.from({ length: PRECACHE_CONCURRENCY }, next));
      return { updatedURLs: report.updatedURLs, notUpdatedURLs: report.notUpdatedURLs };
    };
    const result = run();
    event.waitUntil(result);
    return result;
  }
}

const precache = new PooledPrecacheController();
// Registers the install (download the new build) and activate (drop the old build's entries) listeners first.
precache.precache(self.__WB_MANIFEST);
cleanupOutdatedCaches();

const router = new Router();
router.registerRoute(new PrecacheRoute(precache, { ignoreURLParametersMatching: [/.*/] }));
/**
 * A navigation gets the page prerendered for its address when the build has one (<path>/index.html), so the route
 * hydrates offline as it does online; any other address (the back office, an unknown path) gets the unrendered app.
 */
const appShell = precache.createHandlerBoundToURL('app.html');
const navigationHandler: RouteHandlerCallback = async (options) => {
  const scope = new URL(self.registration.scope);
  const url = new URL(options.request.url);
  const path = url.pathname.slice(scope.pathname.length).replace(/\/+$/, '');
  const page = await precache.matchPrecache(new URL(path === '' ? 'index.html' : `${path}/index.html`, scope).href);
  return page ?? appShell(options);
};

router.registerRoute(
  new NavigationRoute(navigationHandler, {
    // Files (an uploaded resume, an image opened in a tab), the API and the Storybook published beside the demo
    // (npm run build:with-storybook) are not pages of the app.
    denylist: [/\/[^/?]+\.[^/?]+$/, /\/api\//, /\/storybook(\/|$)/],
  }),
);

self.addEventListener('fetch', (event) => {
  const answer = router.handleRequest({ event, request: event.request });
  if (!answer) return;
  event.stopImmediatePropagation();
  event.respondWith(answer);
});

// MSW activates itself at once on install (skipWaiting). A new build must instead wait until the visitor accepts
// the "new version" prompt, so a page never runs half old, half new code; the very first install activates anyway.
self.addEventListener('install', (event) => event.stopImmediatePropagation());

self.addEventListener('message', (event) => {
  if ((event.data as { type?: unknown } | null)?.type === 'SKIP_WAITING') {
    event.stopImmediatePropagation();
    void self.skipWaiting();
    return;
  }
  // MSW unregisters the worker when its last page closes; the app would then not open again offline. The page's
  // id stays in MSW's list, which is harmless: a new page has a new id and announces itself again.
  if (event.data === 'CLIENT_CLOSED') event.stopImmediatePropagation();
});

if (__MOCK_API_IN_WORKER__) {
  // Next to this file in the build (public/mockServiceWorker.js); the browser stores imported scripts with the worker.
  self.importScripts('mockServiceWorker.js');
} else {
  // A production kiosk (VITE_KIOSK=1) has no MSW, whose activation takes the open pages over: the page that installed
  // the worker is then served by it at once, so it reopens offline even before its first reload.
  self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));
}
