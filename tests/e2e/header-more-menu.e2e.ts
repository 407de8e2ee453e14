import { rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validateDataset } from '../../adapters/record-store/dataset-validation';
import { createSeedDataset } from '../../fixtures/seed-dataset';
import type { Dataset } from '../../src/domain/dataset';
import { startApiServer, type RunningApiServer } from '../support/api-server-process';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../support/chromium';
import { importDemoDataset, expectHealthyPage, openSection, settled, visible } from './support/app';
import { openBrowser, type Session } from './support/browser';
import { apiRepository, buildSite, productionEnv } from './support/build';
import { serveStatic } from './support/static-server';

/**
 * A menu with more top-level items than the header's row holds, in Chromium on the built demo: at 1280 and 1440 px the
 * row keeps what fits and gathers the rest under More (reachable with the keyboard), never widening the page; at
 * 390 px the phone menu lists every item. Long and non-English titles.
 */

const OUT_DIR = resolve(import.meta.dirname, 'screenshots');

/** Twelve long top-level titles after Home, three of them not in English; one with sub-items. */
const TITLES = [
  'Manufacturing Capabilities',
  'Sourcing and Procurement',
  'Engineering Services',
  'Industrial Products',
  'Kundendienst und Ersatzteile',
  'Technical Resources',
  'خدمات التصنيع المعدني',
  'Sustainability Reports',
  '产品目录与技术规格',
  'Contact Our Sales Team',
  'Careers and Apprenticeships',
  'Fabrication Workshop',
];
const SUB_ITEM = 'Press Brake Bending';

function longMenuDataset(): Dataset {
  const dataset = structuredClone(createSeedDataset());
  const home = dataset.navigation.find((item) => item.slug === 'home')!;
  const base = { url: '', icon: 'none', has_page: false, is_active: true, external_url: '' };
  dataset.navigation = [
    { ...home, order_index: 1 },
    ...TITLES.map((title, index) => ({ ...base, id: 500 + index, title, slug: `menu-${index}`, order_index: index + 2, parent_id: null })),
    { ...base, id: 600, title: SUB_ITEM, slug: 'press-brake-bending', order_index: 1, parent_id: 510 },
  ];
  return validateDataset(dataset);
}

const importDataset = (session: Session, dataset: Dataset) => importDemoDataset(session, dataset, 'long-menu.json');

type RowItem = { text: string; top: number; right: number; visible: boolean };

/** The top-level items of the header and More, with where they are drawn. */
async function headerRow(page: Page): Promise<{ items: RowItem[]; more: RowItem; navWidth: number; navHeight: number }> {
  const nav = await publicNavigation(page);
  return nav.evaluate((element) => {
    const describe = (node: Element) => {
      const box = node.getBoundingClientRect();
      return { text: node.textContent ?? '', top: Math.round(box.top), right: box.right, visible: getComputedStyle(node).visibility !== 'hidden' && box.width > 0 };
    };
    const list = element.querySelector('ul')!;
    const moreButton = list.nextElementSibling!.firstElementChild!;
    const box = element.getBoundingClientRect();
    return {
      items: [...list.children].map((item) => describe(item.querySelector('a, span')!)),
      more: describe(moreButton),
      navWidth: box.width,
      navHeight: box.height,
    };
  });
}

/** The public main navigation, once its items (not the spinner) are shown. */
async function publicNavigation(page: Page) {
  const nav = page.getByRole('navigation', { name: 'Main' });
  await visible(nav.getByRole('link', { name: 'Home', exact: true }));
  return nav;
}

const scrollWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

describe('a menu longer than the header row', () => {
  let session: Session;
  beforeAll(async () => {
    session = await openBrowser({ width: 1280, height: 800 });
    await session.page.emulateMedia({ reducedMotion: 'reduce' });
    await importDataset(session, longMenuDataset());
  });
  afterAll(() => session.close());

  it.each([1280, 1440])('keeps one row at %i px and gathers the rest under More, reachable with the keyboard', async (width) => {
    const { page } = session;
    await page.setViewportSize({ width, height: 800 });
    await page.goto(session.url('/'));
    await settled(page);
    const { items, more, navWidth, navHeight } = await headerRow(page);
    expect(navWidth).toBeLessThanOrEqual(width);
    expect(await scrollWidth(page)).toBeLessThanOrEqual(width);
    // One row: the header is as tall as with the seed menu (4rem and its border), More on the same line.
    expect(navHeight).toBeLessThan(80);
    const shown = items.filter((item) => item.visible);
    const folded = items.filter((item) => !item.visible).map((item) => item.text);
    expect(shown.length).toBeGreaterThanOrEqual(3);
    expect(folded.length).toBeGreaterThan(0);
    expect(more.visible).toBe(true);
    for (const item of shown) expect(item.top, item.text).toBe(more.top);
    // The row ends where the container does, More last.
    expect(more.right).toBeGreaterThan(Math.max(...shown.map((item) => item.right)));
    expect(folded).toEqual(['Home', ...TITLES].slice(shown.length));
    await page.screenshot({ path: join(OUT_DIR, `header-more-${width}.png`), clip: { x: 0, y: 0, width, height: 140 } });

    // The keyboard: Tab reaches More after the last item on the row; Enter opens it; Tab walks its links.
    const button = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'More', exact: true });
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: shown.at(-1)!.text, exact: true }).focus();
    await page.keyboard.press('Tab');
    expect(await button.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    expect(await button.getAttribute('aria-expanded')).toBe('true');
    const panel = page.locator(`[id="${await button.getAttribute('aria-controls')}"]`);
    await visible(panel);
    await page.screenshot({ path: join(OUT_DIR, `header-more-open-${width}.png`), clip: { x: 0, y: 0, width, height: 700 } });
    // The panel stays inside the window.
    const panelBox = (await panel.boundingBox())!;
    expect(panelBox.x + panelBox.width).toBeLessThanOrEqual(width);
    const reached: string[] = [];
    for (let step = 0; step < folded.length + 5; step += 1) {
      await page.keyboard.press('Tab');
      const focused = await page.evaluate(() => document.activeElement?.textContent ?? '');
      if (!(await panel.evaluate((element) => element.contains(document.activeElement)))) break;
      if (!focused.includes('▾')) reached.push(focused);
    }
    expect(reached).toEqual(folded);

    // Tabbing past its last link closed it; Escape, pressed on a link inside it, closes it and gives More the focus.
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    await button.focus();
    await page.keyboard.press('Enter');
    await visible(panel);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Escape');
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    expect(await button.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await panel.isVisible()).toBe(false);
    await expectHealthyPage(page, session.errors, `long menu at ${width} px`);
  });

  it('follows a folded item from More with the keyboard, and opens its sub-items', async () => {
    const { page } = session;
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(session.url('/'));
    const nav = await publicNavigation(page);
    const button = nav.getByRole('button', { name: 'More', exact: true });
    await button.focus();
    await page.keyboard.press('Enter');
    const panel = page.locator(`[id="${await button.getAttribute('aria-controls')}"]`);
    await panel.getByRole('button', { name: `Toggle ${TITLES[10]} submenu` }).focus();
    await page.keyboard.press('Enter');
    await visible(panel.getByRole('link', { name: SUB_ITEM }));
    await panel.getByRole('link', { name: TITLES[11] }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => new URL(page.url()).pathname).toBe('/menu-11');
    expect(await button.getAttribute('aria-expanded')).toBe('false');
  });

  it('lists every item in the phone menu at 390 px, without More', async () => {
    const { page } = session;
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(session.url('/'));
    await settled(page);
    const nav = page.getByRole('navigation', { name: 'Main' });
    expect(await nav.getByRole('button', { name: 'More', exact: true }).isVisible()).toBe(false);
    await nav.getByRole('button', { name: 'Toggle navigation menu' }).click();
    for (const title of ['Home', ...TITLES]) await visible(nav.getByRole('link', { name: title, exact: true }));
    expect(await nav.getByRole('button', { name: 'More', exact: true }).isVisible()).toBe(false);
    expect(await scrollWidth(page)).toBeLessThanOrEqual(390);
    await page.screenshot({ path: join(OUT_DIR, 'header-more-390.png'), fullPage: false });
    await expectHealthyPage(page, session.errors, 'long menu at 390 px');
  });

  it('says in Navigation Management how many top-level items fit, as many as the header shows', async () => {
    const { page } = session;
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(session.url('/'));
    const shown = (await headerRow(page)).items.filter((item) => item.visible).length;
    await page.goto(session.url('/admin'));
    await openSection(page, 'Navigation Management');
    await visible(page.getByText(`${shown} of ${TITLES.length + 1} top-level items fit in the header at 1280 px; the rest show under More.`));
  });
});

describe('the prerendered header of a production build with a long menu', () => {
  const KEY = 'more-menu-key';
  let api: RunningApiServer;
  let outDir = '';
  beforeAll(async () => {
    api = await startApiServer({ args: ['--strict', '--key', KEY] });
    // The seed's ten top-level items and six long ones: more than the row holds.
    const repository = apiRepository(api, KEY);
    const base = { url: '', icon: 'none', parent_id: null, is_active: true, has_page: false, external_url: '' };
    for (const [index, title] of TITLES.slice(0, 6).entries()) {
      await repository.navigation.create({ ...base, title, slug: `menu-${index}`, order_index: 30 + index });
    }
    const build = buildSite({ env: productionEnv(api, KEY) });
    outDir = build.outDir;
    expect(build.status, build.output).toBe(0);
  });
  afterAll(async () => {
    await api.stop();
    if (outDir) rmSync(outDir, { recursive: true, force: true });
  });

  it('is one row with More before the app runs, and the app keeps that row without a layout shift at 1280 px', async () => {
    const site = await serveStatic(outDir);
    const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: [...CHROMIUM_FLAGS] });
    try {
      const rowOf = async (page: Page) => {
        const { items, more, navWidth, navHeight } = await headerRow(page);
        return { shown: items.filter((item) => item.visible).map((item) => item.text), more: more.visible, navWidth, navHeight };
      };
      // Without JavaScript: the HTML and CSS alone.
      const still = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 800 } });
      const before = await still.newPage();
      await before.goto(site.url);
      const html = await rowOf(before);
      expect(html.navWidth).toBeLessThanOrEqual(1280);
      expect(html.navHeight).toBeLessThan(80);
      expect(html.more).toBe(true);
      expect(html.shown.length).toBeLessThan(16);
      expect(await before.getByRole('link', { name: 'More: all pages' }).getAttribute('href')).toBe('/sitemap');
      await before.screenshot({ path: join(OUT_DIR, 'header-more-prerendered-1280.png'), clip: { x: 0, y: 0, width: 1280, height: 140 } });
      await still.close();

      // With the app: the same row once it has measured it, and nothing on the page moved.
      const live = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      const page = await live.newPage();
      await page.addInitScript(() => {
        const shifts: number[] = [];
        (window as unknown as { __shifts: number[] }).__shifts = shifts;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) shifts.push((entry as unknown as { value: number }).value);
        }).observe({ type: 'layout-shift', buffered: true });
      });
      await page.goto(site.url);
      await page.waitForFunction(() => document.documentElement.hasAttribute('data-app-ready'), undefined, { timeout: 30_000 });
      await visible(page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'More', exact: true }));
      await page.waitForTimeout(500);
      const app = await rowOf(page);
      expect(app.shown).toEqual(html.shown);
      const shift = await page.evaluate(() => (window as unknown as { __shifts: number[] }).__shifts.reduce((sum, value) => sum + value, 0));
      expect(shift).toBeLessThan(0.01);
      await live.close();
    } finally {
      await browser.close();
      await site.close();
    }
  });
});
