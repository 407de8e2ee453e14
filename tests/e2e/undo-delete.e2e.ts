import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { undoTexts } from '../../src/admin/shared/undo/undo-texts';
import { DATA_TIMEOUT, openAdminSession, settled, visible } from './support/app';
import type { Session } from './support/browser';

/*
 * Undo after delete in the built demo, for each kind of record: delete → confirm → "Deleted — Undo" → Undo, with real
 * clicks; the record is back with its content, where it was (slides, services, products, navigation items), with its
 * images (same pixels and size) and its children.
 */
const SHOTS = join(import.meta.dirname, 'screenshots');

/** The undo notice (page corner, or inside the page dialog for gallery images). */
const undoNotice = (scope: Page | Locator) => scope.getByRole('status', { name: undoTexts.region });

/** Confirms the open delete question. */
async function confirmDelete(page: Page): Promise<void> {
  const dialog = await visible(page.getByRole('alertdialog'));
  await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
  await dialog.waitFor({ state: 'hidden', timeout: DATA_TIMEOUT });
}

/** After a confirmed delete: "Deleted “title”" with Undo; presses it and waits for "Restored “title”.". */
async function undo(scope: Page | Locator, title: string, beforeUndo?: () => Promise<void>): Promise<void> {
  const notice = await visible(undoNotice(scope).filter({ hasText: undoTexts.deleted(title) }));
  await beforeUndo?.();
  await notice.getByRole('button', { name: undoTexts.undo, exact: true }).click();
  await visible(undoNotice(scope).filter({ hasText: undoTexts.restored(title) }));
}

async function openAt(session: Session, path: string, heading: string): Promise<void> {
  await session.page.goto(session.url(path));
  await visible(session.page.getByRole('heading', { level: 2, name: heading, exact: true }));
  await settled(session.page);
}

/** The titles behind a scope's "{prefix}{title}" buttons, in the order shown. */
const titlesOf = (buttons: Locator, prefix: string) =>
  buttons.evaluateAll((all, cut) => all.map((b) => b.getAttribute('aria-label')!.slice(cut)), prefix.length);

/** Each shown image's natural size and a SHA-256 of its pixels at that size. */
const pixelsOf = (images: Locator) =>
  images.evaluateAll(async (all) =>
    Promise.all(
      (all as HTMLImageElement[]).map(async (image) => {
        await image.decode().catch(() => undefined);
        const canvas = document.createElement('canvas');
        canvas.width = image.naturalWidth;
        canvas.height = image.naturalHeight;
        const context = canvas.getContext('2d')!;
        context.drawImage(image, 0, 0);
        const data = context.getImageData(0, 0, canvas.width, canvas.height).data;
        const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', data));
        return `${image.alt} ${image.naturalWidth}x${image.naturalHeight} ${[...digest].map((b) => b.toString(16).padStart(2, '0')).join('')}`;
      }),
    ),
  );

describe('undo after delete in the demo', () => {
  let session: Session;
  beforeAll(async () => {
    session = await openAdminSession({ width: 1280, height: 900 });
  });
  afterAll(() => session?.close());

  it.each([
    ['/admin/slider', 'Slider Management', 'slide'],
    ['/admin/services', 'Services Management', 'service'],
    ['/admin/products', 'Products Management', 'product'],
  ])('puts a deleted %s row back in its place with its content', async (path, heading) => {
    const { page } = session;
    await openAt(session, path, heading);
    const edits = page.getByRole('button', { name: /^Edit: / });
    await visible(edits);
    const before = await titlesOf(edits, 'Edit: ');
    expect(before.length).toBeGreaterThanOrEqual(3);
    const title = before[1]!;
    const item = () => page.getByRole('button', { name: `Edit: ${title}`, exact: true }).locator('xpath=ancestor::*[self::tr or self::li][1]');
    const content = await item().innerText();

    await page.getByRole('button', { name: `Delete: ${title}`, exact: true }).click();
    await confirmDelete(page);
    await undo(page, title, async () => {
      await expect.poll(() => titlesOf(edits, 'Edit: '), { timeout: DATA_TIMEOUT }).toEqual(before.filter((t) => t !== title));
    });
    await expect.poll(() => titlesOf(edits, 'Edit: '), { timeout: DATA_TIMEOUT }).toEqual(before);
    expect(await item().innerText()).toBe(content);
    // Stored so: a reload shows the same.
    await page.reload();
    await expect.poll(() => titlesOf(edits, 'Edit: '), { timeout: DATA_TIMEOUT }).toEqual(before);
    expect(session.errors).toEqual([]);
  });

  it('puts a navigation item back in its place with its sub-items under it', async () => {
    const { page } = session;
    await openAt(session, '/admin/navigation', 'Navigation Management');
    const edits = page.getByRole('button', { name: /^Edit / });
    await visible(edits);
    const before = await titlesOf(edits, 'Edit ');
    const fencing = () => page.getByRole('listitem').filter({ has: page.getByRole('button', { name: 'Edit Fencing', exact: true }) }).last();
    const subtree = await fencing().innerText();
    expect(subtree).toContain('Chain Link Fencing');

    await page.getByRole('button', { name: 'Delete Fencing', exact: true }).click();
    await confirmDelete(page);
    await undo(page, 'Fencing', async () => {
      await expect.poll(() => titlesOf(edits, 'Edit '), { timeout: DATA_TIMEOUT }).not.toContain('Fencing');
    });
    await expect.poll(() => titlesOf(edits, 'Edit '), { timeout: DATA_TIMEOUT }).toEqual(before);
    expect(await fencing().innerText()).toBe(subtree);
    await page.screenshot({ path: join(SHOTS, 'undo-navigation-restored.png') });
    expect(session.errors).toEqual([]);
  });

  it('puts a deleted gallery image back on its page with the same pixels and size', async () => {
    const { page } = session;
    await openAt(session, '/admin/pages', 'Page Management');
    await page.getByRole('searchbox', { name: 'Search pages' }).fill('welded-mesh-panels');
    await page.getByRole('button', { name: /^Edit Welded Mesh/ }).click();
    const dialog = await visible(page.getByRole('dialog', { name: 'Edit Page' }));
    const images = dialog.getByRole('region', { name: 'Page Gallery' }).getByRole('img');
    await visible(images);
    await expect.poll(async () => (await pixelsOf(images)).length, { timeout: DATA_TIMEOUT }).toBeGreaterThanOrEqual(2);
    const before = await pixelsOf(images);
    const deletes = dialog.getByRole('button', { name: /^Delete image / });
    const first = (await titlesOf(deletes, ''))[0]!;
    await dialog.getByRole('button', { name: first, exact: true }).click();
    await confirmDelete(page);
    const title = before[0]!.split(' ').slice(0, -2).join(' ');
    await undo(dialog, title, async () => {
      await expect.poll(async () => (await pixelsOf(images)).length, { timeout: DATA_TIMEOUT }).toBe(before.length - 1);
      await page.screenshot({ path: join(SHOTS, 'undo-gallery-offered.png') });
    });
    // Back on its page; an image has no order of its own (the contract has no image reorder): it comes back last.
    await expect.poll(() => pixelsOf(images), { timeout: DATA_TIMEOUT }).toEqual([...before.slice(1), before[0]]);
    expect(session.errors).toEqual([]);
  });

  it('puts a deleted page back with its content, its gallery (same pixels) and the pages under it', async () => {
    const { page } = session;
    await openAt(session, '/admin/pages', 'Page Management');
    const search = page.getByRole('searchbox', { name: 'Search pages' });
    await search.fill('fencing');
    const row = () => page.getByRole('row').filter({ has: page.getByRole('cell', { name: 'fencing', exact: true }) });
    await visible(row());
    const title = (await row().getByRole('cell').first().innerText()).trim();
    const cells = async () => (await row().getByRole('cell').allInnerTexts()).slice(0, 4);
    const shown = await cells();

    const openEditor = async () => {
      await row().getByRole('button', { name: `Edit ${title}`, exact: true }).click();
      const dialog = await visible(page.getByRole('dialog', { name: 'Edit Page' }));
      const images = dialog.getByRole('region', { name: 'Page Gallery' }).getByRole('img');
      await expect.poll(async () => (await pixelsOf(images)).length, { timeout: DATA_TIMEOUT }).toBeGreaterThan(0);
      const state = { content: await dialog.getByRole('textbox', { name: 'Content' }).innerHTML(), pixels: await pixelsOf(images) };
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });
      return state;
    };
    const before = await openEditor();
    const childRow = page.getByRole('row').filter({ has: page.getByRole('cell', { name: 'chain-link-fencing', exact: true }) });

    await row().getByRole('button', { name: `Delete ${title}`, exact: true }).click();
    await confirmDelete(page);
    await undo(page, title, async () => {
      await row().waitFor({ state: 'detached', timeout: DATA_TIMEOUT });
      await page.screenshot({ path: join(SHOTS, 'undo-offered.png') });
    });
    await visible(row());
    expect(await cells()).toEqual(shown);
    expect(await openEditor()).toEqual(before);
    // The page under it is under it again (its gallery, inherited from it, shows the same images).
    await search.fill('chain-link');
    await visible(childRow);
    await childRow.getByRole('button', { name: /^Edit / }).click();
    const child = await visible(page.getByRole('dialog', { name: 'Edit Page' }));
    await expect.poll(() => child.getByLabel(/^Parent Page/).evaluate((select) => (select as HTMLSelectElement).selectedOptions[0]?.text.trim() ?? ''), { timeout: DATA_TIMEOUT }).toBe(title);
    expect(session.errors).toEqual([]);
  });
});

describe('the undo notice at 1440, 1280 and 390 px', () => {
  it.each([1440, 1280, 390])('stays in view at %i px, clear of the page notices, and restores', async (width) => {
    const session = await openAdminSession({ width, height: width < 600 ? 844 : 900 });
    try {
      const { page } = session;
      await openAt(session, '/admin/slider', 'Slider Management');
      const edits = page.getByRole('button', { name: /^Edit: / });
      await visible(edits);
      const title = (await titlesOf(edits, 'Edit: '))[0]!;
      await page.getByRole('button', { name: `Delete: ${title}`, exact: true }).click();
      await confirmDelete(page);
      const notice = await visible(undoNotice(page).filter({ hasText: undoTexts.deleted(title) }));
      const pageNotice = await visible(page.getByRole('region', { name: 'Notifications' }).getByRole('status').first());
      const [box, other] = [(await notice.boundingBox())!, (await pageNotice.boundingBox())!];
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(width);
      const overlaps = box.x < other.x + other.width && other.x < box.x + box.width && box.y < other.y + other.height && other.y < box.y + box.height;
      expect(overlaps).toBe(false);
      await page.screenshot({ path: join(SHOTS, `undo-offered-${width}.png`) });
      await notice.getByRole('button', { name: undoTexts.undo, exact: true }).click();
      await visible(undoNotice(page).filter({ hasText: undoTexts.restored(title) }));
      await page.screenshot({ path: join(SHOTS, `undo-restored-${width}.png`) });
      expect(session.errors).toEqual([]);
    } finally {
      await session.close();
    }
  });
});
