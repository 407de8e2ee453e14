import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPANY } from '../../src/domain/company-info';
import { appMessages, publicMessages } from '../../src/domain/messages';
import { kioskApplyTexts } from '../../src/public/careers/kiosk-apply-texts';
import { sharedTexts } from '../../src/public/shared/shared-texts';
import { journeyData } from './support/journey-data';
import { DATA_TIMEOUT, followMenuItem, logIn, message, openSection, publicNavigation, takeTimeToFillIn, visible } from './support/app';
import { openBrowser, type Session } from './support/browser';

// A shortened idle time for the test (?idle= is in minutes): the warning shows after 4.5 s, the reset after 6 s.
const IDLE = '0.1';
const RESET_WAIT = 15_000;

/** Sizes of the visible targets matching `selector` that are smaller than 44×44 px. */
async function smallTargets(page: Page, selector: string): Promise<string[]> {
  return page.locator(selector).evaluateAll((elements) =>
    elements
      .map((element) => ({ element, box: element.getBoundingClientRect() }))
      .filter(({ box }) => box.width > 2 && box.height > 2)
      .filter(({ box }) => box.width < 44 || box.height < 44)
      .map(({ element, box }) => `${element.outerHTML.slice(0, 80)} ${Math.round(box.width)}×${Math.round(box.height)}`),
  );
}

describe('the demo as a kiosk (?kiosk=1)', () => {
  let session: Session;
  let page: Page;
  const { contact } = journeyData();

  beforeAll(async () => {
    session = await openBrowser();
    page = session.page;
  });
  afterAll(() => session.close());

  it('shows the public site without demo tooling, links that leave it as text, and touch-size targets', async () => {
    await page.goto(session.url(`/?kiosk=1&idle=${IDLE}`));
    const nav = await publicNavigation(page);
    expect(await page.getByRole('button', { name: /^Demo scenarios/ }).count()).toBe(0);
    expect(await page.locator('a[href^="mailto:"], a[href^="tel:"], a[target="_blank"], a[href*="/admin"]').count()).toBe(0);
    await visible(page.getByRole('banner').getByText(/@/));
    expect(await smallTargets(page, 'nav[aria-label="Main"] a, nav[aria-label="Main"] button')).toEqual([]);

    // A kiosk's touch-size targets take more room: at 1280 px the last menu items sit under More.
    await followMenuItem(nav, 'Contact Us');
    await visible(page.getByRole('heading', { name: 'Send us a Message' }));
    expect(await page.locator('a[href^="mailto:"], a[href^="tel:"]').count()).toBe(0);
    expect(await smallTargets(page, 'main input:not([tabindex="-1"]), main select, main textarea, main button')).toEqual([]);
  });

  it('keeps a message sent offline, says so, and delivers it when the network returns: then the back office has it', async () => {
    // Chromium's offline emulation does not reach a document loaded while it is on: after the idle reset's reload,
    // navigator.onLine said true with the context offline (logged in this test's runs), and the outbox, believing the
    // kiosk online, delivered to the demo's in-browser API. A machine without a network says false from the start;
    // while this tab's session holds the mark, its pages say what the browser would.
    await page.context().addInitScript(() => {
      const online = Object.getOwnPropertyDescriptor(Navigator.prototype, 'onLine')!.get!;
      Object.defineProperty(navigator, 'onLine', {
        configurable: true,
        get: () => sessionStorage.getItem('e2e-offline') !== '1' && (online.call(navigator) as boolean),
      });
    });
    await page.evaluate(() => sessionStorage.setItem('e2e-offline', '1'));
    await page.context().setOffline(true);
    await page.getByLabel(/^Full Name/).fill(contact.name);
    await page.getByLabel(/^Email Address/).fill(contact.email);
    await page.getByLabel(/^Phone Number/).fill(contact.phone);
    await page.getByLabel(/^Subject/).selectOption(contact.subject);
    await page.getByLabel(/^Message/).fill(contact.message);
    await takeTimeToFillIn(page);
    await page.getByRole('button', { name: 'Send Message' }).click();
    // The honest answer instead of "We will get back to you within 24 hours"; the form empties for the next visitor.
    await visible(message(page, appMessages.kioskContactSaved));
    expect(await page.getByText(publicMessages.contact.success).count()).toBe(0);
    expect(await page.getByLabel(/^Full Name/).inputValue()).toBe('');
    // Staff see the outbox.
    await visible(page.getByRole('status').filter({ hasText: appMessages.kioskOutboxWaiting(1) }));

    // The back office in another tab, still offline: the message waits in the kiosk's outbox, not in the store.
    const admin = await page.context().newPage();
    await admin.goto(session.url('/admin?kiosk=0'));
    await logIn(admin);
    await openSection(admin, 'Contact Form Data');
    await visible(admin.getByRole('table'));
    expect(await admin.getByLabel(`Status of the submission from ${contact.name}`).count()).toBe(0);

    // Nobody touches the kiosk: it starts over; the outbox is kept.
    await page.waitForURL((url) => url.pathname === new URL(session.url('/')).pathname, { timeout: RESET_WAIT });
    await visible(page.getByRole('status').filter({ hasText: appMessages.kioskOutboxWaiting(1) }));

    // The network returns: the kiosk delivers the message and its outbox is empty. (The browser's own online event
    // does not come to the reloaded page, which it never saw offline; it is sent as the browser would.)
    await page.evaluate(() => sessionStorage.removeItem('e2e-offline'));
    await page.context().setOffline(false);
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    await expect.poll(() => page.locator('[data-kiosk-outbox]').count(), { timeout: RESET_WAIT }).toBe(0);
    await admin.reload();
    await openSection(admin, 'Contact Form Data');
    await visible(admin.getByLabel(`Status of the submission from ${contact.name}`));
    // Delivered once.
    expect(await admin.getByLabel(`Status of the submission from ${contact.name}`).count()).toBe(1);
    await admin.close();
    expect(session.errors).toEqual([]);
  });

  it('never opens a file chooser for an application: it says how to apply from one\'s own phone or by e-mail', async () => {
    let chooserOpened = false;
    page.on('filechooser', () => {
      chooserOpened = true;
    });
    await page.goto(session.url('/careers?kiosk=1&idle=5'));
    await (await visible(page.getByRole('button', { name: /^View Details & Apply/ }))).click();
    const dialog = page.getByRole('dialog');
    await visible(dialog.getByText(kioskApplyTexts.lead));
    expect(await dialog.locator('input[type="file"]').count()).toBe(0);
    expect(await dialog.getByRole('button', { name: 'Submit Application' }).count()).toBe(0);
    await visible(dialog.getByText(COMPANY.hrEmail));
    await visible(dialog.getByText(/\/careers#opening-\d+$/));
    // A tap on the text opens nothing either.
    await dialog.getByText(COMPANY.hrEmail).click();
    expect(chooserOpened).toBe(false);
    expect(page.url()).toMatch(/\/careers/);
  });

  it('turns autofill off in every form, so the next visitor sees nothing of the last one', async () => {
    await page.goto(session.url('/contact-us?kiosk=1&idle=5'));
    await visible(page.getByRole('heading', { name: 'Send us a Message' }));
    const settings = await page
      .locator('form, input, textarea, select')
      .evaluateAll((elements) => elements.map((element) => `${element.tagName.toLowerCase()}[name=${element.getAttribute('name')}] ${element.getAttribute('autocomplete')}`));
    expect(settings.length).toBeGreaterThan(5);
    expect(settings.filter((setting) => !setting.endsWith(' off'))).toEqual([]);
  });

  it('warns, then returns to a fresh home page after the idle time: form empty, scroll at top', async () => {
    await page.goto(session.url(`/contact-us?kiosk=1&idle=${IDLE}`));
    await page.getByLabel(/^Full Name/).fill('Half-typed Visitor');
    await page.mouse.wheel(0, 600);

    await visible(page.getByRole('alertdialog').filter({ hasText: appMessages.kioskIdleWarning }), RESET_WAIT);
    await page.waitForURL((url) => url.pathname === new URL(session.url('/')).pathname, { timeout: RESET_WAIT });
    const nav = await publicNavigation(page);
    await visible(page.getByRole('list', { name: 'Our Products' }).getByRole('heading', { level: 3 }));
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(await page.getByRole('alertdialog').count()).toBe(0);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    // Still a kiosk after the reset (remembered for the session).
    expect(await page.getByRole('button', { name: /^Demo scenarios/ }).count()).toBe(0);

    await followMenuItem(nav, 'Contact Us');
    await visible(page.getByRole('heading', { name: 'Send us a Message' }));
    expect(await page.getByLabel(/^Full Name/).inputValue()).toBe('');
    expect(session.errors).toEqual([]);
  });
});

describe('a kiosk page before its app has taken over', () => {
  it('keeps what the visitor typed meanwhile, with the focus, and sends it', async () => {
    // A fresh profile: no service worker controls the page yet, so the app's start can be held back on its way.
    const session = await openBrowser();
    try {
      const { page } = session;
      let release = () => undefined as void;
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      let heldBack = 0;
      await page.route(/\/assets\/start-[\w-]+\.js$/, async (route) => {
        heldBack += 1;
        await held;
        await route.continue();
      });
      const opened = page.goto(session.url('/?kiosk=1&idle=5'));
      // The prerendered home page: the visitor starts on the brochure form while the app is still on its way.
      const field = page.getByRole('textbox', { name: sharedTexts.brochureEmailLabel });
      await field.waitFor({ timeout: DATA_TIMEOUT });
      await field.click();
      await page.keyboard.type('early@example.com');
      // Typed into the prerendered page: the app's code was asked for and is still held back.
      expect(heldBack).toBe(1);
      expect(await page.evaluate(() => document.documentElement.hasAttribute('data-app-ready'))).toBe(false);
      release();
      await opened;

      // The app has replaced the page (kiosk pages render anew): the address is still there, the field focused.
      await visible(page.getByRole('banner'));
      expect(await field.inputValue()).toBe('early@example.com');
      expect(await field.evaluate((element) => element === document.activeElement)).toBe(true);
      expect(await field.getAttribute('autocomplete')).toBe('off');
      // It is the form's own state: the Send goes out with it.
      await takeTimeToFillIn(page);
      await page.keyboard.press('Enter');
      await visible(message(page, publicMessages.brochure.success));
      expect(session.errors).toEqual([]);
    } finally {
      await session.close();
    }
  });
});
