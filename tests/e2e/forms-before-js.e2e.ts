import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Locator, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { earlySubmitTexts } from '../../src/app/early-submit-texts';
import { COMPANY } from '../../src/domain/company-info';
import { publicMessages } from '../../src/domain/messages';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../support/chromium';
import { DATA_TIMEOUT, logIn, openSection, scratchDir, takeTimeToFillIn, visible, writePdf } from './support/app';
import { openBrowser, type Session } from './support/browser';

/*
 * The public forms of the built demo before its scripts have arrived and without JavaScript: no field value ever
 * reaches an address (the page's URL, a GET), a Send pressed early is held with a notice and sent once the app runs,
 * and a browser without JavaScript is told whom to write to or call instead. The menu toggle and the careers
 * "View Details & Apply" controls lead to the prerendered content without JavaScript.
 */

const SCRIPT_DELAY_MS = 8_000;
const SHOTS = resolve(import.meta.dirname, 'screenshots');
const url = (path: string) => new URL(path.replace(/^\//, ''), inject('baseUrl')).toString();
const pause = (ms: number) => new Promise((done) => setTimeout(done, Math.max(0, ms)));

/** Every address the page's main frame was at, and a check that none of them carries a query or a typed value. */
function recordAddresses(page: Page, typed: readonly string[]) {
  const addresses: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) addresses.push(frame.url());
  });
  const check = (step: string) => {
    for (const address of [...addresses, page.url()]) {
      expect(address, `${step}: ${address}`).not.toContain('?');
      for (const value of typed) {
        expect(address, `${step}: ${address}`).not.toContain(value);
        expect(address, `${step}: ${address}`).not.toContain(encodeURIComponent(value));
      }
    }
  };
  return { addresses, check };
}

/**
 * A page of a fresh demo profile whose scripts are all held back until SCRIPT_DELAY_MS after it was opened, as on a
 * slow connection; it opens the address and returns at once, long before the app has loaded (the session's own page
 * waits for the app).
 */
async function openWithScriptsHeldBack(session: Session, path: string, typed: readonly string[]) {
  const page = await session.context.newPage();
  page.on('pageerror', (error) => session.errors.push(error.message));
  const openedAt = Date.now();
  await page.route('**/*.js', async (route) => {
    await pause(openedAt + SCRIPT_DELAY_MS - Date.now());
    await route.continue().catch(() => undefined);
  });
  const addresses = recordAddresses(page, typed);
  await page.goto(url(path), { waitUntil: 'commit' });
  const beforeScripts = async () => {
    expect(Date.now() - openedAt, 'still before the scripts arrive').toBeLessThan(SCRIPT_DELAY_MS);
    expect(await page.evaluate(() => document.documentElement.hasAttribute('data-app-ready'))).toBe(false);
  };
  return { page, ...addresses, beforeScripts };
}

async function expectHeldNotice(page: Page): Promise<Locator> {
  const notice = page.getByRole('status').filter({ hasText: earlySubmitTexts.held });
  await visible(notice, 5_000);
  return notice;
}

/** Screenshots (tests/e2e/screenshots, for a person to look at) at 390, 1280 and 1440 px with `subject` in view. */
async function screenshot(page: Page, name: string, subject: Locator) {
  mkdirSync(SHOTS, { recursive: true });
  const original = page.viewportSize()!;
  for (const width of [390, 1280, 1440]) {
    await page.setViewportSize({ width, height: original.height });
    await subject.scrollIntoViewIfNeeded();
    await page.screenshot({ path: resolve(SHOTS, `forms-before-js-${name}-${width}.png`) });
  }
  await page.setViewportSize(original);
}

describe('forms sent before the app has loaded (every script held back 8 s)', { timeout: 120_000 }, () => {
  let session: Session;
  beforeAll(async () => {
    session = await openBrowser();
  });
  afterAll(() => session.close());

  it('holds the contact message with a notice, never puts a field in the address, and sends it once the app runs', async () => {
    const contact = { name: 'Early Sender', email: 'early.sender@example.com', phone: '+91 98111 22334', message: 'Quote for 40 gates, sent before the page had loaded.' };
    const { page, addresses, check, beforeScripts } = await openWithScriptsHeldBack(session, '/contact-us', Object.values(contact));
    await visible(page.getByRole('heading', { name: publicMessages.contact.formTitle }), 5_000);
    await page.getByLabel(/^Full Name/).fill(contact.name);
    check('name typed');
    await page.getByLabel(/^Email Address/).fill(contact.email);
    await page.getByLabel(/^Phone Number/).fill(contact.phone);
    await page.getByLabel(/^Subject/).selectOption('quote-request');
    await page.getByLabel(/^Message/).fill(contact.message);
    check('form filled');
    await takeTimeToFillIn(page);
    await page.getByRole('button', { name: 'Send Message' }).click();
    await beforeScripts();
    const notice = await expectHeldNotice(page);
    check('Send pressed');
    await screenshot(page, 'held-contact', page.getByRole('button', { name: 'Send Message' }));

    await visible(page.getByText(/^Thank you for contacting us!/), SCRIPT_DELAY_MS + DATA_TIMEOUT);
    expect(await notice.count()).toBe(0);
    expect(await page.getByLabel(/^Full Name/).inputValue()).toBe('');
    check('sent');
    expect(new Set(addresses)).toEqual(new Set([url('/contact-us')]));
    await page.close();

    // The administrator finds it where every message arrives.
    await session.page.goto(session.url('/admin'));
    await logIn(session.page);
    await openSection(session.page, 'Contact Form Data');
    await visible(session.page.getByLabel(`Status of the submission from ${contact.name}`));
    expect(session.errors).toEqual([]);
  });

  it('holds an application sent from the opening’s own section, résumé included, and sends it once the app runs', async () => {
    const applicant = { name: 'Early Applicant', email: 'early.applicant@example.com', phone: '+91 98222 33445' };
    const resume = writePdf(scratchDir(), 'early-applicant.pdf', 'Early Applicant resume');
    const fresh = await openBrowser();
    try {
      const { page, check, beforeScripts } = await openWithScriptsHeldBack(fresh, '/careers', Object.values(applicant));
      const open = page.getByRole('link', { name: /^View Details & Apply/ }).first();
      await visible(open, 5_000);
      const href = (await open.getAttribute('href'))!;
      expect(href).toMatch(/^#opening-\d+$/);
      await open.click();
      const section = page.locator(href);
      await visible(section.getByRole('heading', { name: 'Apply for this Position' }), 5_000);
      await section.getByLabel(/^Full Name/).fill(applicant.name);
      await section.getByLabel(/^Email Address/).fill(applicant.email);
      await section.getByLabel(/^Phone Number/).fill(applicant.phone);
      await section.getByLabel(/^Resume\/CV/).setInputFiles(resume.path);
      check('application filled');
      await takeTimeToFillIn(page);
      await section.getByRole('button', { name: 'Submit Application' }).click();
      await beforeScripts();
      const notice = await expectHeldNotice(page);
      check('Submit pressed');

      await visible(section.getByText(publicMessages.careers.success), SCRIPT_DELAY_MS + DATA_TIMEOUT);
      expect(await notice.count()).toBe(0);
      check('sent');
      expect(page.url()).toBe(url(`/careers${href}`));
      // Once the app runs, the cards open the details in the modal again.
      await page.getByRole('button', { name: /^View Details & Apply/ }).first().click();
      await visible(page.getByRole('dialog'));
      expect(fresh.errors).toEqual([]);
    } finally {
      await fresh.close();
    }
  });

  it('holds the brochure e-mail address and sends it once the app runs', async () => {
    const email = 'early.brochure@example.com';
    const fresh = await openBrowser();
    try {
      const { page, check, beforeScripts } = await openWithScriptsHeldBack(fresh, '/', [email]);
      const field = page.getByRole('textbox', { name: 'Email Address' });
      await visible(field, 5_000);
      await field.fill(email);
      await takeTimeToFillIn(page);
      await page.getByRole('button', { name: 'Know More' }).click();
      await beforeScripts();
      const notice = await expectHeldNotice(page);
      check('Know More pressed');
      await visible(page.getByText(publicMessages.brochure.success), SCRIPT_DELAY_MS + DATA_TIMEOUT);
      expect(await notice.count()).toBe(0);
      check('sent');
      expect(fresh.errors).toEqual([]);
    } finally {
      await fresh.close();
    }
  });
});

describe('the site without JavaScript', { timeout: 60_000 }, () => {
  let browser: Browser;
  let context: BrowserContext;
  beforeAll(async () => {
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: [...CHROMIUM_FLAGS] });
    context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
  });
  afterAll(() => browser.close());

  async function openPage(path: string, typed: readonly string[] = []) {
    const page = await context.newPage();
    const refused: string[] = [];
    page.on('console', (message) => {
      if (message.text().includes("form-action 'none'")) refused.push(message.text());
    });
    const addresses = recordAddresses(page, typed);
    await page.goto(url(path));
    return { page, refused, ...addresses };
  }

  it('tells the contact visitor whom to write to or call, and a Send goes nowhere: no address, no request', async () => {
    const typed = ['No Script', 'noscript@example.com', 'Sent with JavaScript off.'];
    const { page, refused, addresses, check } = await openPage('/contact-us', typed);
    const note = page.getByText(/^Sending this form needs JavaScript/);
    await visible(note, 5_000);
    await visible(note.getByRole('link', { name: COMPANY.email }));
    expect(await note.getByRole('link', { name: COMPANY.cellPhones[0] }).getAttribute('href')).toMatch(/^tel:/);
    await page.getByLabel(/^Full Name/).fill(typed[0]!);
    await page.getByLabel(/^Email Address/).fill(typed[1]!);
    await page.getByLabel(/^Message/).fill(typed[2]!);
    await screenshot(page, 'no-js-contact', note);
    await page.getByRole('button', { name: 'Send Message' }).click({ noWaitAfter: true });
    // The policy refuses the submission (form-action 'none', honoured in the page's meta policy): no navigation at all.
    await expect.poll(() => refused.length, { timeout: 5_000 }).toBeGreaterThan(0);
    await pause(1_000);
    check('Send pressed without JavaScript');
    expect(addresses).toEqual([url('/contact-us')]);
    expect(await page.getByLabel(/^Full Name/).inputValue()).toBe(typed[0]);
    await page.close();
  });

  it('gives the brochure and the application the same alternative', async () => {
    const home = await openPage('/', ['nojs@example.com']);
    const brochureNote = await visible(home.page.getByText(/^Requesting the brochure here needs JavaScript/), 5_000);
    await screenshot(home.page, 'no-js-brochure', brochureNote);
    await home.page.getByRole('textbox', { name: 'Email Address' }).fill('nojs@example.com');
    await home.page.getByRole('button', { name: 'Know More' }).click({ noWaitAfter: true });
    await expect.poll(() => home.refused.length, { timeout: 5_000 }).toBeGreaterThan(0);
    home.check('brochure Send pressed without JavaScript');
    expect(home.addresses).toEqual([url('/')]);
    await home.page.close();

    const careers = await openPage('/careers');
    const card = careers.page.getByRole('article').first();
    const title = (await card.getByRole('heading', { level: 3 }).innerText()).trim();
    await card.getByRole('link', { name: /^View Details & Apply/ }).click();
    const href = new URL(careers.page.url()).hash;
    expect(href).toMatch(/^#opening-\d+$/);
    const section = careers.page.locator(href);
    await visible(section.getByRole('heading', { name: title }), 5_000);
    const note = section.getByText(/^Applying online needs JavaScript/);
    await visible(note);
    await visible(note.getByRole('link', { name: COMPANY.hrEmail }));
    await screenshot(careers.page, 'no-js-opening', note);
    await careers.page.close();
  });

  it('leads the 390 px menu toggle to the HTML sitemap', async () => {
    const { page } = await openPage('/about-us');
    const toggle = page.getByRole('link', { name: 'Menu: all pages' });
    await visible(toggle, 5_000);
    await toggle.click();
    await page.waitForURL(url('/sitemap'));
    await visible(page.getByRole('heading', { level: 1 }));
    expect(await page.getByRole('link', { name: 'Careers' }).count()).toBeGreaterThan(0);
    await page.close();
  });
});
