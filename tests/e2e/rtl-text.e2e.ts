import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { message, openAdminSession, settled, visible } from './support/app';
import type { Session } from './support/browser';

/**
 * Right-to-left and mixed text, in Chromium on the built demo: a page typed in the editor with an English and then an
 * Arabic paragraph shows each in its own direction on the public page, and a paragraph the editor's right-to-left
 * control marked reads from the right whatever its first letter.
 */

// Gitignored: what these states look like, for review.
const OUT_DIR = resolve(import.meta.dirname, 'screenshots');

const ENGLISH = 'Galvanised steel fencing for farms.';
const ARABIC = 'سياج فولاذي مجلفن للمزارع.';
const MARKED = 'SKU 42 شحن خلال عشرة أيام';

type Block = { text: string; direction: string; textAlign: string; left: number; right: number };

/** Each paragraph of the page's stored content: its text, computed direction and alignment, and where its text sits. */
async function paragraphs(page: Page): Promise<Block[]> {
  return page.locator('main article p').evaluateAll((elements) =>
    elements.map((element) => {
      const style = getComputedStyle(element);
      const range = document.createRange();
      range.selectNodeContents(element);
      const text = range.getBoundingClientRect();
      const box = element.getBoundingClientRect();
      return {
        text: (element as HTMLElement).innerText,
        direction: style.direction,
        textAlign: style.textAlign,
        left: Math.round(text.left - box.left),
        right: Math.round(box.right - text.right),
      };
    }),
  );
}

async function editorOf(dialog: Locator): Promise<Locator> {
  const editor = await visible(dialog.getByRole('textbox', { name: 'Content' }));
  await editor.click();
  return editor;
}

describe('right-to-left and mixed text', () => {
  let session: Session;
  beforeAll(async () => {
    session = await openAdminSession({ width: 1440, height: 900 });
  });
  afterAll(() => session.close());

  it('shows a typed English paragraph left to right and the Arabic one after it right to left', async () => {
    const { page } = session;
    await page.goto(session.url('/admin/pages'));
    await visible(page.getByRole('heading', { level: 2, name: 'Page Management' }));
    await page.getByRole('button', { name: 'Add Page' }).click();
    const dialog = await visible(page.getByRole('dialog', { name: 'Add Page' }));
    await dialog.getByLabel(/^Title/).fill('Mixed Directions');
    const editor = await editorOf(dialog);
    await page.keyboard.type(ENGLISH);
    await page.keyboard.press('Enter');
    await page.keyboard.type(ARABIC);
    await page.keyboard.press('Enter');
    await page.keyboard.type(MARKED);
    // The editor's own control: this paragraph starts with Latin letters but is meant to read from the right.
    await dialog.getByRole('button', { name: 'Right-to-left paragraph' }).click();
    expect(await editor.locator('p').allInnerTexts()).toEqual([ENGLISH, ARABIC, MARKED]);
    mkdirSync(OUT_DIR, { recursive: true });
    await dialog.screenshot({ path: join(OUT_DIR, 'rtl-text-editor.png'), animations: 'disabled' });
    await dialog.getByRole('button', { name: 'Save Page' }).click();
    await visible(message(page, 'Page created successfully!'));
    await dialog.waitFor({ state: 'hidden' });

    for (const width of [1440, 1280, 390]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      await page.goto(session.url('/page/mixed-directions'));
      await visible(page.getByRole('heading', { level: 1 }));
      await settled(page);
      const [english, arabic, marked] = await paragraphs(page);
      expect(english).toMatchObject({ text: ENGLISH, direction: 'ltr' });
      expect(arabic).toMatchObject({ text: ARABIC, direction: 'rtl' });
      expect(marked).toMatchObject({ text: MARKED, direction: 'rtl', textAlign: 'right' });
      // Where the text sits: the English paragraph starts at the left edge, the Arabic ones end at the right edge.
      expect(english!.left, `${width}px English`).toBeLessThanOrEqual(1);
      expect(arabic!.right, `${width}px Arabic`).toBeLessThanOrEqual(1);
      expect(arabic!.left, `${width}px Arabic`).toBeGreaterThan(1);
      expect(marked!.right, `${width}px marked`).toBeLessThanOrEqual(1);
      await page.screenshot({ path: join(OUT_DIR, `rtl-text-${width}.png`), fullPage: true, animations: 'disabled' });
    }
  });
});
