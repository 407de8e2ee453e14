/**
 * Prerenders every public route of a finished client build (`npm run build` runs it after `vite build`).
 *
 * React 19's react-dom/static prerender over React Router's static handler (src/app/entry-server.tsx, built here
 * with Vite's SSR build), route data prefetched through the query layer and dehydrated into each page. Writes
 * <out>/<route>/index.html for every indexable route reachable from the home page (navigation, footer, sitemap),
 * 404.html (noindex), robots.txt and sitemap.xml.
 *
 * Where the data comes from:
 * - demo builds (VITE_DATA_ADAPTER msw, dexie, json-server): the fixtures;
 * - production builds (VITE_DATA_ADAPTER=http): the real API at PRERENDER_API_ORIGIN (the origin the build machine
 *   reaches VITE_API_BASE on); a read that fails stops the build with the endpoint's address, but a content page the
 *   server does not have is no failure: it is left to the app (app.html) and out of sitemap.xml. Without
 *   PRERENDER_API_ORIGIN, the pages hold the shell only (header, footer, loading states): no company content that
 *   did not come from the API. PRERENDER_API_KEY, when set, is the key those reads send instead of VITE_API_KEY: a
 *   build-time secret (not VITE_-prefixed), so it never reaches dist/.
 *
 * It runs inside `vite build` (the prerender plugin in vite.config.ts, before the service worker's precache list is
 * made, so the worker serves each route's own page offline) and writes app.html, the unrendered app, for every other
 * address (the back office): a host's fallback for paths without a file of their own.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, loadEnv } from 'vite';
import {
  chunkAssets,
  planPages,
  fatalFailures,
  robotsTxt,
  sitemapXml,
  withPrerender,
  type BuildManifest,
  type ReadFailure,
  type RenderedPage,
} from './prerender/pages.ts';
import { backOfficeDocument } from './content-security-policy.ts';
import { prerenderApiSource, type ApiSource } from './prerender/api-source.ts';

const ROOT = resolve(import.meta.dirname, '..');

/** Placeholder origin of a build that names none (the preview server's); VITE_SITE_ORIGIN should be set for a release. */
const PREVIEW_ORIGIN = 'http://localhost:4173';

/** The unrendered app: served for every address that has no prerendered page (the back office, unknown paths). */
export const APP_SHELL_FILE = 'app.html';

/** The module main.tsx loads after the first paint: its stylesheets must be in every prerendered page. */
const APP_MODULE = 'src/app/start.tsx';

/** What src/app/entry-server.tsx exports (the built module is loaded at run time). */
type ServerEntry = {
  prerenderRepository(source: { kind: 'fixtures' } | ApiSource): Promise<unknown>;
  prerenderRoute(
    path: string,
    options: { repository: unknown; origin: string; withData: boolean },
  ): Promise<RenderedPage & { failures: ReadFailure[]; notPrefetched: string[]; missing: boolean }>;
};

/** Builds the server entry with the app's own Vite config (same aliases, same CSS module names). */
async function buildServerEntry(mode: string, outDir: string): Promise<ServerEntry> {
  // One folder per output folder, so builds into different folders (npm run perf, the e2e builds) can run at once.
  const ssrOut = join(ROOT, 'node_modules/.cache/prerender', createHash('sha256').update(resolve(outDir)).digest('hex').slice(0, 12));
  rmSync(ssrOut, { recursive: true, force: true });
  // Read by vite.config.ts: the server build needs no service worker, CSP tag or prerender step of its own.
  process.env.PRERENDER_SSR = 'true';
  try {
    await build({
    root: ROOT,
    mode,
    logLevel: 'warn',
    build: {
      ssr: 'src/app/entry-server.tsx',
      outDir: ssrOut,
      emptyOutDir: true,
      copyPublicDir: false,
      rollupOptions: { output: { entryFileNames: 'entry-server.mjs' } },
    },
  });
  } finally {
    delete process.env.PRERENDER_SSR;
  }
  return (await import(pathToFileURL(join(ssrOut, 'entry-server.mjs')).href)) as ServerEntry;
}

function fileFor(outDir: string, path: string): string {
  return path === '/' ? join(outDir, 'index.html') : join(outDir, path.replace(/^\/+/, ''), 'index.html');
}

/** Prerenders the client build in `outDir` (made with Vite `mode`). Throws, naming the cause, when it cannot. */
export async function prerender({ outDir, mode }: { outDir: string; mode: string }): Promise<void> {
  const started = Date.now();
  const env = { ...loadEnv(mode, ROOT, ''), ...process.env };
  const adapter = env.VITE_DATA_ADAPTER || 'msw';
  const basePath = (env.VITE_BASE_PATH ?? '/').replace(/\/?$/, '/');
  const origin = (env.VITE_SITE_ORIGIN || '').replace(/\/+$/, '') || PREVIEW_ORIGIN;
  const apiSource = prerenderApiSource(env);
  const apiOrigin = apiSource?.origin ?? '';
  const template = readFileSync(join(outDir, 'index.html'), 'utf8');
  const manifest = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8')) as BuildManifest;
  // Every page is styled from the first paint: the stylesheets of the app's code (loaded after the paint, main.tsx)
  // and of the route's lazy page are linked in its head.
  const app = chunkAssets(manifest, APP_MODULE, basePath);
  const stylesheetsOf = (page: RenderedPage) => [...new Set([...app.css, ...(page.module ? chunkAssets(manifest, page.module, basePath).css : [])])];
  // The back office's document: its live preview frames /admin/preview, a document of this origin (frame-src 'self').
  writeFileSync(join(outDir, APP_SHELL_FILE), backOfficeDocument(template));
  const entry = await buildServerEntry(mode, outDir);
  // Stored rich text is sanitised with DOMPurify, which needs a DOM: the same window type the test suite uses.
  const jsdom = 'jsdom';
  const { JSDOM } = (await import(jsdom)) as { JSDOM: new (html: string) => { window: unknown } };
  Object.assign(globalThis, { window: new JSDOM('').window });
  const production = adapter === 'http';
  const source = production ? apiSource : { kind: 'fixtures' as const };
  const repository = await entry.prerenderRepository(source ?? { kind: 'fixtures' });
  if (!env.VITE_SITE_ORIGIN) console.warn(`prerender: VITE_SITE_ORIGIN is not set; canonical and share URLs use ${PREVIEW_ORIGIN}`);
  if (production && !source) {
    console.warn('prerender: PRERENDER_API_ORIGIN is not set; the production pages hold the shell only (the client loads the content)');
  }

  const render = async (path: string): Promise<RenderedPage> => {
    const page = await entry.prerenderRoute(path, { repository, origin, withData: source !== null });
    if (page.notPrefetched.length > 0) {
      throw new Error(`${path} reads data its route's prefetch does not load: ${page.notPrefetched.join(', ')} (src/app/prefetch.ts)`);
    }
    // A page the server does not have is a visitor state (left to the app); only an API that cannot be read stops
    // the build, naming each endpoint (the HTTP adapter's errors carry their request's address).
    const fatal = fatalFailures(page.failures);
    if (source?.kind === 'api' && fatal.length > 0) {
      throw new Error(`The API could not be read while prerendering ${path}: ${fatal.join('; ')}`);
    }
    return page;
  };

  const pages = await planPages({ render, crawl: source !== null, basePath });
  for (const page of pages.written) {
    const file = fileFor(outDir, page.path);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, withPrerender(template, page, stylesheetsOf(page)));
  }
  writeFileSync(join(outDir, '404.html'), withPrerender(template, pages.notFound, stylesheetsOf(pages.notFound)));
  const siteRoot = `${origin}${basePath}`;
  writeFileSync(join(outDir, 'robots.txt'), robotsTxt(siteRoot));
  writeFileSync(join(outDir, 'sitemap.xml'), sitemapXml(siteRoot, pages.indexable));
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(
    `prerender: ${pages.written.length} routes (${pages.indexable.length} in sitemap.xml) from ${source?.kind === 'api' ? apiOrigin : source ? 'the fixtures' : 'no data (shell)'}` +
      ` in ${seconds} s; linked but not pages (noindex or not on the server, left to app.html): ${pages.skipped.join(', ') || 'none'}`,
  );
}

