import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminMessages } from '../../src/domain/messages';
import { draftsTexts } from '../../src/admin/shared/drafts/drafts-texts';
import { logIn, message, openAdminSession, visible } from './support/app';
import type { Session } from './support/browser';

const FENCING = 'Fencing Solutions - Ironcrest Steel Industries';
/** The demo's site time zone (VITE_SITE_TIME_ZONE's default): the banner says the time in it. */
const SITE_ZONE = 'Asia/Kolkata';

const clock = (ms: number) => new Intl.DateTimeFormat('en-US', { timeZone: SITE_ZONE, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(ms);

/** The banner's question for a draft written between `from` and `to` (a minute may turn meanwhile). */
const offerBetween = (from: number, to: number) => new RegExp(`^(${[...new Set([clock(from), clock(to)])].map((time) => draftsTexts.offer(time).replace('?', '\\?')).join('|')})$`);

async function openFencing(page: Page, session: Session): Promise<Locator> {
  await page.goto(session.url('/admin/pages'));
  await visible(page.getByRole('heading', { level: 2, name: 'Page Management' }));
  await page.getByRole('searchbox', { name: 'Search pages' }).fill(FENCING);
  await page.getByRole('button', { name: `Edit ${FENCING}`, exact: true }).click();
  return visible(page.getByRole('dialog', { name: 'Edit Page' }));
}

/** Types at the end of the title and of the editor's text, with real key events. */
async function typeChanges(page: Page, dialog: Locator, title: string, content: string): Promise<void> {
  await dialog.getByLabel(/^Title/).click();
  await page.keyboard.press('End');
  await page.keyboard.type(title);
  const editor = await visible(dialog.getByRole('textbox', { name: 'Content' }));
  await editor.click();
  await page.keyboard.press('Control+End');
  await page.keyboard.type(content);
}

/** How many drafts the browser keeps (the drafts' own IndexedDB database). */
const keptDrafts = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const open = indexedDB.open('ironcrest-drafts');
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('drafts')) return resolve(0);
          const count = db.transaction('drafts').objectStore('drafts').count();
          count.onsuccess = () => resolve(count.result);
        };
        open.onerror = () => resolve(-1);
      }),
  );

/** Deletes every kept draft, so each test starts from none. */
const clearDrafts = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const open = indexedDB.open('ironcrest-drafts');
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('drafts')) return resolve();
          const transaction = db.transaction('drafts', 'readwrite');
          transaction.objectStore('drafts').clear();
          transaction.oncomplete = () => resolve();
        };
        open.onerror = () => resolve();
      }),
  );

/** A real reload: the leave guard's "changes not saved" prompt is answered Leave, as a person would. */
async function reload(page: Page): Promise<void> {
  await page.reload();
  await visible(page.getByRole('button', { name: 'Logout' }).or(page.getByRole('heading', { name: 'Admin Login' })));
}

describe('drafts that survive a reload', () => {
  let session: Session;
  beforeAll(async () => {
    session = await openAdminSession();
    session.page.on('dialog', (dialog) => void dialog.accept());
  });
  afterAll(() => session.close());

  it('offers the typed changes after a reload, with their time and differences; Restore, Save, and it is gone', async () => {
    const { page } = session;
    await clearDrafts(page);
    let dialog = await openFencing(page, session);
    const before = Date.now();
    await typeChanges(page, dialog, ' Draft', ' Typed before the reload.');
    // The pause writes the draft.
    await expect.poll(() => keptDrafts(page), { timeout: 10_000 }).toBe(1);
    const after = Date.now();
    await reload(page);

    dialog = await openFencing(page, session);
    const banner = dialog.getByRole('region', { name: offerBetween(before, after) });
    await visible(banner);
    const changes = banner.getByRole('list', { name: draftsTexts.changesLabel });
    await visible(changes.getByRole('listitem').filter({ hasText: `Title: ${FENCING} → ${FENCING} Draft` }));
    await visible(changes.getByRole('listitem').filter({ hasText: /^Content: .*→ ….*Typed before the reload\.$/ }));
    await expect.poll(() => banner.getByText(draftsTexts.changedSince).count()).toBe(0);

    await banner.getByRole('button', { name: draftsTexts.restore }).click();
    await banner.waitFor({ state: 'hidden' });
    expect(await dialog.getByLabel(/^Title/).inputValue()).toBe(`${FENCING} Draft`);
    expect(await dialog.getByRole('textbox', { name: 'Content' }).innerText()).toContain('Typed before the reload.');

    await dialog.getByRole('button', { name: 'Save Page' }).click();
    await visible(message(page, adminMessages.pages.updated));
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => keptDrafts(page), { timeout: 10_000 }).toBe(0);

    await page.getByRole('searchbox', { name: 'Search pages' }).fill(`${FENCING} Draft`);
    await page.getByRole('button', { name: `Edit ${FENCING} Draft`, exact: true }).click();
    dialog = await visible(page.getByRole('dialog', { name: 'Edit Page' }));
    await visible(dialog.getByRole('textbox', { name: 'Content' }));
    expect(await keptDrafts(page)).toBe(0);
    expect(await dialog.getByRole('region', { name: /^Restore the unsaved changes/ }).count()).toBe(0);
    // Put the title back for the next test.
    await dialog.getByLabel(/^Title/).fill(FENCING);
    await dialog.getByRole('button', { name: 'Save Page' }).click();
    await visible(message(page, adminMessages.pages.updated));
  });

  it('keeps what was typed just before the reload (written on pagehide)', async () => {
    const { page } = session;
    await clearDrafts(page);
    let dialog = await openFencing(page, session);
    await typeChanges(page, dialog, ' Quick', ' Typed and reloaded at once.');
    const typed = Date.now();
    expect(await keptDrafts(page)).toBe(0);
    await reload(page);

    dialog = await openFencing(page, session);
    const banner = await visible(dialog.getByRole('region', { name: offerBetween(typed - 60_000, typed) }));
    await visible(banner.getByRole('listitem').filter({ hasText: `Title: ${FENCING} → ${FENCING} Quick` }));
    await banner.getByRole('button', { name: draftsTexts.discard }).click();
    await banner.waitFor({ state: 'hidden' });
    await expect.poll(() => keptDrafts(page)).toBe(0);
    expect(await dialog.getByLabel(/^Title/).inputValue()).toBe(FENCING);
  });

  it('offers a new page’s draft when Add Page is opened again, after the session ended and the same user logged in', async () => {
    const { page } = session;
    await clearDrafts(page);
    await page.goto(session.url('/admin/pages'));
    await page.getByRole('button', { name: 'Add Page' }).click();
    let dialog = await visible(page.getByRole('dialog', { name: 'Add Page' }));
    await dialog.getByLabel(/^Title/).click();
    await page.keyboard.type('A page not saved yet');
    await expect.poll(() => keptDrafts(page), { timeout: 10_000 }).toBe(1);
    // The session ends (as after 8 hours): the next load asks for the login.
    await page.evaluate(() => localStorage.removeItem('adminAuth'));
    await reload(page);
    await logIn(page);

    await page.goto(session.url('/admin/pages'));
    await page.getByRole('button', { name: 'Add Page' }).click();
    dialog = await visible(page.getByRole('dialog', { name: 'Add Page' }));
    const banner = await visible(dialog.getByRole('region', { name: /^Restore the unsaved changes from \d\d:\d\d\?$/ }));
    await visible(banner.getByRole('listitem').filter({ hasText: 'Title: (empty) → A page not saved yet' }));
    await banner.getByRole('button', { name: draftsTexts.restore }).click();
    expect(await dialog.getByLabel(/^Title/).inputValue()).toBe('A page not saved yet');
    expect(await dialog.getByLabel(/^Slug/).inputValue()).toBe('a-page-not-saved-yet');
  });
});
