import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { download, openAdminSession, message, openSection, scratchDir, visible } from './support/app';
import type { Session } from './support/browser';

type ExportedDataset = { pages: Array<{ id: number; title: string }> } & Record<string, unknown>;

async function openPanel(page: Page) {
  await page.getByRole('button', { name: 'Demo data', exact: true }).click();
  const panel = page.getByRole('dialog', { name: 'Demo data' });
  await visible(panel.getByRole('button', { name: 'Export data' }));
  return panel;
}

describe('the Demo data panel of the back office', () => {
  const files = scratchDir();
  let session: Session;
  let exported: ExportedDataset;

  beforeAll(async () => {
    session = await openAdminSession();
  });
  afterAll(() => session.close());

  it('exports the whole dataset as a JSON file', async () => {
    const { page } = session;
    const panel = await openPanel(page);
    const { file, bytes } = await download(page, () => panel.getByRole('button', { name: 'Export data' }).click());
    expect(file.suggestedFilename()).toMatch(/^ironcrest-dataset-\d{4}-\d{2}-\d{2}\.json$/);
    exported = JSON.parse(bytes.toString('utf8')) as ExportedDataset;
    expect(Object.keys(exported)).toEqual(expect.arrayContaining(['navigation', 'pages', 'sliderItems', 'products', 'seoSettings', 'files']));
    expect(exported.pages.length).toBeGreaterThan(10);
    await visible(panel.getByText(`Exported ${file.suggestedFilename()}.`));
  });

  it('refuses a broken file with a clear error and changes nothing', async () => {
    const { page } = session;
    const panel = page.getByRole('dialog', { name: 'Demo data' });
    const input = panel.getByLabel('Import a dataset file (.json)');
    const notJson = join(files, 'broken.json');
    writeFileSync(notJson, '{ "pages": [ ');
    await input.setInputFiles(notJson);
    await visible(message(panel, 'This file is not valid JSON. Choose a file exported with "Export data".'));
    const wrongShape = join(files, 'wrong-shape.json');
    writeFileSync(wrongShape, JSON.stringify({ ...exported, pages: 'none' }));
    await input.setInputFiles(wrongShape);
    await visible(message(panel, /^This file is not a valid dataset \(pages: .+\)\. Nothing was changed\.$/));
    expect(await page.getByRole('alertdialog').count()).toBe(0);
    await page.keyboard.press('Escape');
    await openSection(page, 'Page Management');
    await visible(page.getByRole('cell', { name: exported.pages[0]?.title, exact: true }));
  });

  it('imports a prepared file after confirmation, then resets to the seed data after confirmation', async () => {
    const { page } = session;
    const [first] = exported.pages;
    const prepared = join(files, 'prepared-demo.json');
    const renamed = `Prepared for the board meeting ${Date.now()}`;
    writeFileSync(prepared, JSON.stringify({ ...exported, pages: exported.pages.map((p) => (p.id === first?.id ? { ...p, title: renamed } : p)) }));
    let panel = await openPanel(page);
    await panel.getByLabel('Import a dataset file (.json)').setInputFiles(prepared);
    let confirm = page.getByRole('alertdialog', { name: 'Import demo data' });
    await visible(confirm.getByText(/^Replace all content with prepared-demo\.json\?/));
    await confirm.getByRole('button', { name: 'Import' }).click();
    await visible(message(panel, 'Imported prepared-demo.json.'));
    await page.keyboard.press('Escape');
    await visible(page.getByRole('cell', { name: renamed, exact: true }));

    panel = await openPanel(page);
    await panel.getByRole('button', { name: 'Reset to seed data' }).click();
    confirm = page.getByRole('alertdialog', { name: 'Reset demo data' });
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await panel.getByRole('button', { name: 'Reset to seed data' }).click();
    await confirm.getByRole('button', { name: 'Reset' }).click();
    await visible(message(panel, 'Demo data reset to the seed content.'));
    await page.keyboard.press('Escape');
    await visible(page.getByRole('cell', { name: first?.title, exact: true }));
    expect(await page.getByRole('cell', { name: renamed, exact: true }).count()).toBe(0);
    expect(session.errors).toEqual([]);
  });
});
