/**
 * The pure parts of the prerender step: which routes to write (a crawl from the home page over the rendered links),
 * how a rendered route goes into the built index.html, and the robots.txt and sitemap.xml of the result.
 */

export type RenderedPage = {
  html: string;
  headHtml: string;
  /** The head model: its meta tags, and its canonical URL (null: the page names none). */
  head: { metas: { key: string; content: string }[]; canonical?: string | null } | null;
  stateHtml: string;
  lcpImage: string | null;
  /** The source module of the route's lazy page, or null (the page is in the main bundle). */
  module?: string | null;
  /** The server does not have the route's content page (it answered "not found"): a visitor state, not a page. */
  missing?: boolean;
};

/** Vite's build manifest (build.manifest): each source module's chunk, its static imports and its stylesheets. */
export type BuildManifest = Record<string, { file: string; imports?: string[]; css?: string[] }>;

/** The stylesheets and code files a lazy page's chunk needs, its static imports included, under the base path. */
export function chunkAssets(manifest: BuildManifest, module: string, basePath: string): { css: string[]; js: string[] } {
  const css = new Set<string>();
  const js = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || js.has(basePath + chunk.file)) return;
    js.add(basePath + chunk.file);
    chunk.css?.forEach((file) => css.add(basePath + file));
    chunk.imports?.forEach(visit);
  };
  if (!manifest[module]) throw new Error(`The build manifest has no chunk for ${module}`);
  visit(module);
  return { css: [...css], js: [...js] };
}

export type PlannedPage = RenderedPage & { path: string };

/**
 * Routes that always exist (public spec 2.1), whatever the navigation holds; the crawl starts from them. The footer's
 * legal pages (/privacy, /terms, /cookies, /accessibility) are not among them: the specs do not define them, they are
 * content pages, and the crawl reaches them through the footer when the server has them.
 */
export const FIXED_ROUTES = [
  '/',
  '/about-us',
  '/about',
  '/contact-us',
  '/contact',
  '/careers',
  '/sitemap',
  '/optimizing',
] as const;

/** An address no route serves: it renders the soft not-found page (the home page, noindex) for 404.html. */
export const NOT_FOUND_PATH = '/__not-found__';

/** A route the site's own links lead to, as a router path (no base, no query, no fragment), or null. */
export function routeOfHref(href: string, basePath: string): string | null {
  const decoded = href.replace(/&amp;/g, '&');
  if (!decoded.startsWith('/') || decoded.startsWith('//')) return null;
  const base = basePath.replace(/\/+$/, '');
  if (base && decoded !== base && !decoded.startsWith(`${base}/`)) return null;
  const path = (decoded.slice(base.length) || '/').split(/[?#]/)[0]!;
  // Files (images, the brochure) and the back office are not pages to prerender.
  if (/\.[a-z0-9]+$/i.test(path) || path === '/admin' || path.startsWith('/admin/')) return null;
  const clean = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return clean === '' ? '/' : clean;
}

/** The internal links of a rendered page (its <a href>s). */
export function linksOf(html: string, basePath: string): string[] {
  const routes = [...html.matchAll(/<a\b[^>]*?\shref="([^"]*)"/g)].map((match) => routeOfHref(match[1]!, basePath));
  return [...new Set(routes.filter((route): route is string => route !== null))];
}

/** A page marked noindex (a not-found state, a fallback) is left out of the build and of the sitemap. */
export function isIndexable(page: RenderedPage): boolean {
  const robots = page.head?.metas.find((meta) => meta.key === 'robots')?.content ?? '';
  return !/noindex/i.test(robots);
}

/**
 * A page whose canonical URL is its own address (under the base path): an alias (/contact, /services,
 * /manufacturing/fencing) names another address as its canonical and is left out of sitemap.xml, which lists each
 * content once, at the address it is known by.
 */
export function isOwnCanonical(page: PlannedPage, basePath: string): boolean {
  const canonical = page.head?.canonical;
  if (!canonical) return false;
  const own = new URL(page.path.replace(/^\/+/, ''), new URL(basePath, 'http://site.invalid')).pathname;
  return new URL(canonical).pathname === own;
}

/** A read that failed while a route was prerendered (src/app/entry-server.tsx). */
export type ReadFailure = { key: string; message: string; kind: string | null; url: string | null; status: number | null };

/** A failed read as the build reports it: the endpoint's address, with the status and the server's message. */
export function describeFailure(failure: ReadFailure): string {
  if (!failure.url) return `${failure.key}: ${failure.message}`;
  if (failure.status === null) return `${failure.url} (${failure.message})`;
  // 'HTTP error! status: 500' says nothing the status does not; a success:false answer's message does.
  return failure.kind === 'http' ? `${failure.url} (HTTP ${failure.status})` : `${failure.url} (HTTP ${failure.status}: ${failure.message})`;
}

/**
 * The failed reads that stop the build, described with their endpoints: every failure (network, timeout, 5xx,
 * success:false, an answer that is not the contract) but "not found", which is a page the server does not have (404
 * or 200 with success:false or an empty list from get_page_content.php), a visitor state.
 */
export function fatalFailures(failures: readonly ReadFailure[]): string[] {
  return failures.filter((failure) => failure.kind !== 'not-found').map(describeFailure);
}

/**
 * Renders the fixed routes and, when `crawl` is set (the pages hold their data), every route their links lead to,
 * breadth first. Linked pages marked noindex are skipped, and so is any page the server does not have (`missing`, a
 * fixed route included): it is left to the app (app.html), which shows the visitor state with the live data, so a
 * page published after the build shows at once instead of a stale not-found page. `indexable` lists what sitemap.xml
 * names.
 */
export async function planPages({
  render,
  crawl,
  basePath,
}: {
  render: (path: string) => Promise<RenderedPage>;
  crawl: boolean;
  basePath: string;
}): Promise<{ written: PlannedPage[]; indexable: string[]; skipped: string[]; notFound: PlannedPage }> {
  const fixed = new Set<string>(FIXED_ROUTES);
  const queue: string[] = [...FIXED_ROUTES];
  const seen = new Set(queue);
  const written: PlannedPage[] = [];
  const skipped: string[] = [];
  while (queue.length > 0) {
    const path = queue.shift()!;
    const page = await render(path);
    // A route that always exists is written even when its settings say noindex (it stays out of sitemap.xml); a
    // linked route that renders a not-found state or a fallback is not a page, nor is any page the server lacks.
    if (page.missing || (!fixed.has(path) && !isIndexable(page))) {
      skipped.push(path);
      continue;
    }
    written.push({ ...page, path });
    if (!crawl) continue;
    for (const link of linksOf(page.html, basePath)) {
      if (seen.has(link)) continue;
      seen.add(link);
      queue.push(link);
    }
  }
  const indexable = written.filter((page) => isIndexable(page) && isOwnCanonical(page, basePath)).map((page) => page.path);
  return { written, indexable, skipped, notFound: { ...(await render(NOT_FOUND_PATH)), path: NOT_FOUND_PATH } };
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * The built index.html with a rendered route: its head tags in place of the default title, the LCP image preloaded,
 * the app's and the lazy page's stylesheets linked, the markup inside #root and the data block after it.
 */
export function withPrerender(template: string, page: RenderedPage, stylesheets: readonly string[] = []): string {
  if (!/<title>[^<]*<\/title>/.test(template) || !template.includes('<div id="root"></div>')) {
    throw new Error('The built index.html has no <title> or no empty <div id="root"></div> to prerender into');
  }
  const preload = page.lcpImage
    ? `\n    <link rel="preload" as="image" href="${escapeAttribute(page.lcpImage)}" fetchpriority="high">`
    : '';
  // The app's and the lazy page's stylesheets (after the site's, as the app would add them): styled from the first
  // paint. Their code is not preloaded: it loads after the page has loaded (src/app/main.tsx), and an early request
  // would compete with what the first paint needs.
  const chunk = stylesheets
    .filter((href) => !template.includes(`"${href}"`))
    .map((href) => `  <link rel="stylesheet" crossorigin href="${escapeAttribute(href)}">\n  `);
  const html = template
    .replace(/<title>[^<]*<\/title>/, () => `${page.headHtml || '<title>Ironcrest Steel Industries</title>'}${preload}`)
    .replace('</head>', () => `${chunk.join('')}</head>`)
    .replace('<div id="root"></div>', () => `<div id="root">${page.html}</div>${page.stateHtml}`);
  return paintFirst(html);
}

/**
 * A prerendered page paints without JavaScript, so the code that hydrates it must not compete with what the first
 * paint needs: the stylesheets are requested before any script, and the app's scripts at low priority.
 */
export function paintFirst(html: string): string {
  const head = html.slice(0, html.indexOf('</head>'));
  const stylesheets = head.match(/[ \t]*<link rel="stylesheet"[^>]*>\n?/g) ?? [];
  const rest = stylesheets.reduce((text, link) => text.replace(link, ''), head);
  const at = rest.search(/<script type="module"|<link rel="modulepreload"/);
  if (at < 0) return html;
  const reordered = `${rest.slice(0, at)}${stylesheets.map((link) => `${link.trim()}\n    `).join('')}${rest.slice(at)}`
    .replace(/<script type="module"(?![^>]*fetchpriority)/g, '<script type="module" fetchpriority="low"')
    .replace(/<link rel="modulepreload"(?![^>]*fetchpriority)/g, '<link rel="modulepreload" fetchpriority="low"');
  return reordered + html.slice(head.length);
}

const escapeXml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

/** The absolute URL of a router path under the site root (origin plus base path, ending in /). */
export function absoluteRoute(siteRoot: string, path: string): string {
  return new URL(path.replace(/^\/+/, ''), siteRoot).href;
}

/** sitemap.xml (sitemaps.org 0.9) listing every prerendered, indexable route that is its own canonical address. */
export function sitemapXml(siteRoot: string, paths: readonly string[]): string {
  const urls = paths.map((path) => `  <url><loc>${escapeXml(absoluteRoute(siteRoot, path))}</loc></url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

/** robots.txt: everything but the back office may be crawled; the sitemap is named. */
export function robotsTxt(siteRoot: string): string {
  return `User-agent: *\nDisallow: ${new URL(siteRoot).pathname}admin\n\nSitemap: ${absoluteRoute(siteRoot, '/sitemap.xml')}\n`;
}
