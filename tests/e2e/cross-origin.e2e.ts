import { readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import type { Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createSeedDataset } from '../../fixtures/seed-dataset';
import { SCENARIO_SERVER_MESSAGE } from '../../mocks/scenarios';
import { COMPANY } from '../../src/domain/company-info';
import { startApiServer, type RunningApiServer } from '../support/api-server-process';
import { logIn, openSection, visible } from './support/app';
import { openBrowser } from './support/browser';
import { apiRepository, buildSite } from './support/build';
import { serveStatic } from './support/static-server';

/*
 * Production as the README shows it: the site on one origin, its API and images on another (absolute VITE_*_BASE
 * values), here `npm run api -- --strict` on its own port. Stored site paths (/images/products/…, as the seed and a
 * real server store them) are read on the images base, in the prerendered HTML and after hydration; the built pages
 * run under their Content-Security-Policy without a violation, and it keeps images on other hosts out; the
 * production dist/ ships none of the demo's machinery.
 */

const KEY = 'cross-origin-key';
const SHOTS = join(import.meta.dirname, 'screenshots');
const ROOT = resolve(import.meta.dirname, '../..');
const APP_READY = 'data-app-ready';
/** A host the policy does not name: what a hostile stored image would call. */
const OUTSIDE_IMAGE = 'https://outside.example/ping.png';

/** Every file under `root`, as paths relative to it. */
const files = (root: string, dir = root): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(root, path) : [relative(root, path)];
  });

const scripts = (dir: string) => files(join(dir, 'assets')).filter((name) => name.endsWith('.js')).map((name) => readFileSync(join(dir, 'assets', name), 'utf8'));

/** The <img> sources of the prerendered page's app root and its share image. */
function prerenderedImages(html: string): { images: string[]; ogImage: string | undefined } {
  const root = html.slice(html.indexOf('<div id="root">'), html.indexOf('<script type="application/json" id="prerender-state">'));
  const images = [...root.matchAll(/<img\b[^>]*?\ssrc="([^"]*)"/g)].map((match) => match[1]!.replace(/&amp;/g, '&'));
  return { images, ogImage: /<meta property="og:image" content="([^"]*)"/.exec(html)?.[1] };
}

type ImageLoad = { url: string; status: number | 'failed' };

/** Every image the page requests, with its answer. */
function recordImages(page: Page): ImageLoad[] {
  const loads: ImageLoad[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'image') loads.push({ url: response.url(), status: response.status() });
  });
  page.on('requestfailed', (request) => {
    if (request.resourceType() === 'image') loads.push({ url: request.url(), status: 'failed' });
  });
  return loads;
}

/** Scrolls through the page (lazy images load near the viewport) and waits until every image shown has loaded or failed. */
async function loadEveryImage(page: Page): Promise<void> {
  await page.waitForFunction(() => document.readyState !== 'loading');
  await page.evaluate(async () => {
    for (let y = 0; y <= document.body.scrollHeight; y += 400) {
      window.scrollTo(0, y);
      await new Promise((done) => setTimeout(done, 30));
    }
  });
  await page.waitForFunction(() => [...document.querySelectorAll('img')].every((image) => image.complete || !image.checkVisibility()), null, {
    timeout: 20_000,
  });
  await page.evaluate(() => window.scrollTo(0, 0));
}

/** Holds every script of the build until released: the prerendered page as it is before the app runs. */
function holdScripts(page: Page): { release: () => Promise<void> } {
  const held: Route[] = [];
  let released = false;
  const pattern = '**/assets/*.js';
  void page.route(pattern, (route) => (released ? route.continue() : void held.push(route)));
  return {
    release: async () => {
      released = true;
      await Promise.all(held.map((route) => route.continue()));
      await page.unroute(pattern);
    },
  };
}

describe('a production build whose API and images are on another origin', () => {
  let api: RunningApiServer;
  let outDir: string;
  let site: { url: string; close: () => Promise<void> };
  let siteOrigin: string;
  const seed = createSeedDataset();

  beforeAll(async () => {
    api = await startApiServer({ args: ['--strict', '--key', KEY] });
    // A red-section image stored as a site path, as a server that stores what its upload answered keeps it.
    const repository = apiRepository(api, KEY);
    const [slide] = await repository.slider.list();
    const { id, ...fields } = slide!;
    await repository.slider.update(id, { ...fields, red_section_2_image: '/images/slider/panel-mesh.svg' } as Parameters<typeof repository.slider.update>[1]);
    const build = buildSite({
      env: {
        VITE_DATA_ADAPTER: 'http',
        PRERENDER_API_ORIGIN: api.origin,
        VITE_API_BASE: api.apiBase,
        VITE_ADMIN_API_BASE: api.adminApiBase,
        VITE_SEO_API_BASE: api.adminApiBase,
        VITE_IMAGES_BASE: api.imagesBase,
        VITE_SLIDER_IMAGES_PATH: '/',
        VITE_API_KEY: KEY,
        // The back office below signs in with the demo login: a test against a mock API.
        ALLOW_DEMO_LOGIN: '1',
      },
    });
    outDir = build.outDir;
    expect(build.status, build.output).toBe(0);
    site = await serveStatic(outDir);
    siteOrigin = new URL(site.url).origin;
  }, 360_000);

  afterAll(async () => {
    await site?.close();
    await api?.stop();
    if (outDir) rmSync(outDir, { recursive: true, force: true });
  });

  it('ships no demo machinery: no MSW worker, scenarios, seed content or demo store (the demo build keeps them)', () => {
    const demo = inject('distDir');
    const demoFiles = files(demo);
    const shipped = files(outDir);
    // The check finds them where they belong: in the demo build the e2e run serves.
    expect(demoFiles).toContain('mockServiceWorker.js');
    expect(demoFiles.some((name) => /^assets\/seed-dataset-.*\.js$/.test(name))).toBe(true);
    expect(scripts(demo).some((code) => code.includes(seed.teamMembers[0]!.name))).toBe(true);

    expect(shipped).not.toContain('mockServiceWorker.js');
    expect(shipped).not.toContain('service-worker.js');
    const demoChunks = /^assets\/(seed-dataset|images-base|scenarios|browser|demo-repository|create-dexie-repository|create-record-store-repository|create-json-server-repository)-[\w-]{8}\.js$/;
    expect(shipped.filter((name) => demoChunks.test(name))).toEqual([]);
    const code = scripts(outDir);
    expect(code.length).toBeGreaterThan(10);
    for (const text of [seed.teamMembers[0]!.name, seed.products[0]!.description, SCENARIO_SERVER_MESSAGE, '[MSW]', 'importScripts']) {
      expect(code.filter((chunk) => chunk.includes(text)).length, text).toBe(0);
    }
  });

  it('prerenders every image of home and About Us, and their share image, on the images base', () => {
    const seen: string[] = [];
    for (const route of ['', 'about-us']) {
      const { images, ogImage } = prerenderedImages(readFileSync(join(outDir, route, 'index.html'), 'utf8'));
      const stored = images.filter((src) => !src.startsWith('/site/'));
      for (const src of stored) expect(src.startsWith(`${api.imagesBase}/`), `/${route}: ${src}`).toBe(true);
      seen.push(...stored);
      expect(ogImage, `/${route}`).toMatch(new RegExp(`^${api.imagesBase}/social/`));
    }
    // Products, services, team, plant and the slides' panels, among them the one stored as a site path.
    expect(seen.length).toBeGreaterThanOrEqual(15);
    expect(seen).toContain(`${api.imagesBase}/slider/panel-mesh.svg`);
    expect(seen).toContain(`${api.imagesBase}${seed.products[0]!.image_url.replace(/^\/images/, '')}`);
  });

  it.each([
    ['/', 'home'],
    ['/about-us', 'about-us'],
  ])('%s: no image from content is asked of the site, none fails, before and after hydration', async (path, name) => {
    const session = await openBrowser({ width: 1280, height: 900 });
    try {
      const { page } = session;
      const loads = recordImages(page);
      const held = holdScripts(page);
      // Frame.goto: the session's page.goto waits for the app, which the held scripts keep from starting.
      await page.mainFrame().goto(new URL(path.slice(1), site.url).href, { waitUntil: 'commit' });
      await loadEveryImage(page);
      expect(await page.evaluate((attribute) => document.documentElement.hasAttribute(attribute), APP_READY)).toBe(false);
      const beforeHydration = loads.length;
      expect(beforeHydration, path).toBeGreaterThan(0);

      await held.release();
      await page.waitForFunction((attribute) => document.documentElement.hasAttribute(attribute), APP_READY, { timeout: 30_000 });
      await loadEveryImage(page);
      await page.screenshot({ path: `${SHOTS}/cross-origin-${name}-1280.png`, fullPage: false });

      const fromSite = loads.filter(({ url }) => url.startsWith(siteOrigin) && !new URL(url).pathname.startsWith('/site/'));
      expect(fromSite, path).toEqual([]);
      expect(loads.filter(({ status }) => status !== 200 && status !== 304), path).toEqual([]);
      // Every image the page shows loaded from the API's images base or the site's own files.
      const shown = await page.evaluate(() =>
        [...document.querySelectorAll<HTMLImageElement>('#root img')]
          .filter((image) => image.checkVisibility())
          .map((image) => ({ src: image.currentSrc, width: image.naturalWidth })),
      );
      expect(shown.filter((image) => image.width === 0), path).toEqual([]);
      expect(shown.filter((image) => image.src.startsWith(`${api.imagesBase}/`)).length, path).toBeGreaterThanOrEqual(3);
      expect(session.errors, path).toEqual([]);
      for (const width of [1440, 390]) {
        await page.setViewportSize({ width, height: 900 });
        await loadEveryImage(page);
        await page.screenshot({ path: `${SHOTS}/cross-origin-${name}-${width}.png`, fullPage: true });
      }
      expect(loads.filter(({ url, status }) => (status !== 200 && status !== 304) || url.startsWith(`${siteOrigin}/images/`)), path).toEqual([]);
    } finally {
      await session.close();
    }
  });

  it('runs the public pages and the back office under its Content-Security-Policy without a violation', async () => {
    const session = await openBrowser({ width: 1280, height: 900 });
    try {
      const { page } = session;
      for (const path of ['', 'about-us', 'contact-us']) {
        await page.goto(new URL(path, site.url).href);
        await loadEveryImage(page);
      }
      const policy = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
      expect(policy).toContain(`img-src 'self' data: ${api.origin};`);
      expect(policy).toContain("font-src 'self';");
      expect(policy).toContain("form-action 'none'");
      await page.goto(new URL('admin', site.url).href);
      await logIn(page);
      // A page in the editor (its rich-text editor and its gallery, read from the images base).
      await openSection(page, 'Page Management');
      const fencing = seed.pages.find((candidate) => candidate.slug === 'fencing')!.title;
      await page.getByRole('button', { name: `Edit ${fencing}` }).click();
      const edit = await visible(page.getByRole('dialog', { name: 'Edit Page' }));
      await visible(edit.getByRole('textbox', { name: 'Content' }));
      const gallery = edit.getByRole('region', { name: 'Page Gallery' });
      await visible(gallery.getByRole('img').first());
      const galleryImages = () =>
        gallery.getByRole('img').evaluateAll((images) => images.map((image) => `${(image as HTMLImageElement).naturalWidth > 0} ${(image as HTMLImageElement).src}`));
      await expect.poll(galleryImages, { timeout: 20_000 }).toEqual(expect.arrayContaining([expect.stringMatching(new RegExp(`^true ${api.imagesBase}/page_images/`))]));
      expect((await galleryImages()).filter((image) => !image.startsWith(`true ${api.imagesBase}/page_images/`))).toEqual([]);
      await edit.getByRole('button', { name: 'Cancel' }).click();
      await edit.waitFor({ state: 'hidden' });

      // A slide's new background, uploaded to the API and shown from its images base.
      await openSection(page, 'Slider Management');
      const list = page.getByRole('list', { name: 'Slider items' });
      await visible(list.getByRole('img').first());
      await list.getByRole('button', { name: /^Edit: / }).first().click();
      const dialog = await visible(page.getByRole('dialog', { name: 'Edit Slider Item' }));
      await dialog.getByLabel(/^Background image/).setInputFiles(join(ROOT, 'public/icons/icon-192.png'));
      await dialog.getByRole('button', { name: /^Set Image: Background image/ }).click();
      // The preview shows the uploaded file (192 px wide; the seed backgrounds are 800) from the images base.
      const preview = dialog.locator('img').first();
      await expect.poll(() => preview.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth), { timeout: 20_000 }).toBe(192);
      expect(await preview.getAttribute('src')).toMatch(new RegExp(`^${api.imagesBase}/`));
      await preview.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SHOTS}/cross-origin-slider-preview-1280.png` });
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await page.getByRole('button', { name: 'Discard changes' }).click();
      expect(session.errors).toEqual([]);
    } finally {
      await session.close();
    }
  });

  it('keeps a stored image on any other host out: the browser never calls it', async () => {
    const repository = apiRepository(api, KEY);
    const [product] = await repository.products.list();
    const { id, ...fields } = product!;
    await repository.products.update(id, { ...fields, image_url: OUTSIDE_IMAGE } as Parameters<typeof repository.products.update>[1]);
    const session = await openBrowser({ width: 1280, height: 900 });
    try {
      const { page } = session;
      const calls: string[] = [];
      await session.context.route('https://outside.example/**', (route) => {
        calls.push(route.request().url());
        return route.fulfill({ status: 200, contentType: 'image/png', body: readFileSync(join(ROOT, 'public/icons/icon-192.png')) });
      });
      // The page opened keeps its build's content; the next one shows the edit (README, Prerendering and SEO).
      await page.goto(new URL('contact-us', site.url).href);
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: `${COMPANY.name} home` }).click();
      const products = page.getByRole('list', { name: 'Our Products' });
      await products.scrollIntoViewIfNeeded();
      await products.locator(`img[src="${OUTSIDE_IMAGE}"]`).or(products.getByRole('listitem').first()).first().waitFor();
      await expect.poll(() => session.errors.some((error) => error.includes('img-src') && error.includes('outside.example')), { timeout: 20_000 }).toBe(true);
      expect(calls).toEqual([]);
    } finally {
      await session.close();
      await repository.products.update(id, fields as Parameters<typeof repository.products.update>[1]);
    }
  });
});
