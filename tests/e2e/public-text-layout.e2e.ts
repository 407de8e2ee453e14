import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validateDataset } from '../../adapters/record-store/dataset-validation';
import { createSeedDataset } from '../../fixtures/seed-dataset';
import type { Dataset } from '../../src/domain/dataset';
import { stripTitleSuffix } from '../../src/domain/text';
import { pageTexts } from '../../src/public/page/page-texts';
import { importDemoDataset, expectHealthyPage, publicNavigation, settled, visible } from './support/app';
import { openBrowser, type Session } from './support/browser';

/**
 * How stored text sits in the public layout, in Chromium on the built demo: a word longer than a phone's line never
 * widens the page, an address names its page whatever its case or Unicode form, the call to action's number is one
 * tel: link on one line, and the menu's top-level items are evenly spaced with or without a dropdown arrow.
 */

// Gitignored: what these states look like, for review.
const OUT_DIR = resolve(import.meta.dirname, 'screenshots');

/** 61 characters without a break opportunity, as a product code or a pasted URL-like name can be. */
const LONG_WORD = 'HotDipGalvanisedWeldedMeshSecurityPanelSystemWithAntiClimbTop';
const PHONE = { display: '+91 98140 22750', href: 'tel:+919814022750' };
const CAFE_NFC = 'caf\u00e9';

// Identifiers, enums, dates, links, file paths and slugs keep their values: they select records and routes.
const KEEP = /^(id|.*_id|slug|status|created_at|updated_at|page_type|robots|type|gallery_inheritance_type|experience|subject|path|data_url|resume_file|image_filename|display_order|sort_order|order_index|is_active|has_page|has_children|icon|issued_date|expiry_date|email)$/;

/**
 * The seed with the long word at the start of every stored text the import accepts it in (titles, descriptions,
 * page content, team, openings, captions, menu items, homepage texts…), a product titled with the word alone, long
 * top-level menu titles, and a page whose slug has an accent ("café", stored composed).
 */
function longWordDataset(): Dataset {
  const dataset = structuredClone(createSeedDataset()) as unknown as Record<string, unknown>;
  const accepted = () => {
    try {
      validateDataset(dataset);
      return true;
    } catch {
      return false;
    }
  };
  const lengthen = (record: Record<string, unknown>) => {
    for (const [field, value] of Object.entries(record)) {
      if (typeof value !== 'string' || value === '' || KEEP.test(field)) continue;
      record[field] = value.includes('<p>') ? value.replace('<p>', `<p>${LONG_WORD} `) : `${LONG_WORD} ${value}`;
      if (!accepted()) record[field] = value;
    }
  };
  for (const [collection, value] of Object.entries(dataset)) {
    if (collection === 'files') continue;
    if (Array.isArray(value)) for (const record of value) lengthen(record as Record<string, unknown>);
    else if (value && typeof value === 'object') lengthen(value as Record<string, unknown>);
  }
  const typed = dataset as unknown as Dataset;
  typed.products[0]!.title = LONG_WORD;
  // Long menu titles of several words (the first top-level item keeps the long word): more than the row holds (More).
  const seedNavigation = createSeedDataset().navigation;
  typed.navigation
    .filter((item) => item.parent_id === null)
    .slice(1)
    .forEach((item) => {
      item.title = `${seedNavigation.find((seed) => seed.id === item.id)!.title} Solutions and Services`;
    });
  const nextId = Math.max(...typed.pages.map((page) => page.id)) + 1;
  typed.pages.push({ ...typed.pages[0]!, id: nextId, title: 'Caf\u00e9 Railings', slug: CAFE_NFC, parent_id: null, is_active: true });
  return validateDataset(typed);
}

const importDataset = (session: Session, dataset: Dataset) => importDemoDataset(session, dataset, 'long-words.json');

async function open(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await visible(page.getByRole('heading', { level: 1 }));
  await settled(page);
}

async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(OUT_DIR, { recursive: true });
  await page.screenshot({ path: join(OUT_DIR, `text-layout-${name}.png`), fullPage: true, animations: 'disabled' });
}

const scrollWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

type Gap = { between: string; gap: number };

/**
 * The space between neighbouring top-level menu items on the same row, measured on what is drawn: from the end of an
 * item's title (or of its dropdown arrow) to the start of the next item's title.
 */
async function menuGaps(page: Page): Promise<Gap[]> {
  const nav = await publicNavigation(page);
  return nav.evaluate((element) => {
    const textBox = (node: Element) => {
      const range = document.createRange();
      range.selectNodeContents(node);
      return range.getBoundingClientRect();
    };
    const items = [...element.querySelectorAll(':scope ul')][0]!.children;
    // Items folded under More are laid out (measured) but not drawn.
    const boxes = [...items].filter((item) => getComputedStyle(item).visibility !== 'hidden').map((item) => {
      const title = item.querySelector('a, span')!;
      const arrow = item.querySelector(':scope > div > button span');
      return { name: title.textContent ?? '', left: textBox(title).left, right: (arrow ? textBox(arrow) : textBox(title)).right, top: textBox(title).top };
    });
    return boxes.slice(1).flatMap((box, index) => {
      const before = boxes[index]!;
      return Math.abs(box.top - before.top) < 4 ? [{ between: `${before.name} | ${box.name}`, gap: Math.round((box.left - before.right) * 10) / 10 }] : [];
    });
  });
}

function expectEvenGaps(gaps: Gap[], label: string): void {
  expect(gaps.length, `${label}: items side by side`).toBeGreaterThan(0);
  const sizes = gaps.map((entry) => entry.gap);
  // At least 10 px between any two items (they were 6 px apart without an arrow), and the same with or without one.
  for (const entry of gaps) expect(entry.gap, `${label}: ${entry.between}`).toBeGreaterThanOrEqual(10);
  expect(Math.max(...sizes) - Math.min(...sizes), `${label}: ${JSON.stringify(gaps)}`).toBeLessThanOrEqual(3);
}

describe('stored text in the public layout, seed content', () => {
  let session: Session;
  beforeAll(async () => {
    session = await openBrowser({ width: 390, height: 844 });
    await session.page.emulateMedia({ reducedMotion: 'reduce' });
  });
  afterAll(() => session.close());

  it('shows the call to action number as one tel: link on one line at 390 px', async () => {
    const { page } = session;
    await open(page, session.url('/'));
    const cta = page.getByRole('region', { name: 'Have a drawing or a specification?' });
    const phone = await visible(cta.getByRole('link', { name: PHONE.display, exact: true }));
    expect(await phone.getAttribute('href')).toBe(PHONE.href);
    const lines = await phone.evaluate((link) => ({
      rects: link.getClientRects().length,
      height: link.getBoundingClientRect().height,
      lineHeight: parseFloat(getComputedStyle(link.closest('p')!).lineHeight),
    }));
    expect(lines.rects).toBe(1);
    expect(lines.height).toBeLessThan(lines.lineHeight * 1.5);
    await phone.scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(OUT_DIR, 'text-layout-cta-390.png'), animations: 'disabled' });
    await expectHealthyPage(page, session.errors, 'home');
  });

  it('keeps the contact page call strip numbers on one line as tel: links at 390 px', async () => {
    const { page } = session;
    await open(page, session.url('/contact-us'));
    const call = await visible(page.getByRole('link', { name: `Call Now: ${PHONE.display}` }));
    expect(await call.getAttribute('href')).toBe(PHONE.href);
    const number = call.getByText(PHONE.display, { exact: true });
    expect(await number.evaluate((span) => span.getClientRects().length)).toBe(1);
  });

  it.each([
    ['a capital letter', '/page/Fencing'],
    ['capitals only', '/PAGE/FENCING'],
    ['a family route in capitals', '/Manufacturing/Fencing'],
  ])('opens the Fencing page from an address with %s (%s)', async (_label, path) => {
    const { page } = session;
    const title = stripTitleSuffix(createSeedDataset().pages.find((p) => p.slug === 'fencing')!.title);
    await open(page, session.url(path));
    await visible(page.getByRole('heading', { level: 1, name: title, exact: true }));
    expect(await page.getByRole('heading', { name: pageTexts.notFoundTitle }).count()).toBe(0);
    await expectHealthyPage(page, session.errors, path);
  });

  it.each([
    { width: 1440, height: 900 },
    { width: 1280, height: 800 },
  ])('spaces the top-level menu items evenly at $width px, with or without a dropdown arrow', async ({ width, height }) => {
    const { page } = session;
    await page.setViewportSize({ width, height });
    await open(page, session.url('/'));
    expectEvenGaps(await menuGaps(page), `seed menu at ${width} px`);
    await page.screenshot({ path: join(OUT_DIR, `text-layout-menu-${width}.png`), clip: { x: 0, y: 0, width, height: 120 } });
    await page.setViewportSize({ width: 390, height: 844 });
  });
});

describe('a 61-character word in every stored text', () => {
  let session: Session;
  const dataset = longWordDataset();
  beforeAll(async () => {
    session = await openBrowser({ width: 390, height: 844 });
    await session.page.emulateMedia({ reducedMotion: 'reduce' });
    await importDataset(session, dataset);
  });
  afterAll(() => session.close());

  it('never widens the page at 390 px', async () => {
    const { page } = session;
    await open(page, session.url('/'));
    await visible(page.getByRole('list', { name: /Our Products/ }).getByRole('heading', { name: LONG_WORD, exact: true }));
    expect(await scrollWidth(page)).toBeLessThanOrEqual(390);
    await screenshot(page, 'home-390');
    const routes = ['/about-us', '/about', '/contact-us', '/careers', '/sitemap', '/privacy', '/page/fencing', '/manufacturing/fencing', '/optimizing'];
    for (const path of routes) {
      await open(page, session.url(path));
      expect(await scrollWidth(page), path).toBeLessThanOrEqual(390);
    }
    // The content page shows the word in its title and its text, beside its gallery and sidebar.
    await open(page, session.url('/page/fencing'));
    await visible(page.getByRole('heading', { level: 1, name: new RegExp(`^${LONG_WORD}`) }));
    await screenshot(page, 'content-page-390');
    // An opening's details (a dialog over the page).
    await open(page, session.url('/careers'));
    const details = page.getByRole('button', { name: /View Details/ }).or(page.getByRole('link', { name: /View Details/ }));
    await (await visible(details)).click();
    const dialog = page.getByRole('dialog');
    await visible(dialog.or(page.getByRole('heading', { name: /Apply/ })));
    expect(await scrollWidth(page)).toBeLessThanOrEqual(390);
    if ((await dialog.count()) > 0) expect((await dialog.first().boundingBox())!.width).toBeLessThanOrEqual(390);
    await expectHealthyPage(page, session.errors, 'long words at 390 px');
  });

  it.each([1280, 1440])('never widens the page at %i px, and keeps the menu items evenly spaced', async (width) => {
    const { page } = session;
    await page.setViewportSize({ width, height: 800 });
    for (const path of ['/', '/page/fencing', '/about-us', '/careers']) {
      await open(page, session.url(path));
      expect(await scrollWidth(page), path).toBeLessThanOrEqual(width);
    }
    expectEvenGaps(await menuGaps(page), `long menu titles at ${width} px`);
    await screenshot(page, `careers-${width}`);
    await open(page, session.url('/'));
    await screenshot(page, `home-${width}`);
    await page.setViewportSize({ width: 390, height: 844 });
  });

  it('opens a page whose slug has an accent from its composed, decomposed and capitalised forms, decoding the address once', async () => {
    const { page } = session;
    for (const path of [`/page/${encodeURIComponent(CAFE_NFC)}`, '/page/cafe%CC%81', '/page/CAFE%CC%81', '/page/CAF%C3%89']) {
      await open(page, session.url(path));
      await visible(page.getByRole('heading', { level: 1, name: 'Caf\u00e9 Railings', exact: true }));
    }
    // "%25" is a percent sign: decoded once, the slug is the text "caf%C3%A9", which names no page.
    await open(page, session.url('/page/caf%25C3%25A9'));
    await visible(page.getByRole('heading', { level: 1, name: pageTexts.notFoundTitle }));
    await expectHealthyPage(page, session.errors, 'accented slugs');
  });
});
