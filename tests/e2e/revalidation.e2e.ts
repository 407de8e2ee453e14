import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApiServer, type RunningApiServer } from '../support/api-server-process';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../support/chromium';
import { visible } from './support/app';
import { apiRepository, buildSite, productionEnv } from './support/build';
import { serveStatic } from './support/static-server';

/*
 * Production (VITE_DATA_ADAPTER=http): the pages are built from the API, and an editor changes content after the
 * build. The page a visitor opens keeps the build's content while they read it (the revalidation must not move the
 * page: cumulative layout shift 0 at 390 px), and the next page they open in the site shows the edit.
 */

const KEY = 'revalidation-key';
const EDITED_TITLE = 'Precision fencing, gates and animal handling systems engineered for farms on every continent';
const LONGER_TITLE_END = 'for Farms, Factories, Airports and Public Spaces';
const ADDED_PARAGRAPH =
  'New for this season: every fencing system now ships with a site survey, a layout drawing and installation supervision by our own engineers, wherever the project is.';

/** Sums the layout shifts a visitor did not cause (CLS as Chromium reports it), from the first moment of the page. */
function recordLayoutShifts(): void {
  const record = { total: 0, shifts: [] as string[] };
  (window as unknown as { __layoutShift: typeof record }).__layoutShift = record;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean; sources?: { node?: Node }[] }[]) {
      if (entry.hadRecentInput) continue;
      record.total += entry.value;
      record.shifts.push(`${entry.value.toFixed(4)} ${entry.sources?.map((source) => source.node?.nodeName ?? '?').join(',') ?? ''}`);
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

const layoutShift = (page: Page) => page.evaluate(() => (window as unknown as { __layoutShift: { total: number; shifts: string[] } }).__layoutShift);
const firstSlideTitle = (page: Page) => page.getByTestId('hero-slide').first().getByRole('heading', { level: 2 }).textContent();
const shows = (page: Page, text: string) => page.getByText(text).count().then((count) => count > 0);

/** Opens a page of the build as a visitor does the day after it was built, and waits for the app and the revalidation. */
async function openRevalidated(page: Page, url: string, endpoint: string): Promise<unknown> {
  await page.context().addInitScript(recordLayoutShifts);
  // The page's data is then long past its freshness (a minute): the app reads it again at once.
  await page.clock.setSystemTime(new Date(Date.now() + 24 * 60 * 60 * 1000));
  const revalidated = page.waitForResponse((response) => response.url().includes(`/${endpoint}`), { timeout: 30_000 });
  await page.goto(url);
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-app-ready'), undefined, { timeout: 30_000 });
  const answer = await (await revalidated).json();
  // Time for any swap to render and be reported.
  await page.waitForTimeout(1_500);
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  return answer;
}

describe('fresh content after a build, without a jump', () => {
  let api: RunningApiServer;
  let site: { url: string; close: () => Promise<void> };
  let browser: Browser;
  let outDir: string;
  let builtTitle: string;
  let fencingTitle: string;

  beforeAll(async () => {
    api = await startApiServer({ args: ['--strict', '--key', KEY] });
    // The README's production build, its API on another origin (CORS), prerendered from that API.
    const build = buildSite({ env: { ...productionEnv(api, KEY), VITE_SLIDER_IMAGES_PATH: '/' } });
    expect(build.status, build.output).toBe(0);
    outDir = build.outDir;
    const repository = apiRepository(api, KEY);
    const [first] = await repository.slider.list();
    builtTitle = first!.title;
    // After the build, an editor makes the home page's first slide title and a content page's title much longer (more
    // lines at 390 px: what follows them would move down), and adds a paragraph at the top of that page.
    await repository.slider.update(first!.id, { ...first!, title: EDITED_TITLE, is_active: true });
    const fencing = (await repository.pages.list()).find((candidate) => candidate.slug === 'fencing')!;
    fencingTitle = fencing.title.replace(/ - Ironcrest Steel Industries$/, '');
    await repository.pages.update(fencing.id, {
      ...fencing,
      title: `${fencingTitle} ${LONGER_TITLE_END} - Ironcrest Steel Industries`,
      content: `<p>${ADDED_PARAGRAPH}</p>${fencing.content}`,
    });
    site = await serveStatic(outDir);
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: [...CHROMIUM_FLAGS] });
  }, 360_000);

  afterAll(async () => {
    await browser?.close();
    await site?.close();
    await api?.stop();
    if (outDir) rmSync(outDir, { recursive: true, force: true });
  });

  it('crawlers and the first paint get the build’s content until the next build', () => {
    const html = readFileSync(join(outDir, 'index.html'), 'utf8');
    expect(html).toContain(builtTitle);
    expect(html).not.toContain(EDITED_TITLE);
    const fencingPage = readFileSync(join(outDir, 'page/fencing/index.html'), 'utf8');
    expect(fencingPage).not.toContain(ADDED_PARAGRAPH);
    expect(fencingPage).not.toContain(LONGER_TITLE_END);
  });

  it('keeps the content page the visitor opened as built (CLS 0 at 390 px); the edit shows once they come back to it', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    try {
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      const answer = (await openRevalidated(page, new URL('page/fencing', site.url).href, 'get_page_content.php')) as { data: { pm_content: string }[] };
      expect(answer.data[0]?.pm_content).toContain(ADDED_PARAGRAPH);
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(fencingTitle);

      expect(await shows(page, ADDED_PARAGRAPH)).toBe(false);
      const shift = await layoutShift(page);
      expect(shift.total, `layout shifts: ${shift.shifts.join('; ')}`).toBe(0);

      // Away through the footer, then back with the browser's Back button: both in the app.
      await page.getByRole('contentinfo').getByRole('link', { name: 'About Us', exact: true }).click();
      await page.waitForURL(/\/about-us$/);
      await page.goBack();
      await page.waitForURL(/\/page\/fencing$/);
      await visible(page.getByText(ADDED_PARAGRAPH));
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(`${fencingTitle} ${LONGER_TITLE_END}`);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('keeps the home page’s slide as built while the visitor reads it, and shows the edit on the next page they open', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    try {
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      const answer = (await openRevalidated(page, site.url, 'get_slider_items.php')) as { slider_items: { title: string }[] };
      expect(answer.slider_items[0]?.title).toBe(EDITED_TITLE);
      // The layout shift is measured on the content page above: here the slideshow turns to slides of other heights by
      // itself every few seconds, which moves its controls whatever the data.
      expect(await firstSlideTitle(page)).toContain(builtTitle);

      // The next pages opened in the site show the edit: away through the footer, then home again.
      const footer = page.getByRole('contentinfo');
      await footer.getByRole('link', { name: 'About Us', exact: true }).click();
      await page.waitForURL(/\/about-us$/);
      await footer.getByRole('link', { name: 'Home', exact: true }).click();
      await page.waitForURL((url) => url.pathname === '/');
      await expect.poll(() => firstSlideTitle(page), { timeout: 10_000 }).toContain(EDITED_TITLE);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
