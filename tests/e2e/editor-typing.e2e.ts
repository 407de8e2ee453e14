import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openAdminSession, message, settled, visible } from './support/app';
import type { Session } from './support/browser';

const FENCING = 'Fencing Solutions - Ironcrest Steel Industries';

/** The page form's rich-text editing area, clicked into as a person would. */
async function editorOf(dialog: Locator): Promise<Locator> {
  const editor = await visible(dialog.getByRole('textbox', { name: 'Content' }));
  await editor.click();
  return editor;
}

/** Paragraph texts of the editor, as the user sees them. */
const editorParagraphs = (editor: Locator) => editor.locator('p').allInnerTexts();

/** The stored content as the public page renders it: its HTML and each block as tag and text. */
async function publicContent(session: Session, slug: string): Promise<{ html: string; blocks: string[][] }> {
  const { page } = session;
  await page.goto(session.url(`/page/${slug}`));
  await visible(page.getByRole('heading', { level: 1 }));
  await settled(page);
  // The element the stored HTML is rendered into: the first box of the page's article.
  const host = page.locator('main article > div').first();
  return host.evaluate((element) => ({
    html: element.innerHTML,
    blocks: [...element.children].map((child) => [child.tagName, (child as HTMLElement).innerText]),
  }));
}

async function openPageForm(page: Page, session: Session, title: string | null): Promise<Locator> {
  await page.goto(session.url('/admin/pages'));
  await visible(page.getByRole('heading', { level: 2, name: 'Page Management' }));
  if (title === null) {
    await page.getByRole('button', { name: 'Add Page' }).click();
    return visible(page.getByRole('dialog', { name: 'Add Page' }));
  }
  await page.getByRole('searchbox', { name: 'Search pages' }).fill(title);
  await page.getByRole('button', { name: `Edit ${title}`, exact: true }).click();
  return visible(page.getByRole('dialog', { name: 'Edit Page' }));
}

async function savePage(page: Page, dialog: Locator, notice: string): Promise<void> {
  await dialog.getByRole('button', { name: 'Save Page' }).click();
  await visible(message(page, notice));
  await dialog.waitFor({ state: 'hidden' });
}

// Typed with real key events: the editor keeps what is typed, and the page is saved and published as typed.
describe('typing in the page editor', () => {
  let session: Session;
  beforeAll(async () => {
    session = await openAdminSession();
  });
  afterAll(() => session.close());

  it('starts a new paragraph with Enter at the end of a line that has spaces in it', async () => {
    const { page } = session;
    const dialog = await openPageForm(page, session, null);
    await dialog.getByLabel(/^Title/).fill('Typed Paragraphs');
    const editor = await editorOf(dialog);
    await page.keyboard.type('Hello world');
    await page.keyboard.press('Enter');
    await page.keyboard.type('Second line');
    await page.keyboard.press('Enter');
    await page.keyboard.type('Third');
    expect(await editorParagraphs(editor)).toEqual(['Hello world', 'Second line', 'Third']);
    await savePage(page, dialog, 'Page created successfully!');

    const published = await publicContent(session, 'typed-paragraphs');
    expect(published.html).toBe('<p dir="auto">Hello world</p><p dir="auto">Second line</p><p dir="auto">Third</p>');
  });

  it('splits a line with Enter in the middle of the text and keeps typing there', async () => {
    const { page } = session;
    const dialog = await openPageForm(page, session, null);
    await dialog.getByLabel(/^Title/).fill('Split Paragraphs');
    const editor = await editorOf(dialog);
    await page.keyboard.type('Galvanised steel gates and hinges');
    // The caret goes back to just after "gates"; Enter splits the line there and Delete takes the space that led it.
    for (let step = 0; step < ' and hinges'.length; step += 1) await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Delete');
    await page.keyboard.type('Farm ');
    expect(await editorParagraphs(editor)).toEqual(['Galvanised steel gates', 'Farm and hinges']);
    await savePage(page, dialog, 'Page created successfully!');

    const published = await publicContent(session, 'split-paragraphs');
    expect(published.html).toBe('<p dir="auto">Galvanised steel gates</p><p dir="auto">Farm and hinges</p>');
  });

  it('saves a page whose editor was only clicked into byte for byte as it was stored', async () => {
    const { page } = session;
    const before = await publicContent(session, 'fencing');
    const dialog = await openPageForm(page, session, FENCING);
    await editorOf(dialog);
    await page.keyboard.press('Control+End');
    await dialog.getByLabel('Meta Description').fill('Fencing made to order.');
    await savePage(page, dialog, 'Page updated successfully!');

    expect((await publicContent(session, 'fencing')).html).toBe(before.html);
  });

  it('undoes only what was typed, and closing without changes asks nothing', async () => {
    const { page } = session;
    const dialog = await openPageForm(page, session, FENCING);
    const editor = await editorOf(dialog);
    const paragraphs = await editorParagraphs(editor);
    expect(paragraphs.length).toBeGreaterThan(1);
    await page.keyboard.press('Control+End');
    await page.keyboard.type(' Extra words');
    await page.keyboard.press('Control+z');
    // A second Undo has nothing left to undo: loading the page's content is not an edit.
    await page.keyboard.press('Control+z');
    expect(await editorParagraphs(editor)).toEqual(paragraphs);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await page.getByRole('alertdialog').count()).toBe(0);
  });

  it('appends a paragraph at the end of an existing page and keeps the rest of its content', async () => {
    const { page } = session;
    const before = await publicContent(session, 'fencing');
    const dialog = await openPageForm(page, session, FENCING);
    await editorOf(dialog);
    await page.keyboard.press('Control+End');
    await page.keyboard.press('Enter');
    await page.keyboard.type('Panels ship within ten working days.');
    await savePage(page, dialog, 'Page updated successfully!');

    const after = await publicContent(session, 'fencing');
    expect(after.blocks).toEqual([...before.blocks, ['P', 'Panels ship within ten working days.']]);
    expect(after.html).toContain('<p dir="auto">Panels ship within ten working days.</p>');
    expect(after.html).not.toContain('&nbsp;');
  });
});
