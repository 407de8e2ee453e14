import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Download, Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { MIN_FILL_TIME_MS } from '../../../src/domain/spam-guard';
import { openBrowser, type Session } from './browser';

/** Data arrives through the service worker and IndexedDB; a cold profile needs a few seconds for the first answer. */
export const DATA_TIMEOUT = 20_000;

/** The demo login named in the README (the app holds only its hash). */
export const DEMO_ADMIN = { username: 'admin', password: 'admin123' } as const;

/**
 * Waits until the locator is visible. When it does not appear, the failure names the locator and says what the page
 * showed instead (its address and the start of its visible text), so a failure on a slow machine can be read from the log.
 */
export async function visible(locator: Locator, timeout = DATA_TIMEOUT): Promise<Locator> {
  try {
    await locator.first().waitFor({ state: 'visible', timeout });
  } catch (error) {
    const page = locator.page();
    const shown = await page
      .evaluate(() => (document.querySelector('main') ?? document.body)?.innerText.replace(/\s+/g, ' ').slice(0, 600) ?? '')
      .catch(() => '(the page could not be read)');
    throw new Error(`${error instanceof Error ? error.message : String(error)}\nThe page at ${page.url()} showed: ${shown}`, { cause: error });
  }
  return locator.first();
}

/** Follows the top-level menu item `name`, through More when the header folded it there (a long menu, a kiosk). */
export async function followMenuItem(nav: Locator, name: string): Promise<void> {
  const link = nav.getByRole('link', { name, exact: true }).first();
  if (!(await link.isVisible())) await nav.getByRole('button', { name: /^More/ }).click();
  await link.click();
}

/** The public main navigation, once its items (not the spinner) are shown: its first top-level item is on the row. */
export async function publicNavigation(page: Page): Promise<Locator> {
  const nav = page.getByRole('navigation', { name: 'Main' });
  await visible(nav.getByRole('list').first().getByRole('link'));
  return nav;
}

/**
 * Pauses as long as a person needs at least to fill in a public form: the spam guard (src/domain/spam-guard.ts)
 * asks the visitor to check and press again when a form is sent faster than that. Call it once the form is shown, before sending it.
 */
export async function takeTimeToFillIn(page: Page): Promise<void> {
  await page.waitForTimeout(MIN_FILL_TIME_MS + 250);
}

/** Signs in on the login form the page shows now (admin spec 2). */
export async function logIn(page: Page): Promise<void> {
  await visible(page.getByRole('heading', { name: 'Admin Login' }));
  await page.getByLabel(/Username/).fill(DEMO_ADMIN.username);
  await page.getByLabel(/Password/).fill(DEMO_ADMIN.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await visible(page.getByRole('button', { name: 'Logout' }));
}

/** A fresh browser (its own profile) signed in to the back office, on its dashboard. */
export async function openAdminSession(size?: Parameters<typeof openBrowser>[0]): Promise<Session> {
  const session = await openBrowser(size);
  await session.page.goto(session.url('/admin'));
  await logIn(session.page);
  return session;
}

/** Opens a back-office section from the sidebar and waits for its heading. */
export async function openSection(page: Page, label: string): Promise<void> {
  await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: label, exact: true }).click();
  await visible(page.getByRole('heading', { level: 2, name: label, exact: true }));
}

/** A notice or inline message with this text (role status or alert), in the page or inside one part of it. */
export function message(scope: Page | Locator, text: string | RegExp): Locator {
  return scope.getByRole('status').or(scope.getByRole('alert')).filter({ hasText: text });
}

/** Clicks what starts a download and returns the download with its bytes. */
export async function download(page: Page, start: () => Promise<unknown>): Promise<{ file: Download; bytes: Buffer }> {
  const [file] = await Promise.all([page.waitForEvent('download', { timeout: DATA_TIMEOUT }), start()]);
  const path = await file.path();
  return { file, bytes: readFileSync(path) };
}

/** A temporary folder for files a journey uploads. */
export function scratchDir(): string {
  return mkdtempSync(join(tmpdir(), 'ironcrest-e2e-files-'));
}

/**
 * Signs in to the demo's back office and replaces its data with `dataset` through the Demo data panel, as an
 * administrator would (a file named `fileName`), then closes the panel.
 */
export async function importDemoDataset(session: Session, dataset: unknown, fileName: string, timeout = DATA_TIMEOUT): Promise<void> {
  const { page } = session;
  const file = join(scratchDir(), fileName);
  writeFileSync(file, JSON.stringify(dataset));
  await page.goto(session.url('/admin'));
  await logIn(page);
  await page.getByRole('button', { name: 'Demo data', exact: true }).click();
  const panel = page.getByRole('dialog', { name: 'Demo data' });
  await panel.getByLabel('Import a dataset file (.json)').setInputFiles(file);
  await page.getByRole('alertdialog', { name: 'Import demo data' }).getByRole('button', { name: 'Import' }).click();
  await visible(message(panel, `Imported ${fileName}.`), timeout);
  await page.keyboard.press('Escape');
}

/** A small but well-formed one-page PDF naming `text`, written to `dir`; returns its path and bytes. */
export function writePdf(dir: string, name: string, text: string): { path: string; bytes: Buffer } {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 300 144] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${`BT /F1 18 Tf 20 70 Td (${text}) Tj ET`.length} >>\nstream\nBT /F1 18 Tf 20 70 Td (${text}) Tj ET\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  const bytes = Buffer.from(body, 'latin1');
  const path = join(dir, name);
  writeFileSync(path, bytes);
  return { path, bytes };
}

/** Splits CSV text into rows of cells (RFC 4180 quoting, as papaparse writes it). */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(cell);
      cell = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[i + 1] === '\n') i += 1;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else cell += char;
  }
  if (cell !== '' || row.length > 0) {
    row.push(cell);
    rows.push(row);
  }
  return rows;
}

/** Every public route of the site (public spec 2.1), with a dynamic page that has content and a gallery. */
export const PUBLIC_ROUTES = [
  { name: 'home', path: '/' },
  { name: 'about-us', path: '/about-us' },
  { name: 'about', path: '/about' },
  { name: 'contact-us', path: '/contact-us' },
  { name: 'careers', path: '/careers' },
  { name: 'dynamic-page', path: '/manufacturing/fencing' },
  { name: 'optimizing', path: '/optimizing' },
] as const;

/**
 * Every public route a visitor can land on, for the route-walking checks: the documented screens, the footer's
 * information pages and aliases, and the not-found states.
 */
export const ALL_PUBLIC_ROUTES = [
  ...PUBLIC_ROUTES,
  { name: 'home-alias', path: '/home' },
  { name: 'contact', path: '/contact' },
  { name: 'sitemap', path: '/sitemap' },
  { name: 'privacy', path: '/privacy' },
  { name: 'terms', path: '/terms' },
  { name: 'cookies', path: '/cookies' },
  { name: 'accessibility', path: '/accessibility' },
  { name: 'page-not-found', path: '/page/does-not-exist' },
  { name: 'manufacturing-not-found', path: '/manufacturing/nonexistent' },
  { name: 'unknown-path', path: '/no-such-path' },
] as const;

/**
 * Fails on what a visitor's browser would hold against the page now shown: an uncaught error or rejection since the
 * session opened (`errors` collects `pageerror`s), or an id used by two elements (labels and regions then name the
 * wrong element).
 */
export async function expectHealthyPage(page: Page, errors: readonly string[], label: string): Promise<void> {
  const duplicates = await page.evaluate(() => {
    const ids = [...document.querySelectorAll('[id]')].map((element) => element.id);
    return [...new Set(ids.filter((id, index) => ids.indexOf(id) !== index))];
  });
  expect(duplicates, `${label}: ids used more than once`).toEqual([]);
  expect(errors, `${label}: uncaught page errors`).toEqual([]);
}

/** Waits until no spinner text ("Loading …") is left and the images in the page have finished loading. */
export async function settled(page: Page): Promise<void> {
  await expect
    .poll(() => page.getByText(/^Loading\b.*(\.\.\.|…)$/).count(), { timeout: DATA_TIMEOUT, message: 'loading texts left' })
    .toBe(0);
  // Lazy images below the fold load only when asked to; a full-page screenshot or axe must see them.
  await page.evaluate(async () => {
    const pending = [...document.images].map((image) => {
      image.loading = 'eager';
      if (image.complete) return null;
      return new Promise<void>((done) => {
        image.addEventListener('load', () => done(), { once: true });
        image.addEventListener('error', () => done(), { once: true });
        setTimeout(done, 5_000);
      });
    });
    await Promise.all(pending);
  });
}
