import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { download, openAdminSession, message, openSection, scratchDir, visible } from './support/app';
import type { Session } from './support/browser';

type ExportedDataset = {
  pages: Array<{ id: number; title: string }>;
  sliderItems: Array<{ id: number }>;
  contactSubmissions: Array<{ id: number; name: string }>;
} & Record<string, unknown>;

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
    await visible(message(panel, /^wrong-shape\.json was not imported: it breaks the site's rules in one place\. Nothing was changed\.Pages: /));
    expect(await page.getByRole('alertdialog').count()).toBe(0);
    await page.keyboard.press('Escape');
    await openSection(page, 'Page Management');
    await visible(page.getByRole('cell', { name: exported.pages[0]?.title, exact: true }));
  });

  it('refuses a file with six slides before asking anything, naming the rule and the table', async () => {
    const { page } = session;
    const panel = await openPanel(page);
    const [slide] = exported.sliderItems;
    const sixSlides = join(files, 'six-slides.json');
    writeFileSync(sixSlides, JSON.stringify({ ...exported, sliderItems: Array.from({ length: 6 }, (_, index) => ({ ...slide, id: 500 + index })) }));
    await panel.getByLabel('Import a dataset file (.json)').setInputFiles(sixSlides);
    const refusal = await visible(message(panel, /^six-slides\.json was not imported/));
    expect(await refusal.getByRole('listitem').allTextContents()).toEqual([
      'Slider items: the file has 6 slides, but the slider holds at most 5 ("Maximum 5 slider items allowed!")',
    ]);
    expect(await page.getByRole('alertdialog').count()).toBe(0);
    expect(await panel.getByRole('progressbar').count()).toBe(0);
    await page.keyboard.press('Escape');
  });

  it('imports a large file with a progress bar, reports success only once it is stored, and the screens show it', async () => {
    const { page } = session;
    const [row] = exported.contactSubmissions;
    const large = join(files, 'large-demo.json');
    const total = 20_000;
    const contactSubmissions = Array.from({ length: total }, (_, index) => ({ ...row, id: index + 1, name: `Large Import Buyer ${index + 1}` }));
    writeFileSync(large, JSON.stringify({ ...exported, contactSubmissions }));
    const panel = await openPanel(page);
    await panel.getByLabel('Import a dataset file (.json)').setInputFiles(large);
    const confirm = page.getByRole('alertdialog', { name: 'Import demo data' });
    await visible(confirm.getByText(/^Replace all content with large-demo\.json\?/));
    const started = Date.now();
    await confirm.getByRole('button', { name: 'Import' }).click();
    const bar = await visible(panel.getByRole('progressbar', { name: 'Import progress' }));
    // Determinate once the parts are counted: the bar's maximum is the number of records in the file.
    await expect.poll(async () => Number(await bar.getAttribute('max')), { timeout: 10_000 }).toBeGreaterThan(total);
    await visible(panel.getByText(/^Importing… [\d,]+ of 20,000 contact submissions$/), 30_000);
    await visible(message(panel, 'Imported large-demo.json.'), 60_000);
    console.info(`e2e: imported ${total.toLocaleString('en-US')} contact submissions in ${Date.now() - started} ms`);
    expect(await panel.getByRole('progressbar').count()).toBe(0);
    expect(await panel.getByRole('alert').count()).toBe(0);
    await page.keyboard.press('Escape');
    await openSection(page, 'Contact Form Data');
    await visible(page.getByText(/^Showing 1–\d+ of 20,000$/));
    await openSection(page, 'Page Management');
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

describe('the sign of active failure scenarios', () => {
  it('shows at the top of the back office at 390 px, without widening the page, and Manage opens the switcher', async () => {
    const session = await openAdminSession({ width: 390, height: 844 });
    try {
      const { page } = session;
      await page.goto(session.url('/admin?scenario=dashboardFails,servicesFail'));
      await visible(page.getByRole('button', { name: 'Logout' }));
      const banner = await visible(page.getByRole('complementary', { name: 'Active failure scenarios' }));
      await visible(banner.getByText('2 failure scenarios active', { exact: true }));
      const box = (await banner.boundingBox())!;
      expect(box.y).toBe(0);
      expect(box.height).toBeLessThan(60);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await banner.getByRole('button', { name: 'Manage' }).click();
      await visible(page.getByRole('checkbox', { name: 'Dashboard fails to load' }));
      expect(await page.getByRole('checkbox', { name: 'Dashboard fails to load' }).isChecked()).toBe(true);
      expect(await page.evaluate(() => document.activeElement?.getAttribute('type'))).toBe('checkbox');
      expect(session.errors).toEqual([]);
    } finally {
      await session.close();
    }
  });
});
