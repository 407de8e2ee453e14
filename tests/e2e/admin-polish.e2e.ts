import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ruleMessages } from '../../src/domain/messages';
import { NOTICE_DURATION_MS } from '../../src/ui/notices';
import { DATA_TIMEOUT, message, openAdminSession, openSection, scratchDir, settled, visible } from './support/app';
import type { Session } from './support/browser';

// The seed's "Fencing Solutions" page has the slug fencing.
const FENCING = 'Fencing Solutions - Ironcrest Steel Industries';
const SHOTS = process.env.E2E_SCREENSHOT_DIR ?? '/tmp/admin-polish-e2e-shots';
const WIDTHS = [1440, 1280, 390] as const;
// The smallest valid PNG header is enough: the gallery checks the leading bytes.
const PNG = Buffer.from([137, 80, 78, 71, 13, 10, 26, 10, 0, 0, 0, 13, 73, 72, 68, 82, 0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0, 0, 0, 31, 21, 196, 137]);

type Focused = { what: string; visible: boolean };

/** What has focus now, and whether a sighted keyboard user can see it (drawn larger than a pixel, not hidden). */
function focused(page: Page): Promise<Focused> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return { what: 'body', visible: false };
    const rect = element.getBoundingClientRect();
    // A select's name is its label's own text (the label also holds the options).
    const labelText = (select: HTMLSelectElement) => {
      const label = select.labels?.[0]?.cloneNode(true) as HTMLElement | undefined;
      label?.querySelector('select')?.remove();
      return label?.textContent ?? '';
    };
    const label = element instanceof HTMLSelectElement ? labelText(element) : (element.getAttribute('aria-label') ?? element.textContent ?? '');
    return {
      what: `${element.tagName.toLowerCase()} ${label.replace(/\s+/g, ' ').trim()}`,
      visible: rect.width > 2 && rect.height > 2 && element.checkVisibility({ visibilityProperty: true, opacityProperty: true }),
    };
  });
}

/** Presses Tab until focus reaches an element whose description matches `until`; answers every stop on the way. */
async function tabUntil(page: Page, until: RegExp, limit = 15): Promise<Focused[]> {
  const stops: Focused[] = [];
  for (let step = 0; step < limit; step += 1) {
    await page.keyboard.press('Tab');
    const stop = await focused(page);
    stops.push(stop);
    if (until.test(stop.what)) return stops;
  }
  throw new Error(`Focus never reached ${String(until)}: ${stops.map((stop) => stop.what).join(' → ')}`);
}

/** The titles of the pages listed, in the order shown (the first cell of each row or card). */
function listedTitles(page: Page): Promise<string[]> {
  return page
    .getByRole('table', { name: 'Pages' })
    .locator('tbody tr')
    .evaluateAll((rows) => rows.map((row) => row.querySelector('td')?.textContent?.trim() ?? ''));
}

const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });
const sortedTitles = (titles: string[], direction: 1 | -1) => [...titles].sort((a, b) => direction * collator.compare(a, b));

async function shoot(page: Page, name: string, prepare?: () => Promise<void>): Promise<void> {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await prepare?.();
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png` });
  }
}

describe('back-office polish', () => {
  let session: Session;
  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    session = await openAdminSession({ width: 390, height: 844 });
  });
  afterAll(() => session.close());

  it('on a phone, sorts the page cards with visible controls, and Tab never stops on a hidden column header', async () => {
    const { page } = session;
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(session.url('/admin/pages'));
    await visible(page.getByRole('table', { name: 'Pages' }));
    await settled(page);
    await page.getByRole('searchbox', { name: 'Search pages' }).focus();

    const toFirstCard = await tabUntil(page, /^button Edit /);
    expect(toFirstCard.filter((stop) => !stop.visible)).toEqual([]);
    expect(toFirstCard.map((stop) => stop.what)[0]).toBe('select Sort by');

    const sortBy = page.getByRole('combobox', { name: 'Sort by' });
    await sortBy.focus();
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => sortBy.inputValue()).toBe('title');
    const ascending = await listedTitles(page);
    expect(ascending).toEqual(sortedTitles(ascending, 1));

    const afterChoice = await tabUntil(page, /^button Edit /);
    expect(afterChoice.map((stop) => stop.what)[0]).toBe('button Order: Ascending');
    expect(afterChoice.filter((stop) => !stop.visible)).toEqual([]);
    await page.getByRole('button', { name: 'Order: Ascending' }).click();
    await visible(page.getByRole('button', { name: 'Order: Descending' }));
    const descending = await listedTitles(page);
    expect(descending).toEqual(sortedTitles(descending, -1));
    expect(descending[0]).not.toBe(ascending[0]);

    // Where the columns fit, the headers sort and the card controls are not shown.
    await shoot(page, 'pages-sorting', async () => {
      await page.evaluate(() => window.scrollTo(0, 0));
    });
    for (const width of [1440, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      expect(await page.getByRole('combobox', { name: 'Sort by' }).isVisible()).toBe(false);
      expect(await page.getByRole('columnheader', { name: 'Title' }).getByRole('button', { name: 'Title' }).isVisible()).toBe(true);
    }
    expect(session.errors).toEqual([]);
  });

  it('keeps "Page updated successfully!" out of the dialogs opened after it, and titles an image after the newest file', async () => {
    const { page } = session;
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(session.url('/admin/pages'));
    await page.getByRole('searchbox', { name: 'Search pages' }).fill('fencing solutions');
    await page.getByRole('button', { name: `Edit ${FENCING}` }).click();
    let edit = await visible(page.getByRole('dialog', { name: 'Edit Page' }));
    // A saved page's slug is its address: the hint says so (never "Derived from the title").
    await visible(edit.getByText("The page's address is /page/fencing. Changing the slug moves the page: links to the old address stop working."));
    await visible(edit.getByRole('textbox', { name: 'Content' }));
    await shoot(page, 'edit-page-slug-hint');
    await page.setViewportSize({ width: 1280, height: 900 });
    await edit.getByRole('button', { name: 'Save Page' }).click();
    await visible(message(page, 'Page updated successfully!'));
    const shownAt = Date.now();
    await edit.waitFor({ state: 'hidden' });

    // Opened straight after, while the notice is still on the page: neither dialog shows it.
    await page.getByRole('button', { name: `Edit ${FENCING}` }).click();
    edit = await visible(page.getByRole('dialog', { name: 'Edit Page' }));
    const gallery = edit.getByRole('region', { name: 'Page Gallery' });
    await visible(gallery.getByText(/^\d+\/25$/));
    expect(await message(edit, 'Page updated successfully!').count()).toBe(0);
    await gallery.getByRole('button', { name: 'Upload Image' }).click();
    const upload = await visible(page.getByRole('dialog', { name: 'Upload Image' }));
    expect(await upload.getByText('Page updated successfully!').count()).toBe(0);
    expect(await upload.getByRole('region', { name: 'Notifications' }).count()).toBe(0);
    // Checked while the notice still lives (it would have shown in the dialogs before).
    expect(Date.now() - shownAt).toBeLessThan(NOTICE_DURATION_MS);

    // The title follows the newest file chosen, until the editor types one.
    const dir = scratchDir();
    for (const name of ['galvanised-gate.png', 'cattle-crush.png']) writeFileSync(join(dir, name), PNG);
    const title = upload.getByRole('textbox', { name: /^Image title/ });
    await upload.getByLabel(/^Image file/).setInputFiles(join(dir, 'galvanised-gate.png'));
    await expect.poll(() => title.inputValue()).toBe('galvanised-gate');
    await upload.getByLabel(/^Image file/).setInputFiles(join(dir, 'cattle-crush.png'));
    await expect.poll(() => title.inputValue()).toBe('cattle-crush');
    await upload.getByLabel(/^Image file/).setInputFiles([]);
    await expect.poll(() => title.inputValue()).toBe('');
    await upload.getByLabel(/^Image file/).setInputFiles(join(dir, 'galvanised-gate.png'));
    await expect.poll(() => title.inputValue()).toBe('galvanised-gate');
    await title.fill('North yard gate');
    await upload.getByLabel(/^Image file/).setInputFiles(join(dir, 'cattle-crush.png'));
    await expect.poll(() => title.inputValue()).toBe('North yard gate');
    await shoot(page, 'upload-image');
    expect(session.errors).toEqual([]);
  });

  it('writes the header row of every table the same way, none in capitals', async () => {
    const { page } = session;
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(session.url('/admin'));
    const looks: Record<string, string> = {};
    for (const section of ['Page Management', 'Contact Form Data', 'Career Form Data', 'Services Management', 'Products Management']) {
      await openSection(page, section);
      const header = page.locator('main table thead th').filter({ hasText: /\w/ }).first();
      await header.waitFor({ state: 'attached', timeout: DATA_TIMEOUT }).catch((error: Error) => {
        throw new Error(`${section}: ${error.message}`);
      });
      looks[section] = await header.evaluate((th) => {
        const style = getComputedStyle(th);
        return [style.textTransform, style.fontSize, style.fontWeight, style.color, style.letterSpacing, style.backgroundColor].join(' | ');
      });
      if (section === 'Services Management') {
        await shoot(page, 'services-table');
        await page.setViewportSize({ width: 1280, height: 900 });
      }
    }
    expect(new Set(Object.values(looks)).size, JSON.stringify(looks, null, 2)).toBe(1);
    expect(looks['Page Management']).toMatch(/^none \|/);
  });

  it('names the Job Title field in its required message', async () => {
    const { page } = session;
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(session.url('/admin/content?tab=careers'));
    await page.getByRole('button', { name: 'Add Job Opening' }).click();
    const dialog = await visible(page.getByRole('dialog', { name: 'Add Job Opening' }));
    await dialog.getByRole('button', { name: 'Save' }).click();
    await visible(dialog.getByText(ruleMessages.required('Job Title')));
    expect(await dialog.getByText('Title is required', { exact: true }).count()).toBe(0);
    await shoot(page, 'job-title-required');
  });
});
