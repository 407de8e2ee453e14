import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appMessages } from '../../src/domain/messages';
import { journeyData } from './support/journey-data';
import { followMenuItem, logIn, message, openSection, publicNavigation, takeTimeToFillIn, visible } from './support/app';
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

  it('sends a message with the network off, thanks the visitor, empties the form; the back office has it', async () => {
    await page.context().setOffline(true);
    await page.getByLabel(/^Full Name/).fill(contact.name);
    await page.getByLabel(/^Email Address/).fill(contact.email);
    await page.getByLabel(/^Phone Number/).fill(contact.phone);
    await page.getByLabel(/^Subject/).selectOption(contact.subject);
    await page.getByLabel(/^Message/).fill(contact.message);
    await takeTimeToFillIn(page);
    await page.getByRole('button', { name: 'Send Message' }).click();
    await visible(message(page, /^Thank you for contacting us!/));
    expect(await page.getByLabel(/^Full Name/).inputValue()).toBe('');

    // Nobody touches the screen: the site starts over; what was sent stays stored.
    await page.waitForURL((url) => url.pathname === new URL(session.url('/')).pathname, { timeout: RESET_WAIT });
    await publicNavigation(page);

    await page.goto(session.url('/admin?kiosk=0'));
    await logIn(page);
    await openSection(page, 'Contact Form Data');
    await visible(page.getByLabel(`Status of the submission from ${contact.name}`));
    await page.context().setOffline(false);
  });

  it('warns, then returns to a fresh home page after the idle time: dialog closed, form empty, scroll at top', async () => {
    await page.goto(session.url(`/careers?kiosk=1&idle=${IDLE}`));
    const open = await visible(page.getByRole('button', { name: /^View Details & Apply/ }));
    await open.click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(/^Full Name/).fill('Half-typed Visitor');
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

    await followMenuItem(nav, 'Careers');
    await (await visible(page.getByRole('button', { name: /^View Details & Apply/ }))).click();
    expect(await page.getByRole('dialog').getByLabel(/^Full Name/).inputValue()).toBe('');
    expect(session.errors).toEqual([]);
  });
});
