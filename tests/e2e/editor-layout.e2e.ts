import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { message, openAdminSession, settled, visible } from './support/app';
import type { Session } from './support/browser';
import { pasteHtml } from './support/clipboard';

const SCREENSHOTS = join(import.meta.dirname, 'screenshots');

const SAMPLE =
  '<h1>Gates</h1><h2>Gate hardware</h2><p>Hinges and latches are galvanised after welding.</p><p>Every set ships with fixings.</p>' +
  '<ul><li>Heavy-duty hinges</li><li>Drop latches</li></ul><h3>Lead times</h3><ol><li>Standard sizes</li><li>Made to order</li></ol>' +
  '<p>Ask for a quote.</p>';

async function addPageWith(page: Page, session: Session, title: string, html: string): Promise<{ dialog: Locator; editor: Locator }> {
  await page.goto(session.url('/admin/pages'));
  await visible(page.getByRole('heading', { level: 2, name: 'Page Management' }));
  await page.getByRole('button', { name: 'Add Page' }).click();
  const dialog = await visible(page.getByRole('dialog', { name: 'Add Page' }));
  await dialog.getByLabel(/^Title/).fill(title);
  const editor = await visible(dialog.getByRole('textbox', { name: 'Content' }));
  await editor.click();
  await pasteHtml(page, { html, text: '' });
  return { dialog, editor };
}

type Block = { kind: string; text: string; marginTop: string; marginBottom: string; fontSize: string; lineHeight: string; fontFamily: string; textStart: number };

/** How each block of rich text is laid out inside its box: spacing, type, and where its text starts. */
function layoutOf(box: Locator): Promise<Block[]> {
  return box.evaluate((element) => {
    const contentLeft = element.getBoundingClientRect().left + Number.parseFloat(getComputedStyle(element).paddingLeft);
    const textStart = (block: Element) => {
      const walker = document.createTreeWalker(block, NodeFilter.SHOW_TEXT);
      const text = walker.nextNode();
      if (!text) return 0;
      const range = document.createRange();
      range.setStart(text, 0);
      range.setEnd(text, 1);
      return Math.round(range.getBoundingClientRect().left - contentLeft);
    };
    return [...element.querySelectorAll('h1, h2, h3, p, li')].map((block) => {
      const style = getComputedStyle(block);
      return {
        kind: block.tagName,
        text: (block.textContent ?? '').trim(),
        marginTop: style.marginTop,
        marginBottom: style.marginBottom,
        fontSize: style.fontSize,
        lineHeight: style.lineHeight,
        fontFamily: style.fontFamily,
        textStart: textStart(block),
      };
    });
  });
}

/** Lists around the blocks: their spacing (Quill writes every list as an <ol>). */
function listSpacing(box: Locator): Promise<string[]> {
  return box.evaluate((element) => [...element.querySelectorAll('ol, ul')].map((list) => `${getComputedStyle(list).marginTop} ${getComputedStyle(list).marginBottom}`));
}

describe('the page editor shows content as the page does', () => {
  let session: Session;
  beforeAll(async () => {
    session = await openAdminSession();
  });
  afterAll(() => session.close());

  it('spaces paragraphs, headings and lists as the public page does', async () => {
    const { page } = session;
    const { dialog, editor } = await addPageWith(page, session, 'Spacing Sample', SAMPLE);
    const edited = await layoutOf(editor);
    const editedLists = await listSpacing(editor);
    await dialog.getByRole('button', { name: 'Save Page' }).click();
    await visible(message(page, 'Page created successfully!'));

    await page.goto(session.url('/page/spacing-sample'));
    await visible(page.getByRole('heading', { level: 1 }));
    await settled(page);
    const host = page.locator('main article > div').first();
    expect(edited).toEqual(await layoutOf(host));
    expect(editedLists).toEqual(await listSpacing(host));
    expect(edited.find((block) => block.kind === 'P')?.marginBottom).not.toBe('0px');
  });
});

describe('the page editor on a long page', () => {
  const long = Array.from({ length: 40 }, (_, index) => `<p>Paragraph ${index + 1} of a long page about steel fencing.</p>`).join('');

  for (const [width, height] of [
    [1440, 900],
    [1280, 800],
    [390, 844],
  ] as const) {
    it(`keeps the toolbar in view under the dialog title while the content scrolls at ${width} px`, async () => {
      const session = await openAdminSession({ width, height });
      try {
        const { page } = session;
        const { dialog, editor } = await addPageWith(page, session, `Long Page ${width}`, long);
        // Scroll the dialog so that the middle of the content is in view, as reading down the page does.
        await editor.getByText('Paragraph 30 of a long page', { exact: false }).scrollIntoViewIfNeeded();
        const placed = await dialog.evaluate((element) => {
          const title = element.querySelector('h2')?.parentElement?.getBoundingClientRect();
          const toolbar = element.querySelector('.ql-toolbar')?.getBoundingClientRect();
          const editorTop = element.querySelector('.ql-container')?.getBoundingClientRect().top ?? 0;
          return { scrolled: element.scrollTop, titleBottom: title?.bottom ?? -1, toolbarTop: toolbar?.top ?? -1, toolbarBottom: toolbar?.bottom ?? -1, editorTop };
        });
        expect(placed.scrolled).toBeGreaterThan(0);
        // The editing area has scrolled under the toolbar, which sits right under the title bar.
        expect(placed.editorTop).toBeLessThan(placed.titleBottom);
        expect(Math.abs(placed.toolbarTop - placed.titleBottom)).toBeLessThanOrEqual(1);
        // A button of the toolbar is the element a click there reaches, not text scrolled over it.
        const bold = dialog.getByRole('button', { name: 'bold' });
        const box = await bold.boundingBox();
        const hit = await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.closest('button')?.className ?? '', {
          x: (box?.x ?? 0) + (box?.width ?? 0) / 2,
          y: (box?.y ?? 0) + (box?.height ?? 0) / 2,
        });
        expect(hit).toContain('ql-bold');
        mkdirSync(SCREENSHOTS, { recursive: true });
        await page.screenshot({ path: join(SCREENSHOTS, `editor-sticky-toolbar-${width}.png`) });
      } finally {
        await session.close();
      }
    });
  }
});
