import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeErrorTexts } from '../../src/app/route-error-texts';
import { startupTexts } from '../../src/app/startup-texts';
import { appMessages } from '../../src/domain/messages';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../support/chromium';
import { startApiServer, type RunningApiServer } from '../support/api-server-process';
import { DATA_TIMEOUT, publicNavigation, visible } from './support/app';
import { openBrowser, type Session } from './support/browser';
import { buildSite, productionEnv } from './support/build';
import { serveStatic } from './support/static-server';

/*
 * A deploy under open pages, as a static host does it: the old build's files are deleted and the new build written
 * into the same folder. A production build (VITE_DATA_ADAPTER=http, prerendered from `npm run api`, no service worker)
 * is served; a page that was readable stays readable, in-app navigation falls back to a full page load, Retry and a
 * reload reach the new build. The demo's service worker keeps an open demo on its whole old build until the visitor
 * takes the new one (its update prompt: offline.e2e.ts), with no reload of its own.
 */

const READY = 'data-app-ready';

type Server = Awaited<ReturnType<typeof serveStatic>>;

/**
 * A build into `outDir`, with the old build's files deleted first as a host does; `idleMinutes` changes the app's code,
 * so every hashed file name differs.
 */
function build(outDir: string, idleMinutes: string, env: Record<string, string> = {}): void {
  rmSync(join(outDir, 'assets'), { recursive: true, force: true });
  const result = buildSite({ outDir, env: { VITE_KIOSK_IDLE_MINUTES: idleMinutes, ...env } });
  expect(result.status, result.output).toBe(0);
}

/** A production build (the HTTP adapter), prerendered from and reading `npm run api`. */
const productionBuild = (outDir: string, api: RunningApiServer, idleMinutes: string) =>
  build(outDir, idleMinutes, productionEnv(api));

/** The entry script a page runs (its file name names the build). */
const entryOf = (page: Page) => page.evaluate(() => document.querySelector<HTMLScriptElement>('script[type="module"][src]')?.src ?? null);
const entryIn = (html: string) => /<script type="module"[^>]* src="([^"]+)"/.exec(html)?.[1] ?? null;

const appReady = (page: Page) => page.waitForFunction((attribute) => document.documentElement.hasAttribute(attribute), READY, { timeout: 30_000 });

describe('a deploy that removes the old build’s files', () => {
  let api: RunningApiServer;
  let server: Server;
  let browser: Browser;
  let outDir: string;
  const pageErrors: string[] = [];
  let buildA: { careers: string; entry: string | null };
  let buildB: { entry: string | null };

  /** A page of its own browser context; uncaught errors are collected. */
  const openPage = async (width = 1280): Promise<Page> => {
    const context = await browser.newContext({ viewport: { width, height: 800 } });
    const page = await context.newPage();
    page.on('pageerror', (error) => pageErrors.push(error.message));
    return page;
  };
  const url = (path: string) => new URL(path.replace(/^\//, ''), server.url).toString();

  // Pages opened on build A before the deploy, used after it.
  let homeOnA: Page;
  let aboutOnA: Page;

  beforeAll(async () => {
    api = await startApiServer();
    outDir = mkdtempSync(join(tmpdir(), 'ironcrest-deploy-'));
    productionBuild(outDir, api, '5');
    buildA = { careers: readFileSync(join(outDir, 'careers/index.html'), 'utf8'), entry: null };
    buildA.entry = entryIn(buildA.careers);
    server = await serveStatic(outDir);
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: [...CHROMIUM_FLAGS] });

    homeOnA = await openPage();
    await homeOnA.goto(server.url);
    await appReady(homeOnA);
    aboutOnA = await openPage();
    await aboutOnA.goto(url('/about-us'));
    await appReady(aboutOnA);

    // The deploy: the host deletes the old files and writes the new build in their place.
    productionBuild(outDir, api, '6');
    buildB = { entry: entryIn(readFileSync(join(outDir, 'careers/index.html'), 'utf8')) };
  }, 600_000);

  afterAll(async () => {
    await browser?.close();
    await server?.close();
    await api?.stop();
    if (outDir) rmSync(outDir, { recursive: true, force: true });
  });

  it('builds two versions with different files', () => {
    expect(buildA.entry).toMatch(/^\/assets\/index-[\w-]+\.js$/);
    expect(buildB.entry).toMatch(/^\/assets\/index-[\w-]+\.js$/);
    expect(buildB.entry).not.toBe(buildA.entry);
  });

  it('keeps a page whose HTML was cached before the deploy readable, with a notice whose Retry loads the new build', async () => {
    const page = await openPage(390);
    // A cache in front of the host (or the browser's) still answers the old page, which names files that are gone.
    await page.route(url('/careers'), (route) => route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: buildA.careers }));
    await page.goto(url('/careers'));
    const notice = page.getByRole('alert').filter({ hasText: startupTexts.notice });
    await notice.waitFor({ timeout: 15_000 });
    // The prerendered page is still there to read, with its menu; no start-up error replaced it.
    expect(await page.getByRole('heading', { level: 1 }).first().textContent()).toMatch(/career/i);
    expect(await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /home$/ }).isVisible()).toBe(true);
    expect(await page.getByRole('contentinfo').getByRole('link').count()).toBeGreaterThan(0);
    expect(await page.getByText(startupTexts.title).count()).toBe(0);
    await page.screenshot({ path: '/tmp/h4/deploy-cached-390.png', fullPage: false });

    await page.unroute(url('/careers'));
    await Promise.all([page.waitForEvent('load'), notice.getByRole('button', { name: startupTexts.retry }).click()]);
    await appReady(page);
    expect(await entryOf(page)).toBe(url(buildB.entry!));
    expect(await page.getByText(startupTexts.notice).count()).toBe(0);
    await page.context().close();
  });

  it('turns a menu click on a page of the old build into a full page load of the new build’s page', async () => {
    const page = homeOnA;
    expect(await entryOf(page)).toBe(url(buildA.entry!));
    const loaded = page.waitForEvent('load');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Careers', exact: true }).first().click();
    await loaded;
    await appReady(page);
    expect(new URL(page.url()).pathname).toBe('/careers');
    expect(await entryOf(page)).toBe(url(buildB.entry!));
    expect(await page.getByRole('heading', { level: 1 }).first().textContent()).toMatch(/career/i);
    expect(await page.getByText(routeErrorTexts.chunkTitle).count()).toBe(0);
    expect(await page.getByText(startupTexts.title).count()).toBe(0);
  });

  it('picks up the new build on a reload (the host serves pages with Cache-Control: no-cache)', async () => {
    const page = aboutOnA;
    expect(await entryOf(page)).toBe(url(buildA.entry!));
    const response = await page.reload();
    expect(response?.headers()['cache-control']).toBe('no-cache');
    await appReady(page);
    expect(await entryOf(page)).toBe(url(buildB.entry!));
  });

  it('keeps the page readable when the connection drops while the app loads, and Retry starts it once it is back', async () => {
    for (const [file, width] of [['start', 1280], ['CareersPage', 390]] as const) {
      const page = await openPage(width);
      const dropped = `**/assets/${file}-*.js`;
      await page.route(dropped, (route) => route.abort('internetdisconnected'));
      await page.goto(url('/careers'));
      const notice = page.getByRole('alert').filter({ hasText: startupTexts.notice });
      await notice.waitFor({ timeout: 15_000 });
      expect(await page.getByRole('heading', { level: 1 }).first().textContent()).toMatch(/career/i);
      expect(await page.getByText(startupTexts.title).count()).toBe(0);
      // The notice is outside the page React would take over.
      expect(await page.locator('#root .startup-notice').count()).toBe(0);
      await page.screenshot({ path: `/tmp/h4/dropped-${file}-${width}.png` });

      await page.unroute(dropped);
      await Promise.all([page.waitForEvent('load'), notice.getByRole('button', { name: startupTexts.retry }).click()]);
      await appReady(page);
      expect(await page.getByText(startupTexts.notice).count()).toBe(0);
      await page.context().close();
    }
  });

  it('raised no uncaught error on any page', () => {
    expect(pageErrors).toEqual([]);
  });
});

describe('the demo after a deploy that removes the old build’s files', () => {
  let server: Server;
  let session: Session;
  let outDir: string;
  beforeAll(async () => {
    outDir = mkdtempSync(join(tmpdir(), 'ironcrest-deploy-demo-'));
    build(outDir, '5');
    server = await serveStatic(outDir);
    session = await openBrowser();
  }, 300_000);
  afterAll(async () => {
    await session?.close();
    await server?.close();
    if (outDir) rmSync(outDir, { recursive: true, force: true });
  });

  it('keeps running its old build from the service worker, opens a page not visited yet, and reloads only when asked', async () => {
    const { page } = session;
    await page.goto(server.url);
    await publicNavigation(page);
    // The worker controls the page once it has stored the whole build.
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: DATA_TIMEOUT }).toBe(true);
    const oldEntry = await entryOf(page);

    build(outDir, '6');
    let loads = 0;
    page.on('load', () => loads++);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Careers', exact: true }).first().click();
    await visible(page.getByRole('heading', { level: 1, name: /career/i }));
    expect(loads).toBe(0);
    expect(await entryOf(page)).toBe(oldEntry);

    // The next load still runs the old build in full from the worker, and offers the new one.
    await page.reload();
    await publicNavigation(page);
    expect(await entryOf(page)).toBe(oldEntry);
    const prompt = await visible(page.getByRole('status').filter({ hasText: appMessages.updateAvailable }));
    loads = 0;
    await Promise.all([page.waitForEvent('load'), prompt.getByRole('button', { name: appMessages.updateReload }).click()]);
    await publicNavigation(page);
    expect(await entryOf(page)).not.toBe(oldEntry);
    // One load, then the page stays: nothing reloads in a loop.
    await page.waitForTimeout(3_000);
    expect(loads).toBe(1);
    expect(await page.getByText(startupTexts.notice).count()).toBe(0);
    expect(session.errors).toEqual([]);
  }, 300_000);
});
