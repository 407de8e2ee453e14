import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSeedDataset } from '../../fixtures/seed-dataset';
import { logIn, message, takeTimeToFillIn, visible } from './support/app';
import { openBrowser, type Session } from './support/browser';

/*
 * The demo prerenders its pages from the seed data. A page whose content this browser has edited renders live, hidden
 * until rendered (src/app/live-render.ts); every other page hydrates what was painted at once. A visitor's own
 * contact message changes no public page, and a page rendered live never shows the seed's title in the tab.
 */

type PageLoad = {
  /** Whether the boot script hid the page for a live render (read as the HTML has been parsed). */
  liveRender: boolean | null;
  /** document.title from the first moment of the page: each change while the HTML is parsed, and each frame. */
  titles: string[];
  /** When the first content was painted, and when the app was ready (ms since the navigation started). */
  firstContentfulPaint: number | null;
  appReady: number | null;
};

/** Installed in every page of the session before any of its own scripts. */
function recordPageLoad(): void {
  const load: PageLoad = { liveRender: null, titles: [], firstContentfulPaint: null, appReady: null };
  (window as unknown as { __pageLoad: PageLoad }).__pageLoad = load;
  const sample = () => {
    if (load.titles.at(-1) !== document.title) load.titles.push(document.title);
  };
  new MutationObserver(() => {
    sample();
    if (load.appReady === null && document.documentElement.hasAttribute('data-app-ready')) load.appReady = performance.now();
  }).observe(document, { subtree: true, childList: true, characterData: true, attributes: true, attributeFilter: ['data-app-ready'] });
  const frame = () => {
    sample();
    if (load.appReady === null) requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
  document.addEventListener('DOMContentLoaded', () => {
    sample();
    load.liveRender = document.documentElement.hasAttribute('data-live-render');
  });
  new PerformanceObserver((list) => {
    const paint = list.getEntriesByName('first-contentful-paint')[0];
    if (paint) load.firstContentfulPaint = paint.startTime;
  }).observe({ type: 'paint', buffered: true });
}

const pageLoad = (page: Page) => page.evaluate(() => (window as unknown as { __pageLoad: PageLoad }).__pageLoad);

describe('the demo’s prerendered pages after a visitor’s message and after a content edit', () => {
  let session: Session;
  const seedHomeTitle = createSeedDataset().seoSettings.find((settings) => settings.page_type === 'homepage')!.page_title;
  const editedHomeTitle = 'Ironcrest Steel Industries | Steel Fencing Exporters';

  beforeAll(async () => {
    session = await openBrowser();
    await session.context.addInitScript(recordPageLoad);
  });
  afterAll(async () => {
    await session?.close();
  });

  it('keeps hydrating the painted page on the next load after the visitor sent a contact message', async () => {
    const { page } = session;
    await page.goto(session.url('/contact-us'));
    await visible(page.getByRole('heading', { name: 'Send us a Message' }));
    await page.getByLabel(/^Full Name/).fill('Asha Verma');
    await page.getByLabel(/^Email Address/).fill('asha@example.com');
    await page.getByLabel(/^Phone Number/).fill('+91 98765 43210');
    await page.getByLabel(/^Subject/).selectOption({ index: 1 });
    await page.getByLabel(/^Message/).fill('Please quote 200 farm gates.');
    await takeTimeToFillIn(page);
    await page.getByRole('button', { name: 'Send Message' }).click();
    await visible(message(page, /^Thank you for contacting us!/));

    await page.goto(session.url('/about-us'));
    const load = await pageLoad(page);
    expect(load.liveRender).toBe(false);
    // The prerendered page painted before the app had even started.
    expect(load.firstContentfulPaint).not.toBeNull();
    expect(load.appReady).not.toBeNull();
    expect(load.firstContentfulPaint!).toBeLessThan(load.appReady!);
    expect(session.errors).toEqual([]);
  });

  it('never shows the seed’s title in the tab once the home page’s title was edited in the back office', async () => {
    const { page } = session;
    await page.goto(session.url('/admin'));
    await logIn(page);
    await page.goto(session.url('/admin/seo'));
    await visible(page.getByRole('heading', { level: 2, name: 'SEO Management' }));
    const title = page.getByLabel(/^Page Title/);
    await visible(title);
    expect(await title.inputValue()).toBe(seedHomeTitle);
    await title.fill(editedHomeTitle);
    await page.getByRole('button', { name: 'Save SEO Settings' }).click();
    await visible(message(page, 'SEO settings updated successfully!'));

    await page.goto(session.url('/'));
    await expect.poll(() => page.title()).toBe(editedHomeTitle);
    const load = await pageLoad(page);
    // This page did differ from the seed, so it was rendered live; its tab never named the seed's title.
    expect(load.liveRender).toBe(true);
    expect(load.titles.length).toBeGreaterThan(0);
    expect(load.titles).not.toContain(seedHomeTitle);
    expect(await page.evaluate(() => document.head.querySelectorAll('title').length)).toBe(1);
    expect(session.errors).toEqual([]);
  });
});
