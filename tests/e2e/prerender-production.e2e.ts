import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSeedDataset } from '../../fixtures/seed-dataset';
import { SCENARIO_SERVER_MESSAGE } from '../../mocks/scenarios';
import { publicMessages } from '../../src/domain/messages';
import { pageTexts } from '../../src/public/page/page-texts';
import { startApiServer, type RunningApiServer } from '../support/api-server-process';
import { openBrowser } from './support/browser';
import { apiRepository, buildSite, type SiteBuild } from './support/build';
import { serveStatic } from './support/static-server';

/*
 * Where a production build's pages get their content (VITE_DATA_ADAPTER=http): the real API at PRERENDER_API_ORIGIN,
 * here `npm run api -- --strict`, a model of a server this project did not write (a page it does not have is
 * 404 {success:false, message:"No content found"}); pages the server lacks are visitor states, not build failures; a
 * clear failure naming the endpoint when the API cannot be read; and the shell only, with no seed company content,
 * when no API is configured.
 */

const KEY = 'prerender-key';

const productionBuild = (env: Record<string, string>): SiteBuild => buildSite({ env: { VITE_DATA_ADAPTER: 'http', ...env } });

const page = (outDir: string, route: string) => readFileSync(join(outDir, route, 'index.html'), 'utf8');
const written = (outDir: string, route: string) => existsSync(join(outDir, route, 'index.html'));

/** Menu items without pages of their own (has_page false: /manufacturing …) and the legal pages, as a real server may hold them. */
const WITHOUT_PAGES = ['manufacturing', 'sourcing', 'services', 'products'];
const LEGAL = ['privacy', 'terms', 'cookies', 'accessibility'];
/** A menu entry an editor added before its page. */
const NEW_ITEM = { title: 'New Range', slug: 'new-range' };

/**
 * Makes the strict server's content look like a real deployment's, through its admin API with the key: the family
 * menu items have no pages (has_page false, their pages deleted), the legal pages do not exist, and a menu item's
 * page is not written yet.
 */
async function holdContentLikeARealServer(api: RunningApiServer): Promise<void> {
  const repository = apiRepository(api, KEY);
  const navigation = createSeedDataset().navigation;
  for (const slug of WITHOUT_PAGES) {
    const { id, ...item } = navigation.find((entry) => entry.slug === slug)!;
    await repository.navigation.update(id, { ...item, has_page: false });
  }
  const pages = await repository.pages.list();
  for (const slug of [...WITHOUT_PAGES, ...LEGAL]) await repository.pages.remove(pages.find((stored) => stored.slug === slug)!.id);
  await repository.navigation.create({ ...NEW_ITEM, url: '', icon: 'none', parent_id: null, order_index: 20, is_active: true, has_page: true, external_url: '' });
}
const root = (html: string) => html.slice(html.indexOf('<div id="root">'), html.indexOf('<script type="application/json" id="prerender-state">'));

describe('the production build prerenders', () => {
  let api: RunningApiServer;
  const built: string[] = [];
  const seed = createSeedDataset();
  const firstSlide = seed.sliderItems[0]!.title;
  const fencing = seed.pages.find((candidate) => candidate.slug === 'fencing')!;

  beforeAll(async () => {
    api = await startApiServer({ args: ['--strict', '--key', KEY] });
    await holdContentLikeARealServer(api);
  });
  afterAll(async () => {
    await api.stop();
    built.forEach((dir) => rmSync(dir, { recursive: true, force: true }));
  });

  it('from the real API when PRERENDER_API_ORIGIN names it', async () => {
    // The browser reaches the same server (absolute bases; the build machine would reach site-relative ones there too).
    const build = productionBuild({
      PRERENDER_API_ORIGIN: api.origin,
      VITE_API_BASE: api.apiBase,
      VITE_ADMIN_API_BASE: api.adminApiBase,
      VITE_IMAGES_BASE: api.imagesBase,
      VITE_API_KEY: KEY,
      VITE_SITE_ORIGIN: 'https://www.ironcreststeel.com',
    });
    built.push(build.outDir);
    expect(build.status, build.output).toBe(0);
    expect(build.output).toContain(`from ${api.origin}`);
    expect(root(page(build.outDir, ''))).toContain(firstSlide);
    const fencingPage = page(build.outDir, 'page/fencing');
    expect(root(fencingPage)).toContain(`>${fencing.title.replace(/ - Ironcrest Steel Industries$/, '')}<`);
    expect(fencingPage).toContain('<link rel="canonical" href="https://www.ironcreststeel.com/page/fencing" data-seo>');
    // The page's stored Meta Description (get_page_content.php's pm_meta_description) describes it, not an excerpt.
    expect(fencingPage).toMatch(new RegExp(`<meta name="description" content="${fencing.meta_description}"`));
    expect(fencingPage).toMatch(new RegExp(`<meta property="og:description" content="${fencing.meta_description}"`));
    expect(readFileSync(join(build.outDir, 'sitemap.xml'), 'utf8')).toContain('<loc>https://www.ironcreststeel.com/page/fencing</loc>');

    // Pages the server does not have are no build failure: menu items without pages, the menu item whose page is not
    // written yet and the legal pages are left to the app (app.html) and kept out of sitemap.xml.
    const home = root(page(build.outDir, ''));
    const missing = [...WITHOUT_PAGES.map((slug) => `/${slug}`), `/page/${NEW_ITEM.slug}`, ...LEGAL.map((slug) => `/${slug}`)];
    for (const route of missing) expect(home, `the menu or footer links ${route}`).toContain(`href="${route}"`);
    const sitemap = readFileSync(join(build.outDir, 'sitemap.xml'), 'utf8');
    for (const route of missing) {
      expect(written(build.outDir, route), route).toBe(false);
      expect(sitemap, route).not.toContain(`<loc>https://www.ironcreststeel.com${route}</loc>`);
    }
    expect(build.output).toMatch(/left to app\.html\): .*\/page\/new-range/);
    expect(existsSync(join(build.outDir, 'app.html'))).toBe(true);

    // Served as a static host does (app.html for them), the app shows each one's visitor state (public spec 8), noindex.
    const site = await serveStatic(build.outDir);
    const browser = await openBrowser();
    try {
      const visit = async (route: string, title: string, text: string) => {
        await browser.page.goto(new URL(route.slice(1), site.url).href);
        await browser.page.getByRole('heading', { level: 1, name: title, exact: true }).waitFor();
        await browser.page.getByText(text, { exact: true }).waitFor();
        expect(await browser.page.locator('meta[name="robots"]').getAttribute('content'), route).toBe('noindex');
      };
      await visit('/manufacturing', 'Manufacturing', 'What we manufacture');
      await visit(`/page/${NEW_ITEM.slug}`, pageTexts.notFoundTitle, publicMessages.page.notFoundHeading);
      await visit('/privacy', pageTexts.notFoundTitle, publicMessages.page.notFoundHeading);
      // No built-in text stands in for the company's privacy policy.
      expect(await browser.page.locator('main').innerText()).not.toMatch(/Privacy|personal data/i);
      expect(browser.errors).toEqual([]);
    } finally {
      await browser.close();
      await site.close();
    }
  });

  it('stops, naming the endpoint, when a required read answers 200 with success:false', async () => {
    const failing = await startApiServer({ args: ['--strict', '--key', KEY, '--scenario', 'aboutServerError'] });
    try {
      const build = productionBuild({ PRERENDER_API_ORIGIN: failing.origin, VITE_API_KEY: KEY });
      built.push(build.outDir);
      expect(build.status, build.output).not.toBe(0);
      expect(build.output).toContain(
        `The API could not be read while prerendering /about-us: ${failing.origin}/api/admin/get_about_content.php (HTTP 200: ${SCENARIO_SERVER_MESSAGE})`,
      );
    } finally {
      await failing.stop();
    }
  });

  it('stops, naming the endpoint, when page content answers 500: a broken server is not a missing page', async () => {
    const failing = await startApiServer({ args: ['--strict', '--key', KEY, '--scenario', 'pageContentFails'] });
    try {
      const build = productionBuild({ PRERENDER_API_ORIGIN: failing.origin, VITE_API_KEY: KEY });
      built.push(build.outDir);
      expect(build.status, build.output).not.toBe(0);
      const origin = failing.origin.replace(/\./g, '\\.');
      expect(build.output).toMatch(new RegExp(`The API could not be read while prerendering /\\S*: ${origin}/api/get_page_content\\.php\\?\\S+ \\(HTTP 500\\)`));
    } finally {
      await failing.stop();
    }
  });

  it('stops with the endpoint it could not read, instead of writing empty pages', () => {
    const build = productionBuild({ PRERENDER_API_ORIGIN: 'http://127.0.0.1:9' });
    built.push(build.outDir);
    expect(build.status).not.toBe(0);
    expect(build.output).toMatch(/The API could not be read while prerendering \/: http:\/\/127\.0\.0\.1:9\/api\/get_navigation\.php/);
  });

  it('the shell only, with no seed company content, when no API is configured', () => {
    const build = productionBuild({ PRERENDER_API_ORIGIN: '' });
    built.push(build.outDir);
    expect(build.status, build.output).toBe(0);
    expect(build.output).toContain('the production pages hold the shell only');
    const home = root(page(build.outDir, ''));
    expect(home).toContain('<footer');
    expect(home).not.toContain(firstSlide);
    expect(root(page(build.outDir, 'about-us'))).not.toContain(seed.teamMembers[0]!.name);
  });
});
