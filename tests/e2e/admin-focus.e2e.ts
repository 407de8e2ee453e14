import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATA_TIMEOUT, DEMO_ADMIN, logIn, message, openAdminSession, settled, visible } from './support/app';
import { openBrowser, type Session } from './support/browser';

// Focus never falls to the page (WCAG 2.4.3): after each back-office action it is on the element a keyboard or
// screen reader user goes on from, and an invalid submit puts it on the first field with a message.

/** What has the focus now: its tag and accessible name (aria-label, else its text), or BODY. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return 'BODY';
    const name = element.getAttribute('aria-label') ?? (element as HTMLElement).innerText ?? '';
    return `${element.tagName} ${name.trim().replace(/\s+/g, ' ')}`.trim();
  });

/** Waits until `locator` has the focus, failing with what has it instead. */
async function expectFocusOn(page: Page, locator: Locator, label: string): Promise<void> {
  const hasFocus = () => locator.first().evaluate((element) => element === document.activeElement).catch(() => false);
  await expect.poll(async () => ((await hasFocus()) ? 'yes' : await focused(page)), { timeout: DATA_TIMEOUT, message: `${label}: focus` }).toBe('yes');
}

async function openAt(session: Session, path: string, heading: string): Promise<void> {
  await session.page.goto(session.url(path));
  await visible(session.page.getByRole('heading', { level: 2, name: heading, exact: true }));
  await settled(session.page);
}

/** The names of the buttons `buttons`, without the `prefix` they share ("Edit: "). */
const namesOf = (buttons: Locator, prefix: string) => buttons.evaluateAll((all, cut) => all.map((b) => b.getAttribute('aria-label')!.slice(cut)), prefix.length);

/** Confirms the open delete question. */
async function confirmDelete(page: Page): Promise<void> {
  const dialog = await visible(page.getByRole('alertdialog'));
  await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
  await dialog.waitFor({ state: 'hidden', timeout: DATA_TIMEOUT });
}

describe('focus after signing in and out', () => {
  let session: Session;
  beforeAll(async () => {
    session = await openBrowser();
  });
  afterAll(() => session.close());

  it('goes to the first empty field of the login form, to the dashboard heading after Login and to the login heading after Logout', async () => {
    const { page } = session;
    await page.goto(session.url('/admin'));
    await visible(page.getByRole('heading', { name: 'Admin Login' }));
    await page.getByRole('button', { name: 'Login' }).click();
    await expectFocusOn(page, page.getByLabel(/Username/), 'empty login');
    await page.getByLabel(/Username/).fill(DEMO_ADMIN.username);
    await page.getByRole('button', { name: 'Login' }).click();
    await expectFocusOn(page, page.getByLabel(/Password/), 'login without password');

    await logIn(page);
    await expectFocusOn(page, page.getByRole('heading', { level: 2, name: 'Dashboard' }), 'after Login');

    await page.getByRole('button', { name: 'Logout' }).click();
    await expectFocusOn(page, page.getByRole('heading', { level: 1, name: 'Admin Login' }), 'after Logout');
  });
});

describe('focus after saving, failing and deleting', () => {
  let session: Session;
  beforeAll(async () => {
    session = await openAdminSession();
  });
  afterAll(() => session.close());

  it('stays on Save Changes and Save SEO Settings while they save and after the notice', async () => {
    const { page } = session;
    await openAt(session, '/admin/content?tab=homepage', 'Content Management');
    const save = page.getByRole('button', { name: /^(Save Changes|Saving\.\.\.)$/ });
    await save.click();
    // At once (while it says Saving...) and once the notice is shown.
    expect(await focused(page)).not.toBe('BODY');
    await visible(message(page, 'Content updated successfully!'));
    await expectFocusOn(page, save, 'Content save');

    await openAt(session, '/admin/seo', 'SEO Management');
    const seoSave = page.getByRole('button', { name: /^(Save SEO Settings|Saving\.\.\.)$/ });
    await seoSave.click();
    expect(await focused(page)).not.toBe('BODY');
    await visible(message(page, /SEO settings/));
    await expectFocusOn(page, seoSave, 'SEO save');
  });

  it('keeps focus on Save beside the error notice when a content save fails', async () => {
    const { page } = session;
    await openAt(session, '/admin/content?tab=homepage&scenario=contentSaveFails', 'Content Management');
    const save = page.getByRole('button', { name: /^(Save Changes|Saving\.\.\.)$/ });
    await save.click();
    await visible(message(page, /^Error updating content/));
    await expectFocusOn(page, save, 'failed content save');
  });

  it('moves focus to the error message a dialog keeps when its save fails', async () => {
    const { page } = session;
    await openAt(session, '/admin/products?scenario=productSaveFails', 'Products Management');
    await page.getByRole('button', { name: /^Edit: / }).first().click();
    const dialog = await visible(page.getByRole('dialog', { name: 'Edit Product' }));
    await dialog.getByRole('button', { name: 'Update Product' }).click();
    const failure = await visible(dialog.getByRole('alert'));
    await expectFocusOn(page, failure.locator('xpath=..'), 'failed product save');
    await dialog.getByRole('button', { name: 'Close' }).click();
  });

  it('keeps focus on a slide’s Activate button after Deactivate, and moves it to the next slide after a delete', async () => {
    const { page } = session;
    await openAt(session, '/admin/slider', 'Slider Management');
    const cards = page.getByRole('list', { name: 'Slider items' }).getByRole('listitem');
    const titles = await namesOf(page.getByRole('button', { name: /^Edit: / }), 'Edit: ');
    expect(titles.length).toBeGreaterThanOrEqual(3);

    await page.getByRole('button', { name: `Deactivate: ${titles[0]}` }).click();
    expect(await focused(page)).not.toBe('BODY');
    await visible(message(page, /status updated/i));
    await expectFocusOn(page, page.getByRole('button', { name: `Activate: ${titles[0]}` }), 'after Deactivate');

    // A slide in the middle: the next slide's first control (its drag handle).
    await page.getByRole('button', { name: `Delete: ${titles[1]}` }).click();
    await confirmDelete(page);
    await expectFocusOn(page, page.getByRole('button', { name: `Drag to reorder: ${titles[2]}` }), 'after deleting a middle slide');

    // The last slide: the one before it.
    const left = titles.filter((_, index) => index !== 1);
    await page.getByRole('button', { name: `Delete: ${left.at(-1)}` }).click();
    await confirmDelete(page);
    await expectFocusOn(page, page.getByRole('button', { name: `Drag to reorder: ${left.at(-2)}` }), 'after deleting the last slide');

    // Every slide: the Add button.
    for (let left = await cards.count(); left > 0; left -= 1) {
      await cards.first().getByRole('button', { name: /^Delete: / }).click();
      await confirmDelete(page);
      await expect.poll(() => cards.count(), { timeout: DATA_TIMEOUT }).toBe(left - 1);
      expect(await focused(page)).not.toBe('BODY');
    }
    await expectFocusOn(page, page.getByRole('button', { name: 'Add Slider Item' }), 'after deleting every slide');
  });

  it('moves focus to the next gallery image after a delete, and to Upload Image when none is left', async () => {
    const { page } = session;
    await openAt(session, '/admin/pages', 'Page Management');
    await page.getByRole('searchbox', { name: 'Search pages' }).fill('Fencing Solutions');
    await page.getByRole('button', { name: /^Edit Fencing Solutions/ }).click();
    const dialog = await visible(page.getByRole('dialog', { name: 'Edit Page' }));
    const deletes = dialog.getByRole('button', { name: /^Delete image / });
    await visible(deletes);
    const names = await deletes.evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-label')!));
    expect(names.length).toBeGreaterThanOrEqual(2);
    await dialog.getByRole('button', { name: names[0], exact: true }).click();
    await confirmDelete(page);
    await expectFocusOn(page, dialog.getByRole('button', { name: names[1], exact: true }), 'after deleting an image');
    for (let left = await deletes.count(); left > 0; left -= 1) {
      await deletes.first().click();
      await confirmDelete(page);
      await expect.poll(() => deletes.count(), { timeout: DATA_TIMEOUT }).toBe(left - 1);
      expect(await focused(page)).not.toBe('BODY');
    }
    await expectFocusOn(page, dialog.getByRole('button', { name: 'Upload Image' }), 'after deleting every image');
  });

  it('moves focus into the next product’s row after a product is deleted', async () => {
    const { page } = session;
    await openAt(session, '/admin/products', 'Products Management');
    const titles = await namesOf(page.getByRole('button', { name: /^Edit: / }), 'Edit: ');
    expect(titles.length).toBeGreaterThanOrEqual(3);
    await page.getByRole('button', { name: `Delete: ${titles[1]}`, exact: true }).click();
    await confirmDelete(page);
    const next = page.getByRole('row').filter({ has: page.getByRole('button', { name: `Edit: ${titles[2]}`, exact: true }) });
    await expect
      .poll(() => next.evaluate((row) => row.contains(document.activeElement)).catch(() => false), { timeout: DATA_TIMEOUT })
      .toBe(true);
  });

  it('moves focus to the next page’s first control after a page is deleted', async () => {
    const { page } = session;
    await openAt(session, '/admin/pages', 'Page Management');
    const titles = await namesOf(page.getByRole('button', { name: /^Edit / }), 'Edit ');
    expect(titles.length).toBeGreaterThanOrEqual(3);
    await page.getByRole('button', { name: `Delete ${titles[1]}`, exact: true }).click();
    await confirmDelete(page);
    await expectFocusOn(page, page.getByRole('button', { name: `Edit ${titles[2]}`, exact: true }), 'after deleting a page');
  });
});

describe('an invalid submit focuses the first invalid field', () => {
  let session: Session;
  beforeAll(async () => {
    session = await openAdminSession();
  });
  afterAll(() => session.close());

  /** Opens a dialog with `open`, submits it empty with `submit` and expects focus on the field labelled `first`. */
  async function emptySubmit(page: Page, open: string, dialogName: string, submit: string, first: RegExp): Promise<void> {
    await page.getByRole('button', { name: open, exact: true }).click();
    const dialog = await visible(page.getByRole('dialog', { name: dialogName }));
    await dialog.getByRole('button', { name: submit, exact: true }).click();
    await expectFocusOn(page, dialog.getByLabel(first).first(), `${dialogName}: empty submit`);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'hidden' });
  }

  it('in the page, navigation, slide, product and content-list dialogs', async () => {
    const { page } = session;
    await openAt(session, '/admin/pages', 'Page Management');
    await emptySubmit(page, 'Add Page', 'Add Page', 'Save Page', /^Title/);
    await openAt(session, '/admin/navigation', 'Navigation Management');
    await emptySubmit(page, 'Add Navigation Item', 'Add Navigation Item', 'Save Item', /^Title/);
    await openAt(session, '/admin/slider', 'Slider Management');
    await emptySubmit(page, 'Add Slider Item', 'Add Slider Item', 'Create Slider Item', /^Title/);
    await openAt(session, '/admin/products', 'Products Management');
    await emptySubmit(page, 'Add Product', 'Add Product', 'Create Product', /^Name|^Title/);
    await openAt(session, '/admin/content?tab=about', 'Content Management');
    await emptySubmit(page, 'Add Team Member', 'Add Team Member', 'Save', /^Name/);
  });

  it('in the SEO form, in the order the form shows its fields', async () => {
    const { page } = session;
    await openAt(session, '/admin/seo', 'SEO Management');
    await page.getByLabel(/^Twitter Image URL/).fill('not an address');
    await page.getByLabel(/^Meta Description/).fill('');
    await page.getByRole('button', { name: 'Save SEO Settings' }).click();
    await expectFocusOn(page, page.getByLabel(/^Meta Description/), 'SEO: empty description and a bad image address');
  });
});

/** The element's box in the viewport. */
const boxOf = (locator: Locator) => locator.evaluate((element) => element.getBoundingClientRect().toJSON() as DOMRect);

// Content → Homepage and SEO are longer than any screen: their buttons stay in view at the bottom while the form
// scrolls, yet cover neither a focused field, the last field, nor a notice.
describe.each([1440, 1280, 390])('the action bar of the long forms at %i px', (width) => {
  let session: Session;
  beforeAll(async () => {
    session = await openAdminSession({ width, height: 800 });
  });
  afterAll(() => session.close());

  const FORMS = [
    { path: '/admin/content?tab=homepage', heading: 'Content Management', save: 'Save Changes', notice: 'Content updated successfully!' },
    { path: '/admin/seo', heading: 'SEO Management', save: 'Save SEO Settings', notice: 'SEO settings updated successfully!' },
  ] as const;

  it.each(FORMS)('$heading keeps Save in view and out of the way', async (form) => {
    const { page } = session;
    await openAt(session, form.path, form.heading);
    const save = page.getByRole('button', { name: form.save });
    const bar = save.locator('xpath=..');
    const height = page.viewportSize()!.height;
    expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeGreaterThan(height * 1.5);

    // At the top of the form, Save is already on screen, in the bar at the bottom.
    let saveBox = await boxOf(save);
    expect(saveBox.top).toBeGreaterThanOrEqual(0);
    expect(saveBox.bottom).toBeLessThanOrEqual(height);
    expect(Math.round((await boxOf(bar)).bottom)).toBe(height);

    // A field reached with Tab is scrolled clear of the bar.
    const fields = page.locator('form').first().locator('input, textarea, select');
    const count = await fields.count();
    for (let index = 0; index < count; index += 1) {
      const field = fields.nth(index);
      if ((await boxOf(field)).top < height) continue;
      await fields.nth(index - 1).focus();
      await page.keyboard.press('Tab');
      await expectFocusOn(page, field, 'the field below the fold');
      expect((await boxOf(field)).bottom).toBeLessThanOrEqual((await boxOf(bar)).top);
      break;
    }
    await page.screenshot({ path: `tests/e2e/screenshots/admin-focus-${form.heading.split(' ')[0]!.toLowerCase()}-bar-${width}.png` });

    // At the end of the form the bar rests below the last field.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    expect((await boxOf(fields.last())).bottom).toBeLessThanOrEqual((await boxOf(bar)).top);

    // The notice of a save shows above the bar, not over its buttons.
    await page.evaluate(() => window.scrollTo(0, 0));
    await save.click();
    const notice = await visible(message(page, form.notice));
    saveBox = await boxOf(save);
    expect((await boxOf(notice)).bottom).toBeLessThanOrEqual((await boxOf(bar)).top);
    expect(saveBox.bottom).toBeLessThanOrEqual(height);
    await page.screenshot({ path: `tests/e2e/screenshots/admin-focus-${form.heading.split(' ')[0]!.toLowerCase()}-notice-${width}.png` });
    expect(session.errors).toEqual([]);
  });
});
