import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { download, message, openSection, parseCsv, visible } from './app';
import type { JourneyData } from './journey-data';

const UTF8_BOM = [0xef, 0xbb, 0xbf];

/** Names of the items behind a list of "Edit: {title}" buttons, in the order shown. */
async function editTargets(scope: Locator): Promise<string[]> {
  await visible(scope.getByRole('button', { name: /^Edit: / }));
  const labels = await scope.getByRole('button', { name: /^Edit: / }).evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-label') ?? ''));
  return labels.map((label) => label.replace(/^Edit: /, ''));
}

/** Exports a submissions table and returns its rows, after checking the file name and the UTF-8 byte-order mark. */
async function exportCsv(page: Page, fileName: RegExp): Promise<string[][]> {
  const { file, bytes } = await download(page, () => page.getByRole('button', { name: 'Export CSV' }).click());
  expect(file.suggestedFilename()).toMatch(fileName);
  expect([...bytes.subarray(0, 3)]).toEqual(UTF8_BOM);
  return parseCsv(bytes.subarray(3).toString('utf8'));
}

export const exportContactCsv = (page: Page) => exportCsv(page, /^contact_submissions_\d{4}-\d{2}-\d{2}\.csv$/);
export const exportCareerCsv = (page: Page) => exportCsv(page, /^career_applications_\d{4}-\d{2}-\d{2}\.csv$/);

/** Downloads the resume of the application from `name` (its row's Resume button). */
export async function downloadResume(page: Page, name: string): Promise<{ name: string; bytes: Buffer }> {
  const row = page.getByRole('row').filter({ hasText: name });
  const { file, bytes } = await download(page, () => row.getByRole('button', { name: 'Resume', exact: true }).click());
  return { name: file.suggestedFilename(), bytes };
}

/** Page Management: Add Page with a title, slug and rich-text content; the table then lists it. */
export async function createPage(page: Page, input: JourneyData['page']): Promise<void> {
  await openSection(page, 'Page Management');
  await page.getByRole('button', { name: 'Add Page' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Page' });
  await dialog.getByLabel(/^Title/).fill(input.title);
  await dialog.getByLabel(/^Slug/).fill(input.slug);
  const editor = await visible(dialog.getByRole('textbox', { name: 'Content' }));
  await editor.click();
  await page.keyboard.type(input.content);
  await dialog.getByRole('button', { name: 'Save Page' }).click();
  await visible(message(page, 'Page created successfully!'));
  await visible(page.getByRole('cell', { name: input.title, exact: true }));
}

/** Navigation Management: a top-level item with "Has page", so the public menu links it to /page/{slug}. */
export async function createNavigationItem(page: Page, input: JourneyData['navigation']): Promise<void> {
  await openSection(page, 'Navigation Management');
  await page.getByRole('button', { name: 'Add Navigation Item' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Navigation Item' });
  await dialog.getByLabel(/^Title/).fill(input.title);
  await dialog.getByLabel(/^Slug/).fill(input.slug);
  await dialog.getByRole('checkbox', { name: 'Has page' }).check();
  await dialog.getByRole('button', { name: 'Save Item' }).click();
  await visible(message(page, 'Navigation item created!'));
}

/** Slider Management: moves the first slide down one place; returns the order before and after a reload. */
export async function moveFirstSlideDown(page: Page): Promise<{ before: string[]; after: string[] }> {
  const list = page.getByRole('list', { name: 'Slider items' });
  const before = await editTargets(list);
  await list.getByRole('button', { name: `Move down: ${before[0]}` }).click();
  await expect.poll(() => editTargets(list)).toEqual([before[1], before[0], ...before.slice(2)]);
  // The new order is saved at once; a reload shows what the store kept.
  await expect
    .poll(async () => {
      await page.reload();
      return editTargets(page.getByRole('list', { name: 'Slider items' }));
    })
    .toEqual([before[1], before[0], ...before.slice(2)]);
  return { before, after: await editTargets(list) };
}

/** Products Management: moves the first product down one place; returns the order before and after a reload. */
export async function moveFirstProductDown(page: Page): Promise<{ before: string[]; after: string[] }> {
  const table = page.getByRole('table');
  const before = await editTargets(table);
  await table.getByRole('button', { name: `Move down: ${before[0]}` }).click();
  await expect.poll(() => editTargets(table)).toEqual([before[1], before[0], ...before.slice(2)]);
  await expect
    .poll(async () => {
      await page.reload();
      return editTargets(page.getByRole('table'));
    })
    .toEqual([before[1], before[0], ...before.slice(2)]);
  return { before, after: await editTargets(table) };
}

/** The heading of the slide the home page shows first (title and highlight). */
export async function publicSlideTitle(page: Page): Promise<string> {
  const slide = page.getByRole('group').filter({ has: page.getByRole('heading', { level: 2 }) }).first();
  await visible(page.getByTestId('slide-counter'));
  return ((await slide.getByRole('heading', { level: 2 }).textContent()) ?? '').replace(/\s+/g, ' ').trim();
}

/** The product titles of the home page's Our Products grid, in order. */
export async function publicProductTitles(page: Page): Promise<string[]> {
  const headings = page.getByRole('list', { name: 'Our Products' }).getByRole('heading', { level: 3 });
  await visible(headings);
  return (await headings.allTextContents()).map((text) => text.trim());
}
