import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSeedDataset } from '../../fixtures/seed-dataset';
import { NAVIGATION_DEPTH_CAP } from '../../src/domain/navigation-depth';
import { importDemoDataset, openSection, publicNavigation, visible } from './support/app';
import { openBrowser, type Session } from './support/browser';

/*
 * Navigation data 3,000 levels deep (each item the parent of the next, under the seed's Home), imported into the built
 * demo: the public menu, the sitemap and Navigation Management render without "Maximum call stack size exceeded",
 * the items below the cap listed at NAVIGATION_DEPTH_CAP.
 */
const LEVELS = 3000;
const SHOTS = join(import.meta.dirname, 'screenshots');

describe('a navigation answer 3,000 levels deep in the built demo', () => {
  let session: Session;
  beforeAll(async () => {
    session = await openBrowser({ width: 1280, height: 900 });
    const dataset = createSeedDataset();
    const firstId = Math.max(...dataset.navigation.map((item) => item.id)) + 1;
    const template = dataset.navigation[0]!;
    for (let level = 0; level < LEVELS; level += 1) {
      const id = firstId + level;
      dataset.navigation.push({ ...template, id, title: `Level ${level + 1}`, slug: `level-${level + 1}`, parent_id: level === 0 ? null : id - 1, order_index: 99, icon: '', has_page: false, url: '' });
    }
    await importDemoDataset(session, dataset, 'deep-navigation-dataset.json', 60_000);
  }, 120_000);
  afterAll(() => session.close());

  it('shows the back office tree, capped, with the deepest item listed', async () => {
    const { page } = session;
    await openSection(page, 'Navigation Management');
    const deepest = await visible(page.getByRole('button', { name: `Edit Level ${LEVELS}`, exact: true }), 60_000);
    // The item at the cap holds the rest of the chain as one flat list.
    const capList = page.getByRole('list', { name: `Level ${NAVIGATION_DEPTH_CAP - 1} sub-items` });
    expect(await capList.getByRole('list').count()).toBe(0);
    expect(await capList.getByRole('button', { name: /^Edit Level \d+$/ }).count()).toBe(LEVELS - NAVIGATION_DEPTH_CAP + 1);
    await deepest.scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(SHOTS, 'navigation-deep-admin.png') });
    expect(session.errors).toEqual([]);
  }, 120_000);

  it('shows the public menu and the sitemap', async () => {
    const { page } = session;
    await page.goto(session.url('/'));
    const nav = await publicNavigation(page);
    // Level 1 sits in the menu bar or, when the bar is full, in its More menu.
    expect(await nav.getByText('Level 1', { exact: true }).count()).toBeGreaterThan(0);
    await page.goto(session.url('/sitemap'));
    await visible(page.getByRole('link', { name: `Level ${LEVELS}`, exact: true }), 60_000);
    await page.screenshot({ path: join(SHOTS, 'navigation-deep-sitemap.png') });
    expect(session.errors).toEqual([]);
    expect(await page.getByText('Maximum call stack size exceeded').count()).toBe(0);
  }, 120_000);
});
