import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLargeDataset } from '../../fixtures/large-dataset';
import { DATA_TIMEOUT, openAdminSession, openSection, visible } from './support/app';
import type { Session } from './support/browser';

// Enough contact submissions for 120 pages of 25.
const CONTACTS = 3000;

/**
 * Writes the submissions straight into the demo's IndexedDB, then reloads. The app seeds the database on its first
 * read after sign-in; on a slow machine that seeding can still be running, and would then replace these rows, so the
 * rows are written only once the app's "seeded" marker is stored.
 */
async function seedContacts(page: Page) {
  const rows = createLargeDataset({ contacts: CONTACTS, applications: 0 }).contactSubmissions;
  const openDemoDatabase = () =>
    page.evaluate(async () => {
      const db = await new Promise<IDBDatabase>((done, fail) => {
        const request = indexedDB.open('ironcrest-demo');
        request.onsuccess = () => done(request.result);
        request.onerror = () => fail(request.error);
      });
      const seeded = db.objectStoreNames.contains('meta')
        ? await new Promise<boolean>((done, fail) => {
            const request = db.transaction('meta').objectStore('meta').get('seeded');
            request.onsuccess = () => done(request.result !== undefined);
            request.onerror = () => fail(request.error);
          })
        : false;
      db.close();
      return seeded;
    });
  const deadline = Date.now() + DATA_TIMEOUT;
  while (!(await openDemoDatabase())) {
    if (Date.now() > deadline) throw new Error('The demo did not finish seeding its database');
    await page.waitForTimeout(100);
  }
  await page.evaluate(async (data) => {
    const db = await new Promise<IDBDatabase>((done, fail) => {
      const request = indexedDB.open('ironcrest-demo');
      request.onsuccess = () => done(request.result);
      request.onerror = () => fail(request.error);
    });
    await new Promise<void>((done, fail) => {
      const tx = db.transaction('contactSubmissions', 'readwrite');
      tx.objectStore('contactSubmissions').clear();
      for (const row of data) tx.objectStore('contactSubmissions').put(row);
      tx.oncomplete = () => done();
      tx.onerror = () => fail(tx.error);
    });
    db.close();
  }, rows);
  await page.reload();
  return rows;
}

const focused = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement;
    return active === document.body || !active ? 'body' : (active.getAttribute('aria-label') ?? active.textContent ?? active.tagName);
  });

describe('Contact Form Data with thousands of submissions', () => {
  let session: Session;
  let rows: Awaited<ReturnType<typeof seedContacts>>;
  const count = (n: number) => n.toLocaleString('en-US');
  beforeAll(async () => {
    session = await openAdminSession({ width: 1280, height: 800 });
    rows = await seedContacts(session.page);
  });
  afterAll(() => session.close());

  it('jumps to a typed page and focuses it; after Next on the last page focus is on the current page, not <body>', async () => {
    const { page } = session;
    await openSection(page, 'Contact Form Data');
    await visible(page.getByText(`Showing 1–25 of ${count(rows.length)}`));
    const pager = page.getByRole('navigation', { name: 'Contact form submissions pages' });
    await pager.getByRole('spinbutton', { name: 'Page number' }).fill('57');
    await pager.getByRole('button', { name: 'Go to page' }).click();
    await visible(page.getByText(`Showing 1,401–1,425 of ${count(rows.length)}`));
    await expect.poll(() => focused(page)).toBe('Page 57');
    expect(new URL(page.url()).searchParams.get('page')).toBe('57');

    await pager.getByRole('spinbutton', { name: 'Page number' }).fill('119');
    await page.keyboard.press('Enter');
    await visible(page.getByText(`Showing 2,951–2,975 of ${count(rows.length)}`));
    await pager.getByRole('button', { name: 'Next' }).click();
    await visible(page.getByText(`Showing 2,976–3,000 of ${count(rows.length)}`));
    await expect(pager.getByRole('button', { name: 'Next' }).isDisabled()).resolves.toBe(true);
    await expect.poll(() => focused(page)).toBe('Page 120');
  });

  it('keeps the filters and the page in the address: a reload shows the same rows, Back and Forward step through them', async () => {
    const { page } = session;
    await page.goto(session.url('/admin/contact-data'));
    await visible(page.getByText(`Showing 1–25 of ${count(rows.length)}`));
    const read = rows.filter((row) => row.status === 'read').length;
    await page.getByRole('search').getByLabel('Status').selectOption('read');
    await visible(page.getByText(`Showing 1–25 of ${count(read)}`));
    await page.getByRole('navigation', { name: 'Contact form submissions pages' }).getByRole('button', { name: 'Page 2', exact: true }).click();
    await visible(page.getByText(`Showing 26–50 of ${count(read)}`));
    expect(new URL(page.url()).search).toBe('?status=read&page=2');

    await page.reload();
    await visible(page.getByText(`Showing 26–50 of ${count(read)}`));
    await expect(page.getByRole('search').getByLabel('Status').inputValue()).resolves.toBe('read');

    await page.goBack();
    await visible(page.getByText(`Showing 1–25 of ${count(read)}`));
    await page.goBack();
    await visible(page.getByText(`Showing 1–25 of ${count(rows.length)}`));
    await expect(page.getByRole('search').getByLabel('Status').inputValue()).resolves.toBe('');
    await page.goForward();
    await visible(page.getByText(`Showing 1–25 of ${count(read)}`));

    // Someone among the read submissions the status filter shows, found by e-mail.
    const needle = rows.find((row) => row.status === 'read')!.email;
    await page.getByRole('searchbox').fill(needle);
    await page.keyboard.press('Enter');
    await visible(page.getByText(/^Showing 1–\d+ of \d+$/));
    await page.reload();
    await expect(page.getByRole('searchbox').inputValue()).resolves.toBe(needle);
    // What was searched for (a person's e-mail here) stays with the history entry, never in the address.
    expect(page.url()).not.toContain(encodeURIComponent(needle));
    expect(page.url()).not.toContain(needle);
    await visible(page.getByText(/^Showing 1–\d+ of \d+$/));
    // Back leaves the search (its entry replaced the one typing started from), Forward brings it back.
    await page.goBack();
    await expect(page.getByRole('searchbox').inputValue()).resolves.toBe('');
    await page.goForward();
    await expect(page.getByRole('searchbox').inputValue()).resolves.toBe(needle);
  });

  it('keeps every character typed fast into Search and Position, and Enter right after the last key searches for all of it', async () => {
    const { page } = session;
    await page.goto(session.url('/admin/contact-data'));
    await visible(page.getByText(`Showing 1–25 of ${count(rows.length)}`));
    const person = rows[rows.length - 1]!;
    const matches = rows.filter((row) => row.email.toLowerCase().includes(person.email.toLowerCase())).length;
    const search = page.getByRole('searchbox');
    // Key after key with no pause, as a fast typist or a paste-and-edit gives them, then Enter at once.
    await search.pressSequentially(person.email, { delay: 0 });
    await page.keyboard.press('Enter');
    await expect(search.inputValue()).resolves.toBe(person.email);
    await visible(page.getByText(`Showing 1–${matches} of ${matches}`));

    await openSection(page, 'Career Form Data');
    const position = page.getByRole('search').getByLabel('Position');
    await position.pressSequentially('Fabrication Welder (MIG/TIG)', { delay: 0 });
    await expect(position.inputValue()).resolves.toBe('Fabrication Welder (MIG/TIG)');
    await page.waitForTimeout(500);
    await expect(position.inputValue()).resolves.toBe('Fabrication Welder (MIG/TIG)');
  });

  it('says at Date from that it is after Date to, instead of No submissions found', async () => {
    const { page } = session;
    await page.goto(session.url('/admin/contact-data?from=2026-03-10&to=2026-03-01'));
    const message = 'Date from is after Date to. Choose a Date from on or before the Date to.';
    const from = page.getByRole('search').getByLabel('Date from');
    await expect.poll(() => from.getAttribute('aria-invalid')).toBe('true');
    await expect(from.evaluate((input) => document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent)).resolves.toBe(message);
    await expect(page.getByRole('table', { name: 'Contact form submissions' }).innerText()).resolves.toContain(message);
    expect(await page.getByText('No submissions found').count()).toBe(0);
  });
});
