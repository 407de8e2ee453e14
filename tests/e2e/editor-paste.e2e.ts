import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pagesTexts } from '../../src/admin/pages/pages-texts';
import { message, openAdminSession, settled, visible } from './support/app';
import type { Session } from './support/browser';
import { pasteHtml } from './support/clipboard';

/** The text/html and text/plain flavours a program puts on the clipboard (tests/fixtures/clipboard). */
function clipboardOf(name: string): { html: string; text: string } {
  const dir = join(import.meta.dirname, '../fixtures/clipboard');
  return { html: readFileSync(join(dir, `${name}.html`), 'utf8'), text: readFileSync(join(dir, `${name}.txt`), 'utf8') };
}

/** Pastes what the program named put on the clipboard where the editor's caret is. */
async function paste(page: Page, editor: Locator, name: string): Promise<void> {
  await editor.focus();
  await pasteHtml(page, clipboardOf(name));
}

async function addPage(page: Page, session: Session, title: string): Promise<{ dialog: Locator; editor: Locator }> {
  await page.goto(session.url('/admin/pages'));
  await visible(page.getByRole('heading', { level: 2, name: 'Page Management' }));
  await page.getByRole('button', { name: 'Add Page' }).click();
  const dialog = await visible(page.getByRole('dialog', { name: 'Add Page' }));
  await dialog.getByLabel(/^Title/).fill(title);
  const editor = await visible(dialog.getByRole('textbox', { name: 'Content' }));
  return { dialog, editor };
}

async function savePage(page: Page, dialog: Locator): Promise<void> {
  await dialog.getByRole('button', { name: 'Save Page' }).click();
  await visible(message(page, 'Page created successfully!'));
  await dialog.waitFor({ state: 'hidden' });
}

/** The page's content as stored, read through the public contract call the site itself makes. */
async function storedContent(page: Page, slug: string): Promise<string> {
  return page.evaluate(async (pageSlug) => {
    const answer = (await (await fetch(`/api/get_page_content.php?slug=${pageSlug}`)).json()) as { data: { pm_content: string }[] };
    return answer.data[0]?.pm_content ?? '';
  }, slug);
}

type PublicContent = { lists: { tag: string; items: string[] }[]; text: string; images: number; aligned: string[] };

/** What a visitor sees of the stored content on /page/<slug>. */
async function publicContent(session: Session, slug: string): Promise<PublicContent> {
  const { page } = session;
  await page.goto(session.url(`/page/${slug}`));
  await visible(page.getByRole('heading', { level: 1 }));
  await settled(page);
  return page.locator('main article > div').first().evaluate((host) => ({
    lists: [...host.querySelectorAll('ul, ol')].map((list) => ({
      tag: list.tagName,
      items: [...list.children].map((item) => (item.firstChild?.textContent ?? '').trim()),
    })),
    text: (host as HTMLElement).innerText,
    images: host.querySelectorAll('img').length,
    aligned: [...host.querySelectorAll('p')].filter((p) => getComputedStyle(p).textAlign === 'center').map((p) => p.textContent ?? ''),
  }));
}

describe('pasting into the page editor', () => {
  let session: Session;
  beforeAll(async () => {
    session = await openAdminSession();
  });
  afterAll(() => session.close());

  it('turns a Word copy into real lists without typed markers and leaves out its local image, saying so', async () => {
    const { page } = session;
    const { dialog, editor } = await addPage(page, session, 'Pasted From Word');
    await editor.click();
    await paste(page, editor, 'word-windows');
    await visible(message(page, pagesTexts.pastedImagesDropped(1)));
    expect(await editor.locator('img').count()).toBe(0);
    await savePage(page, dialog);

    expect(await storedContent(page, 'pasted-from-word')).toBe(
      '<h1>Word heading</h1>' +
        '<p>Our <strong>bold claim</strong> and an <em>italic aside</em>, with a <a href="https://www.example.com/steel-grades" rel="noopener noreferrer" target="_blank">link to the steel grades</a>.</p>' +
        '<ul><li>Word bullet one<ul><li>Word nested bullet</li></ul></li><li>Word bullet two</li></ul>' +
        '<ol><li>Word numbered one<ol><li>Word nested letter</li></ol></li><li>Word numbered two</li></ol>' +
        '<p class="ql-align-center">Centred closing line</p>',
    );
    const published = await publicContent(session, 'pasted-from-word');
    expect(published.lists).toEqual([
      { tag: 'UL', items: ['Word bullet one', 'Word bullet two'] },
      { tag: 'UL', items: ['Word nested bullet'] },
      { tag: 'OL', items: ['Word numbered one', 'Word numbered two'] },
      { tag: 'OL', items: ['Word nested letter'] },
    ]);
    expect(published.text).not.toMatch(/[·§]|\b1\. Word/);
    expect(published.images).toBe(0);
    expect(published.aligned).toEqual(['Centred closing line']);
  });

  it('keeps the headings, emphasis, links and lists of Google Docs, LibreOffice and a web page, without their styling', async () => {
    const { page } = session;
    const stored: Record<string, string> = {};
    const published: Record<string, PublicContent> = {};
    for (const source of ['google-docs', 'libreoffice', 'web-page']) {
      const { dialog, editor } = await addPage(page, session, `Pasted ${source}`);
      await editor.click();
      await paste(page, editor, source);
      // LibreOffice's image is a temporary file on the computer it ran on.
      if (source === 'libreoffice') await visible(message(page, pagesTexts.pastedImagesDropped(1)));
      await savePage(page, dialog);
      stored[source] = await storedContent(page, `pasted-${source}`);
      published[source] = await publicContent(session, `pasted-${source}`);
    }

    for (const html of Object.values(stored)) {
      expect(html).not.toMatch(/style=|class="(?!ql-align)|font-|docs-internal|<script|<span|file:|<p><\/p>$/);
    }
    expect(stored['google-docs']).toBe(
      '<h2>Docs heading</h2>' +
        '<p>Plain, <strong>docs bold</strong> and <em>docs italic</em> with <a href="https://www.example.com/fencing" rel="noopener noreferrer" target="_blank">a link</a>.</p>' +
        '<ul><li>Docs bullet one<ul><li>Docs nested bullet</li></ul></li><li>Docs bullet two</li></ul>' +
        '<ol><li>Docs numbered one</li></ol>' +
        '<p class="ql-align-right">Docs right-aligned</p>',
    );
    expect(stored.libreoffice).toBe(
      '<h3>Writer heading</h3>' +
        '<p><strong>Writer bold</strong> and <em>Writer italic</em>, see <a href="https://www.example.com/gates" rel="noopener noreferrer" target="_blank">the gates</a>.</p>' +
        '<ul><li>Writer bullet one<ul><li>Writer nested bullet</li></ul></li><li>Writer bullet two</li></ul>' +
        '<ol><li>Writer numbered one</li><li>Writer numbered two</li></ol>' +
        '<p class="ql-align-center">Writer centred line</p>',
    );
    expect(stored['web-page']).toBe(
      '<h2>Galvanising explained</h2>' +
        '<p>Zinc protects <strong>web bold</strong> steel and <em>web italic</em> parts; <a href="https://www.example.org/zinc" rel="noopener noreferrer" target="_blank">read about zinc</a>.</p>' +
        '<ul><li>Web bullet one</li><li>Web bullet two</li></ul>' +
        '<p><img src="https://www.example.org/media/hot-dip-bath.jpg" alt="A hot-dip galvanising bath"></p>' +
        '<p class="ql-align-center">Web centred caption</p>',
    );

    expect(published['google-docs']?.lists.map(({ tag }) => tag)).toEqual(['UL', 'UL', 'OL']);
    expect(published.libreoffice?.images).toBe(0);
    expect(published['web-page']?.images).toBe(1);
    expect(published['web-page']?.aligned).toEqual(['Web centred caption']);
  });
});
