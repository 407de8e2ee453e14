import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ruleMessages } from '../../src/domain/messages';
import { openAdminSession, message, settled, visible } from './support/app';
import type { Session } from './support/browser';

// The seed's "Fencing Solutions" page has the slug fencing.
const FENCING = 'Fencing Solutions - Ironcrest Steel Industries';
const ARABIC_TITLE = 'حلول السياج الفولاذي';
const ARABIC_SLUG = 'حلول-السياج-الفولاذي';
const SHOTS = process.env.E2E_SCREENSHOT_DIR ?? '/tmp/slugs-e2e-shots';

// Typed with real key events in the built demo: every page keeps an address of its own, in any script.
describe('page slugs', () => {
  let session: Session;
  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    session = await openAdminSession();
  });
  afterAll(() => session.close());

  it('derives a slug from an Arabic title, saves the page and opens it at its address', async () => {
    const { page } = session;
    await page.goto(session.url('/admin/pages'));
    await visible(page.getByRole('heading', { level: 2, name: 'Page Management' }));
    await page.getByRole('button', { name: 'Add Page' }).click();
    const dialog = await visible(page.getByRole('dialog', { name: 'Add Page' }));
    await dialog.getByLabel(/^Title/).click();
    await page.keyboard.type(ARABIC_TITLE);
    await expect.poll(() => dialog.getByRole('textbox', { name: /^Slug/ }).inputValue()).toBe(ARABIC_SLUG);
    await visible(dialog.getByRole('textbox', { name: 'Content' }));
    await dialog.getByRole('textbox', { name: 'Content' }).click();
    await page.keyboard.type('سياج من الفولاذ المجلفن');
    await dialog.getByRole('button', { name: 'Save Page' }).click();
    await visible(message(page, 'Page created successfully!'));
    await dialog.waitFor({ state: 'hidden' });

    // The address as a browser sends it (percent-encoded UTF-8), and as a person types it (the letters themselves).
    for (const address of [`/page/${encodeURIComponent(ARABIC_SLUG)}`, `/page/${ARABIC_SLUG}`]) {
      await page.goto(session.url(address));
      await visible(page.getByRole('heading', { level: 1, name: ARABIC_TITLE }));
      await settled(page);
      expect(await page.locator('main').innerText()).toContain('سياج من الفولاذ المجلفن');
    }
    for (const width of [1440, 1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: `${SHOTS}/arabic-page-${width}.png` });
    }
    await page.setViewportSize({ width: 1280, height: 900 });
  });

  it('refuses a slug another page has at the slug field, with focus on it, and the other page keeps its address', async () => {
    const { page } = session;
    await page.goto(session.url('/admin/pages'));
    await visible(page.getByRole('heading', { level: 2, name: 'Page Management' }));
    await page.getByRole('button', { name: 'Add Page' }).click();
    const dialog = await visible(page.getByRole('dialog', { name: 'Add Page' }));
    await dialog.getByLabel(/^Slug/).click();
    await page.keyboard.type('fencing');
    await dialog.getByLabel(/^Title/).click();
    await page.keyboard.type('Fencing');
    await dialog.getByRole('button', { name: 'Save Page' }).click();

    const refusal = ruleMessages.slugTaken('fencing', ruleMessages.slugOwnerPage(FENCING));
    const slug = dialog.getByRole('textbox', { name: /^Slug/ });
    await visible(dialog.getByText(refusal));
    expect(await slug.getAttribute('aria-invalid')).toBe('true');
    expect(await slug.evaluate((element) => element === document.activeElement)).toBe(true);
    for (const width of [1440, 1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await slug.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SHOTS}/slug-taken-${width}.png` });
    }
    await page.setViewportSize({ width: 1280, height: 900 });
    expect(await message(page, 'Page created successfully!').count()).toBe(0);

    // Cleared, the slug follows the title again and is numbered past the taken one.
    await slug.fill('');
    await dialog.getByLabel(/^Title/).fill('');
    await page.keyboard.type('Fencing');
    await expect.poll(() => slug.inputValue()).toBe('fencing-2');
    await dialog.getByRole('button', { name: 'Save Page' }).click();
    await visible(message(page, 'Page created successfully!'));

    await page.goto(session.url('/page/fencing'));
    await visible(page.getByRole('heading', { level: 1, name: /^Fencing Solutions/ }));
    await page.goto(session.url('/page/fencing-2'));
    await visible(page.getByRole('heading', { level: 1, name: 'Fencing', exact: true }));
  });
});
