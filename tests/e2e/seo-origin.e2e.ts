// @vitest-environment jsdom
import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApiServer, type RunningApiServer } from '../support/api-server-process';
import { openBrowser, type Session } from './support/browser';
import { buildSite } from './support/build';
import { serveStatic } from './support/static-server';

/*
 * The build as a crawler reads it when it is made for a site origin other than the host the stored SEO settings were
 * written for (the fixtures name https://www.ironcreststeel.com): sitemap.xml is crawled, and every canonical, og:url
 * and JSON-LD address of every listed page, of the alias routes and of 404.html must be on the site origin; each
 * listed URL is its own canonical; alias routes name their canonical and are not listed; each page describes the
 * company at most once. Both a demo build (the fixtures) and a production build prerendered from the strict server.
 */

const ORIGIN = 'https://www.example-steel.test';
const SITE_ROOT = `${ORIGIN}/`;
const STORED_HOST = 'www.ironcreststeel.com';
const KEY = 'seo-origin-key';

/** Routes that show another route's content, and the address they must name. */
const PRERENDERED_ALIASES: Record<string, string> = {
  '/about': '/about-us',
  '/contact': '/contact-us',
  '/services': '/page/services',
  '/products': '/page/products',
};

function build(env: Record<string, string>): string {
  const result = buildSite({ env: { VITE_SITE_ORIGIN: ORIGIN, ...env } });
  expect(result.status, result.output).toBe(0);
  return result.outDir;
}

type Served = { outDir: string; url: string; close: () => Promise<void> };

async function fetchText(served: Served, path: string): Promise<string> {
  const response = await fetch(new URL(path.replace(/^\//, ''), served.url));
  expect(response.status, path).toBe(200);
  return response.text();
}

type Head = { canonical: string | null; ogUrl: string | null; robots: string | null; ogImage: string | null; jsonLd: unknown[] };

async function headOf(served: Served, path: string): Promise<Head> {
  const doc = new DOMParser().parseFromString(await fetchText(served, path), 'text/html');
  const meta = (selector: string) => doc.head.querySelector(`meta[${selector}]`)?.getAttribute('content') ?? null;
  return {
    canonical: doc.head.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null,
    ogUrl: meta('property="og:url"'),
    robots: meta('name="robots"'),
    ogImage: meta('property="og:image"'),
    jsonLd: [...doc.head.querySelectorAll('script[type="application/ld+json"]')].map((script) => JSON.parse(script.textContent ?? '') as unknown),
  };
}

/** Every [key, value] pair of a JSON value with a plain value, nested ones included (an array's items under its key). */
function pairs(value: unknown, key = ''): [string, unknown][] {
  if (Array.isArray(value)) return value.flatMap((item) => pairs(item, key));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([name, item]) => pairs(item, name));
  return [[key, value]];
}

/** The site's own addresses in structured data: every absolute URL but the vocabulary and profiles on other sites. */
function jsonLdUrls(blocks: readonly unknown[]): string[] {
  return pairs(blocks)
    .filter(([key, value]) => typeof value === 'string' && /^https?:\/\//.test(value) && key !== '@context' && key !== 'sameAs')
    .map(([, value]) => value as string);
}

const organizations = (blocks: readonly unknown[]) => pairs(blocks).filter(([key, value]) => key === '@type' && value === 'Organization').length;

/** The head of one page holds only addresses on the site origin (images also on the images base). */
function expectOnSiteOrigin(head: Head, path: string, imagesBase: string): void {
  for (const url of [head.canonical, head.ogUrl, ...jsonLdUrls(head.jsonLd)]) {
    if (url !== null) expect(url.startsWith(SITE_ROOT), `${path}: ${url}`).toBe(true);
  }
  if (head.ogImage) expect(head.ogImage.startsWith(SITE_ROOT) || head.ogImage.startsWith(imagesBase), `${path}: ${head.ogImage}`).toBe(true);
  expect(JSON.stringify(head.jsonLd), path).not.toContain(`//${STORED_HOST}`);
  expect(organizations(head.jsonLd), `${path}: Organization blocks`).toBeLessThanOrEqual(1);
}

/** The crawl every build must pass: sitemap.xml, the alias routes and 404.html. */
function crawlChecks(served: () => Served, { imagesBase }: { imagesBase: string }) {
  let listed: string[] = [];

  it('lists only canonical URLs on the site origin in sitemap.xml, each its own canonical, with /optimizing', async () => {
    const xml = await fetchText(served(), '/sitemap.xml');
    listed = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);
    expect(listed.length).toBeGreaterThan(10);
    expect(new Set(listed).size).toBe(listed.length);
    for (const url of listed) expect(url.startsWith(SITE_ROOT), url).toBe(true);
    expect(listed).toEqual(expect.arrayContaining([SITE_ROOT, `${ORIGIN}/about-us`, `${ORIGIN}/contact-us`, `${ORIGIN}/careers`, `${ORIGIN}/optimizing`]));
    for (const alias of Object.keys(PRERENDERED_ALIASES)) expect(listed, alias).not.toContain(`${ORIGIN}${alias}`);
    expect(await fetchText(served(), '/robots.txt')).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });

  it('gives every listed page itself as canonical and og:url, and only site-origin addresses in its head', async () => {
    for (const url of listed) {
      const path = `/${url.slice(SITE_ROOT.length)}`;
      const head = await headOf(served(), path);
      expect(head.canonical, path).toBe(url);
      expect(head.ogUrl, path).toBe(url);
      expect(head.robots ?? '', path).not.toMatch(/noindex/);
      expectOnSiteOrigin(head, path, imagesBase);
    }
    const home = await headOf(served(), '/');
    expect(organizations(home.jsonLd)).toBe(1);
    expect(jsonLdUrls(home.jsonLd)).toContain(SITE_ROOT);
  });

  it('has alias routes name their one canonical address; the noindex /sitemap keeps its own, on the site origin', async () => {
    for (const [alias, target] of Object.entries(PRERENDERED_ALIASES)) {
      const head = await headOf(served(), alias);
      expect(head.canonical, alias).toBe(`${ORIGIN}${target}`);
      expect(head.ogUrl, alias).toBe(`${ORIGIN}${target}`);
      expect(listed, `${alias} names a listed page`).toContain(`${ORIGIN}${target}`);
      expectOnSiteOrigin(head, alias, imagesBase);
    }
    // The sitemap page is noindex by its settings: written, not listed, still on the site origin.
    const sitemap = await headOf(served(), '/sitemap');
    expect(sitemap.canonical).toBe(`${ORIGIN}/sitemap`);
    expectOnSiteOrigin(sitemap, '/sitemap', imagesBase);
  });

  it('writes 404.html without a canonical or og:url, noindex, its addresses on the site origin', async () => {
    const head = await headOf(served(), '/404.html');
    expect(head.canonical).toBeNull();
    expect(head.ogUrl).toBeNull();
    expect(head.robots).toMatch(/noindex/);
    expectOnSiteOrigin(head, '404.html', imagesBase);
  });
}

describe('a demo build for another site origin, crawled', () => {
  let served: Served;
  let session: Session;
  beforeAll(async () => {
    const outDir = build({});
    served = { outDir, ...(await serveStatic(outDir)) };
    session = await openBrowser();
  }, 360_000);
  afterAll(async () => {
    await session?.close();
    await served?.close();
    if (served) rmSync(served.outDir, { recursive: true, force: true });
  });

  crawlChecks(() => served, { imagesBase: `${ORIGIN}/images` });

  it.each([
    ['/manufacturing/fencing', '/page/fencing'],
    ['/products/fencing', '/page/fencing'],
    ['/page/fencing/', '/page/fencing'],
    ['/home', '/'],
  ])('%s, opened in the browser, names %s on the site origin as canonical', async (path, target) => {
    const { page } = session;
    await page.goto(new URL(path.replace(/^\//, ''), served.url).href);
    await expect
      .poll(() => page.evaluate(() => document.head.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null))
      .toBe(`${ORIGIN}${target}`);
    expect(await page.locator('meta[property="og:url"]').getAttribute('content')).toBe(`${ORIGIN}${target}`);
    expect(session.errors).toEqual([]);
  });

  it('shows the menu trail as the breadcrumb of an alias route', async () => {
    const { page } = session;
    await page.goto(new URL('products/chain-link-fencing', served.url).href);
    const trail = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect.poll(() => trail.getByRole('listitem').allTextContents()).toEqual(['Home', 'Manufacturing', 'Fencing', 'Chain Link Fencing']);
    await trail.getByRole('link', { name: 'Manufacturing' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/page/manufacturing');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Manufacturing');
  });
});

describe('a production build for another site origin, prerendered from the strict server, crawled', () => {
  let api: RunningApiServer;
  let served: Served;
  beforeAll(async () => {
    api = await startApiServer({ args: ['--strict', '--key', KEY] });
    const outDir = build({ VITE_DATA_ADAPTER: 'http', PRERENDER_API_ORIGIN: api.origin, VITE_API_KEY: KEY });
    served = { outDir, ...(await serveStatic(outDir)) };
  }, 360_000);
  afterAll(async () => {
    await served?.close();
    if (served) rmSync(served.outDir, { recursive: true, force: true });
    await api?.stop();
  });

  crawlChecks(() => served, { imagesBase: `${ORIGIN}/images` });
});

describe('a shell-only production build (no PRERENDER_API_ORIGIN)', () => {
  let served: Served;
  beforeAll(async () => {
    const outDir = build({ VITE_DATA_ADAPTER: 'http', PRERENDER_API_ORIGIN: '' });
    served = { outDir, ...(await serveStatic(outDir)) };
  }, 360_000);
  afterAll(async () => {
    await served?.close();
    if (served) rmSync(served.outDir, { recursive: true, force: true });
  });

  it('lists no page in sitemap.xml and marks every page, all loading states, noindex', async () => {
    const xml = await fetchText(served, '/sitemap.xml');
    expect(xml).not.toContain('<loc>');
    for (const path of ['/', '/about-us', '/contact-us', '/careers', '/sitemap', '/optimizing', '/about', '/contact']) {
      const head = await headOf(served, path);
      expect(head.robots, path).toMatch(/noindex/);
      expect(head.canonical, path).toBeNull();
    }
  });
});
