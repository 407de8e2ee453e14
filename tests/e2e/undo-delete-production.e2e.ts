import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { undoTexts } from '../../src/admin/shared/undo/undo-texts';
import { flattenNavigation } from '../../src/domain/navigation-tree';
import { DATA_TIMEOUT, logIn, openSection, visible } from './support/app';
import type { Session } from './support/browser';
import { apiRepository } from './support/build';
import { startProductionSite, type ProductionSite } from './support/production-site';

/*
 * Undo after delete in a production build (VITE_DATA_ADAPTER=http) against the strict server: what the server is sent
 * (.php calls in order) and what it then stores, for a page with gallery images and pages under it, and a navigation
 * item with sub-items. The contract has no restore call: an undo is a re-create with a new id.
 */
const KEY = 'undo-delete-key';

describe('undo after delete in a production build on the strict server', () => {
  let production: ProductionSite;
  let session: Session;

  beforeAll(async () => {
    production = await startProductionSite({ key: KEY, viewport: { width: 1280, height: 900 } });
    session = production.session;
    await session.page.goto(production.url('/admin'));
    await logIn(session.page);
  }, 420_000);
  afterAll(() => production?.close());

  /** The .php writes the browser sends while `action` runs (reads left out). */
  async function writesDuring(action: () => Promise<void>): Promise<string[]> {
    const sent: string[] = [];
    const listen = (request: { method(): string; url(): string }) => {
      if (request.method() === 'POST') sent.push(new URL(request.url()).pathname.split('/').pop()!);
    };
    session.page.on('request', listen);
    try {
      await action();
    } finally {
      session.page.off('request', listen);
    }
    return sent;
  }

  /** Presses Undo on the "Deleted “title”" notice and waits for "Restored “title”.". */
  async function undo(title: string): Promise<void> {
    const { page } = session;
    const notice = await visible(page.getByRole('status', { name: undoTexts.region }).filter({ hasText: undoTexts.deleted(title) }));
    await notice.getByRole('button', { name: undoTexts.undo, exact: true }).click();
    await visible(page.getByRole('status', { name: undoTexts.region }).filter({ hasText: undoTexts.restored(title) }), 60_000);
  }

  async function confirmDelete(): Promise<void> {
    const dialog = await visible(session.page.getByRole('alertdialog'));
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
    await dialog.waitFor({ state: 'hidden', timeout: DATA_TIMEOUT });
  }

  it('re-creates a page with its gallery images and puts the pages under it back under it', async () => {
    const { page } = session;
    const store = apiRepository(production.api, KEY);
    const fencing = (await store.pages.list()).find((stored) => stored.slug === 'fencing')!;
    const images = (await store.pageImages.gallery(fencing.id)).images.filter((image) => image.page_id === fencing.id);
    expect(images.length).toBeGreaterThan(0);
    const children = (await store.pages.list()).filter((stored) => stored.parent_id === fencing.id);
    expect(children.length).toBeGreaterThan(0);
    // Pages showing its gallery as theirs (custom): the delete turns them to their own gallery, the undo back.
    const borrowers = (await store.pages.list()).filter((stored) => stored.gallery_inheritance_type === 'custom' && stored.gallery_inheritance_id === fencing.id);

    await openSection(page, 'Page Management');
    await page.getByRole('searchbox', { name: 'Search pages' }).fill('fencing');
    await page.getByRole('button', { name: `Delete ${fencing.title}`, exact: true }).click();
    await confirmDelete();
    expect((await store.pages.list()).some((stored) => stored.slug === 'fencing')).toBe(false);

    const sent = await writesDuring(() => undo(fencing.title));
    expect(sent).toEqual([
      'create_page.php',
      ...images.map(() => 'upload_page_image.php'),
      ...children.map(() => 'update_page.php'),
      ...borrowers.map(() => 'update_page.php'),
    ]);
    const pages = await store.pages.list();
    const back = pages.find((stored) => stored.slug === 'fencing')!;
    expect(back.id).not.toBe(fencing.id);
    expect(back).toMatchObject({ title: fencing.title, content: fencing.content, parent_id: fencing.parent_id, gallery_inheritance_type: fencing.gallery_inheritance_type });
    for (const child of children) expect(pages.find((stored) => stored.id === child.id)?.parent_id).toBe(back.id);
    for (const borrower of borrowers) {
      expect(pages.find((stored) => stored.id === borrower.id)).toMatchObject({ gallery_inheritance_type: 'custom', gallery_inheritance_id: back.id });
    }
    const restored = (await store.pageImages.gallery(back.id)).images;
    expect(restored.map((image) => [image.page_id, image.image_title, image.image_description])).toEqual(
      images.map((image) => [back.id, image.image_title, image.image_description]),
    );
    // Each file is stored again (an SVG seed image as a PNG of the same picture: uploads refuse SVG).
    for (const image of restored) expect((await store.files.readImage('page_images', image.image_filename)).blob.size).toBeGreaterThan(0);
    // The public address still finds it (menus refer to pages by slug, which is kept).
    expect((await store.pages.content({ slug: 'fencing' })).pm_title).toBe(fencing.title);
    expect(session.errors).toEqual([]);
  }, 180_000);

  it('re-creates a navigation item in its place and moves its sub-items back under it', async () => {
    const { page } = session;
    const store = apiRepository(production.api, KEY);
    const item = flattenNavigation(await store.navigation.tree({ includeInactive: true })).find((node) => node.slug === 'animal-handling-equipment')!;
    expect(item.children.length).toBeGreaterThan(0);

    await page.goto(production.url('/admin/navigation'));
    await visible(page.getByRole('heading', { level: 2, name: 'Navigation Management', exact: true }));
    await page.getByRole('button', { name: `Delete ${item.title}`, exact: true }).click();
    await confirmDelete();

    const sent = await writesDuring(() => undo(item.title));
    expect(sent).toEqual(['create_navigation.php', ...item.children.map(() => 'update_navigation.php')]);
    const back = flattenNavigation(await store.navigation.tree({ includeInactive: true })).find((node) => node.slug === item.slug)!;
    expect(back.id).not.toBe(item.id);
    expect(back).toMatchObject({ title: item.title, parent_id: item.parent_id, order_index: item.order_index, icon: item.icon, has_page: item.has_page });
    expect(back.children.map((child) => [child.id, child.title, child.order_index])).toEqual(
      item.children.map((child) => [child.id, child.title, child.order_index]),
    );
    expect(session.errors).toEqual([]);
  }, 180_000);
});
