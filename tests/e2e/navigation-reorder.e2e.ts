import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAVING_ORDER } from '../../src/admin/shared/sortable/OrderSavingStatus';
import { expectHealthyPage, openAdminSession, openSection, publicNavigation, visible } from './support/app';
import type { Session } from './support/browser';

/**
 * Navigation Management in Chromium on the built demo: top-level items moved by dragging with the mouse and with the
 * keyboard (Space, arrow, Space), the fold state kept, and the public header showing the saved order.
 */

const OUT_DIR = resolve(import.meta.dirname, 'screenshots');

const tree = (page: Page) => page.getByRole('list', { name: 'Navigation items' });
/** The titles of the top-level items, as Navigation Management shows them. */
const topLevelTitles = (page: Page) =>
  tree(page).evaluate((list) =>
    [...list.children].map((item) => item.querySelector('button[aria-label^="Edit "]')?.getAttribute('aria-label')?.replace(/^Edit /, '')),
  );
const handle = (page: Page, title: string) => page.getByRole('button', { name: `Drag to reorder: ${title}`, exact: true });

async function saved(page: Page): Promise<void> {
  await expect.poll(() => page.getByText(SAVING_ORDER).count(), { timeout: 20_000 }).toBe(0);
}

/** Drags a row by its handle onto another row, in small steps as a hand does (the drag starts after 8 px). */
async function drag(page: Page, from: Locator, to: Locator): Promise<void> {
  await from.scrollIntoViewIfNeeded();
  const start = (await from.boundingBox())!;
  const target = (await to.boundingBox())!;
  await page.mouse.move(start.x + start.width / 2, start.y + start.height / 2);
  await page.mouse.down();
  const [x, y] = [start.x + start.width / 2, target.y + target.height / 2 - 4];
  await page.mouse.move(x, start.y + start.height / 2 - 12, { steps: 4 });
  await page.mouse.move(x, y, { steps: 20 });
  await page.waitForTimeout(150);
  await page.mouse.up();
}

describe('reordering navigation items in Chromium', () => {
  let session: Session;
  beforeAll(async () => {
    session = await openAdminSession({ width: 1280, height: 900 });
    await session.page.emulateMedia({ reducedMotion: 'reduce' });
  });
  afterAll(() => session.close());

  it('moves items by mouse and by keyboard, keeps them folded, and the public header follows the saved order', async () => {
    const { page } = session;
    await openSection(page, 'Navigation Management');
    await visible(tree(page));
    expect(await topLevelTitles(page)).toEqual([
      'Home',
      'About Us',
      'Manufacturing',
      'Sourcing',
      'Services',
      'Products',
      'Projects',
      'Resources',
      'Contact Us',
      'Careers',
      'Social Activities',
    ]);
    await visible(page.getByText('All 10 top-level items fit in the header at 1280 px.'));
    await page.getByRole('button', { name: 'Collapse all' }).click();

    // The mouse: Contact Us dragged by its handle onto Home, at the top.
    await drag(page, handle(page, 'Contact Us'), handle(page, 'Home'));
    await expect.poll(() => topLevelTitles(page)).toEqual([
      'Contact Us',
      'Home',
      'About Us',
      'Manufacturing',
      'Sourcing',
      'Services',
      'Products',
      'Projects',
      'Resources',
      'Careers',
      'Social Activities',
    ]);
    await saved(page);
    expect(await page.getByRole('button', { name: 'Expand all' }).isEnabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Collapse all' }).isDisabled()).toBe(true);
    // Manufacturing is unfolded again; the others stay folded.
    await page.getByRole('button', { name: /^Manufacturing: \d+ sub-items$/ }).click();
    await visible(page.getByRole('list', { name: 'Manufacturing sub-items' }));

    // The keyboard: Careers picked up with Space, moved up one place, dropped with Space.
    await handle(page, 'Careers').focus();
    // Each key waits for what a screen reader then hears (picked up, the item is over its own place; then one up).
    await page.keyboard.press('Space');
    await page.getByText('Careers was moved into position 10 of 11.').waitFor({ state: 'attached' });
    await page.keyboard.press('ArrowUp');
    await page.getByText('Careers was moved into position 9 of 11.').waitFor({ state: 'attached' });
    await page.keyboard.press('Space');
    await expect.poll(() => topLevelTitles(page)).toEqual([
      'Contact Us',
      'Home',
      'About Us',
      'Manufacturing',
      'Sourcing',
      'Services',
      'Products',
      'Projects',
      'Careers',
      'Resources',
      'Social Activities',
    ]);
    await saved(page);
    expect(await handle(page, 'Careers').evaluate((element) => element === document.activeElement)).toBe(true);

    // The fold state went through both saves and the reads after them.
    expect(await page.getByRole('button', { name: /^About Us: \d+ sub-items$/ }).getAttribute('aria-expanded')).toBe('false');
    expect(await page.getByRole('button', { name: /^Resources: \d+ sub-items$/ }).getAttribute('aria-expanded')).toBe('false');
    expect(await page.getByRole('list', { name: 'Manufacturing sub-items' }).count()).toBe(1);
    mkdirSync(OUT_DIR, { recursive: true });
    await page.screenshot({ path: join(OUT_DIR, 'navigation-reorder-1280.png'), fullPage: true });

    // The order is stored: it is there after a reload, and the public header shows it.
    await page.reload();
    await visible(tree(page));
    expect((await topLevelTitles(page)).slice(0, 2)).toEqual(['Contact Us', 'Home']);
    await page.goto(session.url('/'));
    const nav = await publicNavigation(page);
    const shown = await nav.evaluate((element) =>
      [...element.querySelector('ul')!.children]
        .filter((item) => getComputedStyle(item).visibility !== 'hidden')
        .map((item) => item.querySelector('a, span')?.textContent),
    );
    expect(shown).toEqual(['Contact Us', 'Home', 'About Us', 'Manufacturing', 'Sourcing', 'Services', 'Products', 'Projects', 'Careers', 'Resources']);
    await expectHealthyPage(page, session.errors, 'home after the reorder');
  });

  it('lays the tree out with its move controls on a phone and on a wide screen', async () => {
    const { page } = session;
    await page.goto(session.url('/admin'));
    await openSection(page, 'Navigation Management');
    for (const width of [390, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      await visible(handle(page, 'Home'));
      expect(await page.evaluate(() => document.documentElement.scrollWidth), `${width} px`).toBeLessThanOrEqual(width);
      await page.screenshot({ path: join(OUT_DIR, `navigation-reorder-${width}.png`), fullPage: true });
    }
  });
});
