import type { FrameLocator, Locator, Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { createSeedDataset } from '../../fixtures/seed-dataset';
import { previewTexts } from '../../src/admin/shared/preview/preview-texts';
import type { Session } from './support/browser';
import { DATA_TIMEOUT, openAdminSession, openSection, visible } from './support/app';

/*
 * The live preview of the built demo in Chromium: an editor types into a page, a slide, the homepage and the About
 * content, opens Preview and sees the public page with the unsaved text at desktop and phone width, with nothing
 * written to the server and the preview document kept out of search engines.
 */

/** A write of the .php contract (create_, update_, delete_, upload_, submit_, reorder …): none may leave the preview. */
const WRITE = /\/(create|update|delete|upload|submit|save|reorder|demo_import)[a-z_]*\.php/i;

let session: Session | null = null;
afterEach(async () => {
  await session?.close();
  session = null;
});

/** Signs in at 1440 px and counts every write request of the context (the page and its frames). */
async function editorSession(): Promise<{ page: Page; writes: string[] }> {
  session = await openAdminSession({ width: 1440, height: 900 });
  const writes: string[] = [];
  session.context.on('request', (request) => {
    if (WRITE.test(request.url())) writes.push(`${request.method()} ${request.url()}`);
  });
  return { page: session.page, writes };
}

/** Replaces a field's text with `text`, typed with real key events. */
async function retype(page: Page, field: Locator, text: string): Promise<void> {
  await field.click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(text);
}

const previewFrame = (scope: Locator): FrameLocator => scope.frameLocator(`iframe[title="${previewTexts.frameTitle}"]`);

/** Opens the form's preview and waits for the public page in it. */
async function openPreview(scope: Locator): Promise<FrameLocator> {
  await scope.getByRole('button', { name: previewTexts.open, exact: true }).click();
  const frame = previewFrame(scope);
  await visible(frame.getByRole('navigation', { name: 'Main' }));
  return frame;
}

/** The preview document's robots tag: noindex, whatever the page's own head says. */
async function robotsOf(page: Page): Promise<string[]> {
  const frame = page.frames().find((candidate) => candidate.url().includes('/admin/preview'));
  if (!frame) return [];
  return frame.locator('meta[name="robots"]').evaluateAll((tags) => tags.map((tag) => tag.getAttribute('content') ?? ''));
}

/** Switches the preview to phone width: the public CSS's phone layout shows the menu toggle. */
async function atPhoneWidth(scope: Locator, frame: FrameLocator): Promise<void> {
  const toggle = frame.getByRole('button', { name: 'Toggle navigation menu' });
  await expect(toggle.isVisible()).resolves.toBe(false);
  await scope.getByRole('button', { name: previewTexts.phone }).click();
  await visible(toggle);
  expect(await frame.locator('body').evaluate((body) => body.ownerDocument.defaultView?.innerWidth)).toBe(390);
}

describe('live preview', () => {
  it("shows a page's unsaved title and content at desktop and phone width, with its search result and card, and writes nothing", async () => {
    const { page, writes } = await editorSession();
    const fencing = createSeedDataset().pages.find((candidate) => candidate.slug === 'fencing')!;
    await openSection(page, 'Page Management');
    await page.getByRole('button', { name: `Edit ${fencing.title}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Page' });
    await retype(page, await visible(dialog.getByLabel(/^Title/)), 'Galvanised fencing, previewed');
    await retype(page, await visible(dialog.getByRole('textbox', { name: 'Content' })), 'Typed in the editor and not saved.');
    await retype(page, dialog.getByLabel(/^Meta Description/), 'A typed description for search results.');

    const frame = await openPreview(dialog);
    await visible(frame.getByRole('heading', { level: 1, name: 'Galvanised fencing, previewed' }));
    await visible(frame.getByText('Typed in the editor and not saved.'));
    // It follows the editor as they type.
    await retype(page, dialog.getByLabel(/^Title/), 'Galvanised fencing, typed further');
    await visible(frame.getByRole('heading', { level: 1, name: 'Galvanised fencing, typed further' }));

    const snippet = dialog.getByRole('region', { name: previewTexts.snippetHeading });
    await visible(snippet.getByText(/^Galvanised fencing, typed further/));
    await visible(snippet.getByText('A typed description for search results.'));
    await visible(snippet.getByText(/› page › fencing$/));
    const card = dialog.getByRole('region', { name: previewTexts.cardHeading });
    await visible(card.getByText('A typed description for search results.'));

    await atPhoneWidth(dialog, frame);
    await visible(frame.getByRole('heading', { level: 1, name: 'Galvanised fencing, typed further' }));
    expect(await robotsOf(page)).toEqual(['noindex, nofollow']);
    // Its address is under the back office robots.txt keeps crawlers out of, and no sitemap names it.
    expect(await (await fetch(session!.url('/robots.txt'))).text()).toMatch(/^Disallow: \/admin$/m);
    expect(await (await fetch(session!.url('/sitemap.xml'))).text()).not.toContain('/admin');

    // Closed without saving: the store still has the page as it was, and nothing was sent.
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await (await visible(page.getByRole('button', { name: 'Discard changes' }))).click();
    await visible(page.getByRole('button', { name: `Edit ${fencing.title}` }));
    expect(writes).toEqual([]);
    expect(session!.errors).toEqual([]);
  });

  it("shows a slide's unsaved text in the hero", async () => {
    const { page, writes } = await editorSession();
    const slide = createSeedDataset().sliderItems[1]!;
    await openSection(page, 'Slider Management');
    await page.getByRole('button', { name: `Edit: ${slide.title}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Slider Item' });
    await retype(page, await visible(dialog.getByLabel(/^Title/)), 'A slide typed now');
    await retype(page, dialog.getByLabel(/^Description/), 'Its description, not saved.');
    const frame = await openPreview(dialog);
    await visible(frame.getByRole('heading', { level: 2, name: /A slide typed now/ }));
    await visible(frame.getByText('Its description, not saved.'));
    await atPhoneWidth(dialog, frame);
    await visible(frame.getByText('Its description, not saved.'));
    expect(await robotsOf(page)).toEqual(['noindex, nofollow']);
    expect(writes).toEqual([]);
    expect(session!.errors).toEqual([]);
  });

  it('shows the homepage and About content as typed', async () => {
    const { page, writes } = await editorSession();
    await openSection(page, 'Content Management');
    const homepage = page.getByRole('tabpanel');
    // The products block's heading (the hero texts show only when no slide is active).
    const productsTitle = await visible(homepage.getByRole('group', { name: 'Products Section' }).getByLabel(/^Title/));
    await retype(page, productsTitle, 'Steel, previewed before saving');
    const frame = await openPreview(homepage);
    await visible(frame.getByText('Steel, previewed before saving').first());
    await retype(page, productsTitle, 'Steel, typed while previewing');
    await visible(frame.getByText('Steel, typed while previewing').first());
    await atPhoneWidth(homepage, frame);
    await visible(frame.getByText('Steel, typed while previewing').first());
    expect(await robotsOf(page)).toEqual(['noindex, nofollow']);

    await page.getByRole('tab', { name: /About/ }).click();
    await (await visible(page.getByRole('button', { name: 'Discard changes' }))).click();
    const about = page.getByRole('tabpanel');
    const mission = await visible(about.getByLabel(/^Mission/), DATA_TIMEOUT);
    await retype(page, mission, 'A mission typed in the preview test.');
    const aboutFrame = await openPreview(about);
    await visible(aboutFrame.getByText('A mission typed in the preview test.'));
    expect(writes).toEqual([]);
    expect(session!.errors).toEqual([]);
  });
});
