import type { Page, Route } from 'playwright-core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { COMPANY } from '../../src/domain/company-info';
import { openBrowser, type Session } from './support/browser';

/*
 * Images that fail while a prerendered page is parsed, long before the app hydrates it (public spec 2.3, 8): they are
 * hidden (the logo gives way to the company name in the logo's own box) before hydration, stay so after it, and
 * hydration agrees with the page (no mismatch). The page's scripts are held back until the checks of the unhydrated
 * page are done, as on a slow phone.
 */

const READY = 'data-app-ready';
const LOGO = '**/site/logo.svg';
const FAILING = ['**/images/products/**', '**/images/page_images/**', LOGO];

/** Holds every script of the build until released. */
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

/** The visible images among those whose address contains `part`, and how many there are in all. */
const images = (page: Page, part: string) =>
  page.evaluate((fragment) => {
    const all = [...document.querySelectorAll<HTMLImageElement>('#root img')].filter((image) => image.src.includes(fragment));
    return { all: all.length, shown: all.filter((image) => image.getBoundingClientRect().height > 0).length };
  }, part);

/** The main navigation's box and its menu links' tops (one row: one top). */
const header = (page: Page) =>
  page.evaluate(() => {
    const nav = document.querySelector('nav[aria-label="Main"]')!;
    const links = [...nav.querySelectorAll<HTMLElement>('ul > li > div > a')].filter((link) => link.getBoundingClientRect().height > 0);
    const tops = links.map((link) => Math.round(link.getBoundingClientRect().top));
    const brand = nav.querySelector('a')!.getBoundingClientRect();
    return { height: Math.round(nav.getBoundingClientRect().height), rows: new Set(tops).size, brandWidth: Math.round(brand.width) };
  });

describe('images that fail before the app starts, on a prerendered page at 1280 px', () => {
  let session: Session;
  const consoleErrors: string[] = [];
  beforeEach(async () => {
    session = await openBrowser({ width: 1280, height: 900 });
    consoleErrors.length = 0;
    // The browser's own report of each blocked download is expected; anything else (React's #418, a CSP report) is not.
    session.page.on('console', (message) => {
      if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) consoleErrors.push(message.text());
    });
  });
  afterEach(() => session.close());

  // Fresh profiles: the demo's service worker (which would answer the images itself) is not installed yet.
  it.each([
    ['/', '/images/products/', 'home'],
    ['/page/anchor-bolts', '/images/page_images/', 'gallery'],
  ])('%s: the broken images are hidden and the logo is the company name, before and after hydration', async (path, part, name) => {
    const { page } = session;
    const scripts = holdScripts(page);
    for (const pattern of FAILING) await page.route(pattern, (route) => route.abort('failed'));
    // Frame.goto: the session's page.goto waits for the app, which the held scripts keep from starting.
    await page.mainFrame().goto(session.url(path), { waitUntil: 'commit' });
    // Lazy images load once near the viewport: scroll their list into view (an image may already be hidden).
    await page.waitForFunction((fragment) => {
      const image = [...document.querySelectorAll<HTMLImageElement>('#root img')].find((candidate) => candidate.src.includes(fragment));
      image?.closest('ul')?.scrollIntoView();
      return image !== undefined;
    }, part);
    await page.waitForFunction((fragment) => {
      const all = [...document.querySelectorAll<HTMLImageElement>('#root img')].filter((image) => image.src.includes(fragment));
      return all.length > 0 && all.every((image) => image.hasAttribute('data-img-failed'));
    }, part);
    expect(await page.evaluate((attribute) => document.documentElement.hasAttribute(attribute), READY)).toBe(false);

    const before = await images(page, part);
    expect(before.all).toBeGreaterThan(0);
    expect(before.shown).toBe(0);
    await page.locator('#root img[src*="logo.svg"][data-img-failed]').waitFor({ state: 'attached' });
    const brand = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: `${COMPANY.name} home` });
    expect(await brand.getByText(COMPANY.name).isVisible()).toBe(true);
    const headerBefore = await header(page);
    expect(headerBefore.rows).toBe(1);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: `/tmp/h4/images-${name}-before-1280.png` });

    await scripts.release();
    await page.waitForFunction((attribute) => document.documentElement.hasAttribute(attribute), READY, { timeout: 30_000 });
    // React agrees: the failed images are not rendered, and the logo's place shows the name.
    const after = await images(page, part);
    expect(after.shown).toBe(0);
    expect(await images(page, 'logo.svg')).toEqual({ all: 0, shown: 0 });
    expect(await brand.getByText(COMPANY.name).isVisible()).toBe(true);
    expect(await header(page)).toEqual(headerBefore);
    await page.screenshot({ path: `/tmp/h4/images-${name}-after-1280.png` });
    expect(session.errors).toEqual([]);
    expect(consoleErrors).toEqual([]);

    // The header is the same as with the logo: one row, the brand as wide.
    await page.unrouteAll();
    await page.goto(session.url(path));
    expect(await images(page, 'logo.svg')).toEqual({ all: 1, shown: 1 });
    expect(await header(page)).toEqual(headerBefore);
  });
});
