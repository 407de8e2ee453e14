import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logIn, message, openSection, settled, takeTimeToFillIn, visible } from './support/app';
import { openBrowser, type Session } from './support/browser';

// Gitignored: screenshots of the submission screens for review, not compared against a baseline.
const OUT_DIR = resolve(import.meta.dirname, 'screenshots');

// A value with no place to break: a pasted token, a URL without spaces, a name typed without spaces.
const LONG_NAME = `Maximiliana${'Vanderbergh'.repeat(9)}`;
const LONG_MESSAGE = `https://example.com/${'a-very-long-path-segment-without-spaces_'.repeat(8)}`;

const WIDTHS = [
  { width: 1440, height: 900 },
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
] as const;

const SECTIONS = [
  { label: 'Contact Form Data', file: 'contact-data' },
  { label: 'Career Form Data', file: 'career-data' },
] as const;

/** How far the page itself scrolls sideways (0 when it fits the window). */
const sidewaysOverflow = (page: Page) =>
  page.evaluate(() => (document.scrollingElement ?? document.documentElement).scrollWidth - window.innerWidth);

async function sendLongContactMessage(page: Page, url: string) {
  await page.goto(url);
  await visible(page.getByRole('heading', { name: 'Send us a Message' }));
  await page.getByLabel(/^Full Name/).fill(LONG_NAME);
  await page.getByLabel(/^Email Address/).fill(`${'longaddress'.repeat(6)}@example.com`);
  await page.getByLabel(/^Phone Number/).fill('+1 555 0100');
  await page.getByLabel(/^Subject/).selectOption({ index: 1 });
  await page.getByLabel(/^Message/).fill(LONG_MESSAGE);
  await takeTimeToFillIn(page);
  await page.getByRole('button', { name: 'Send Message' }).click();
  await visible(message(page, /^Thank you for contacting us!/));
}

describe('the submission screens fit the window', () => {
  let session: Session;
  beforeAll(async () => {
    mkdirSync(OUT_DIR, { recursive: true });
    session = await openBrowser({ width: 1440, height: 900 });
    await sendLongContactMessage(session.page, session.url('/contact-us'));
    await session.page.goto(session.url('/admin'));
    await logIn(session.page);
  });
  afterAll(() => session.close());

  describe.each(WIDTHS)('at $width px', ({ width, height }) => {
    it.each(SECTIONS)('$label never scrolls sideways and keeps every action reachable', async ({ label, file }) => {
      const { page } = session;
      await page.setViewportSize({ width, height });
      // On a phone the sections sit behind the Menu button.
      const menu = page.getByRole('button', { name: 'Menu' });
      if (await menu.isVisible()) await menu.click();
      await openSection(page, label);
      await settled(page);
      await visible(page.getByRole('button', { name: 'Delete' }).first());
      expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
      // Every row's actions lie inside the window, with no sideways scrolling of the page or of a table.
      const outside = await page.getByRole('button', { name: /^(View|Delete)$/ }).evaluateAll((buttons) =>
        buttons.filter((button) => {
          const box = button.getBoundingClientRect();
          return box.left < 0 || box.right > window.innerWidth;
        }).length,
      );
      expect(outside).toBe(0);
      for (const name of ['Export CSV', 'Search']) {
        const box = await page.getByRole(name === 'Search' ? 'searchbox' : 'button', { name }).first().boundingBox();
        expect(box && box.x >= 0 && box.x + box.width <= width, `${name} within ${width} px`).toBe(true);
      }
      await page.screenshot({ path: join(OUT_DIR, `admin-${file}-${width}.png`), fullPage: true, animations: 'disabled' });
    });
  });

  it('shows the whole long value in the details of the submission', async () => {
    const { page } = session;
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('button', { name: 'Menu' }).click();
    await openSection(page, 'Contact Form Data');
    const row = page.getByRole('row').filter({ hasText: LONG_NAME.slice(0, 20) });
    await row.getByRole('button', { name: 'View' }).click();
    const dialog = page.getByRole('dialog');
    await visible(dialog.getByText(LONG_MESSAGE));
    await visible(dialog.getByText(LONG_NAME));
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    await page.keyboard.press('Escape');
  });
});
