import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { COMPANY } from '../../src/domain/company-info';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../support/chromium';

/*
 * A prerendered page is written by the build machine's clock and hydrated under the visitor's: a year later, on
 * 31 December east of the build machine, in another locale. Hydration must keep the prerendered page (no React #418
 * or #423, no error), then show the visitor's own year in the footer.
 */

/** Set on <html> by src/app/start.tsx once the app runs (hydrated, its data path ready). */
const APP_READY = 'data-app-ready';
const ROUTES = ['/', '/about-us', '/careers', '/contact-us', '/manufacturing/fencing'];

/** The year a page of the served build shows in its footer. */
function builtYear(): number {
  const html = readFileSync(join(inject('distDir'), 'index.html'), 'utf8');
  const year = new RegExp(`© (\\d{4}) ${COMPANY.name}`).exec(html)?.[1];
  if (!year) throw new Error('The built home page has no copyright year');
  return Number(year);
}

/** The calendar year at `time` for a visitor in `timeZone`. */
const yearIn = (time: Date, timeZone: string) => Number(new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric' }).format(time));

type Visitor = { label: string; time: (built: number) => Date; timezoneId: string; locale: string };

const VISITORS: Visitor[] = [
  { label: 'a year after the build', time: (built) => new Date(Date.UTC(built + 1, 5, 15, 12)), timezoneId: 'UTC', locale: 'en-US' },
  // 14 hours ahead of UTC: New Year's Day there while the build machine still writes the old year.
  { label: 'on 31 December in Kiritimati', time: (built) => new Date(Date.UTC(built, 11, 31, 12)), timezoneId: 'Pacific/Kiritimati', locale: 'en-US' },
  { label: 'in German, a year later', time: (built) => new Date(Date.UTC(built + 1, 2, 1, 9)), timezoneId: 'Europe/Berlin', locale: 'de-DE' },
  { label: 'in Arabic (Egypt), a year later', time: (built) => new Date(Date.UTC(built + 1, 8, 20, 18)), timezoneId: 'Africa/Cairo', locale: 'ar-EG' },
];

describe('hydration under the visitor’s clock, time zone and locale', () => {
  let browser: Browser;
  let built: number;

  beforeAll(async () => {
    built = builtYear();
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: [...CHROMIUM_FLAGS] });
  });
  afterAll(async () => {
    await browser?.close();
  });

  for (const visitor of VISITORS) {
    it(`keeps every prerendered page and shows the visitor’s year: ${visitor.label}`, async () => {
      const time = visitor.time(built);
      const visitorYear = yearIn(time, visitor.timezoneId);
      expect(visitorYear).toBe(built + 1);
      const context = await browser.newContext({ timezoneId: visitor.timezoneId, locale: visitor.locale, viewport: { width: 1280, height: 800 } });
      try {
        const page = await context.newPage();
        const problems: string[] = [];
        page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
        page.on('console', (message) => {
          if (message.type() === 'error' && /#418|#423|#425|hydrat/i.test(message.text())) problems.push(`console: ${message.text()}`);
        });
        // The visitor's clock runs on from `time` (page.clock patches Date before any script of the page runs).
        await page.clock.setSystemTime(time);
        for (const route of ROUTES) {
          await page.goto(new URL(route.replace(/^\//, ''), inject('baseUrl')).toString());
          await page.waitForFunction((attribute) => document.documentElement.hasAttribute(attribute), APP_READY, { timeout: 30_000 });
          expect(await page.evaluate(() => new Date().getFullYear()), `${route}: the browser's clock`).toBe(visitorYear);
          const footer = page.getByRole('contentinfo').getByText(new RegExp(`^© \\d{4} ${COMPANY.name}`));
          await expect.poll(() => footer.textContent(), { message: `${route}: the footer's year` }).toContain(`© ${visitorYear} ${COMPANY.name}`);
          // Hydrated, not rendered again: the prerendered page was kept (a hydration error would make React replace it).
          expect(await page.evaluate(() => document.documentElement.hasAttribute('data-live-render')), `${route}: rendered live`).toBe(false);
          expect(problems, `${route}: ${visitor.label}`).toEqual([]);
        }
      } finally {
        await context.close();
      }
    });
  }
});
