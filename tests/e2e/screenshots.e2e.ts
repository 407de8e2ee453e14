import { mkdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_PUBLIC_ROUTES, expectHealthyPage, settled, visible } from './support/app';
import { openBrowser, type Session } from './support/browser';

// Gitignored: a visual record of every public route for review, not compared against a baseline.
const OUT_DIR = resolve(import.meta.dirname, 'screenshots');

const VIEWPORTS = [
  { label: 'desktop', width: 1280, height: 800 },
  { label: 'mobile', width: 390, height: 844 },
] as const;

describe.each(VIEWPORTS)('full-page screenshots at $width px', ({ width, height }) => {
  let session: Session;
  beforeAll(async () => {
    mkdirSync(OUT_DIR, { recursive: true });
    session = await openBrowser({ width, height });
    // A still slider: the first slide, whenever the shot is taken.
    await session.page.emulateMedia({ reducedMotion: 'reduce' });
  });
  afterAll(() => session.close());

  it.each(ALL_PUBLIC_ROUTES.map((route) => [route.name, route.path] as const))('writes %s (%s)', async (name, path) => {
    const { page } = session;
    await page.goto(session.url(path));
    await visible(page.getByRole('heading', { level: 1 }));
    await settled(page);
    const file = join(OUT_DIR, `${name}-${width}.png`);
    await page.screenshot({ path: file, fullPage: true, animations: 'disabled' });
    expect(statSync(file).size).toBeGreaterThan(10_000);
    // The layout fits the viewport: nothing forces a sideways scroll.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await expectHealthyPage(page, session.errors, path);
  });
});
