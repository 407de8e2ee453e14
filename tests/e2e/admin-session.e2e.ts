import type { Page } from 'playwright-core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { adminMessages } from '../../src/domain/messages';
import { DEMO_ADMIN, logIn, message, visible } from './support/app';
import { openBrowser, type Session } from './support/browser';

/*
 * A back-office session that ends, in Chromium on the built demo: an administrator who sits idle is warned two
 * minutes before the idle time (30 minutes by default) is up, keeps the session with "Stay signed in", and is signed
 * out after sitting idle again; repeated failed logins make the next attempt wait. The page's clock is Playwright's,
 * moved forward as the minutes pass (no build with a short idle time).
 */

const stay = adminMessages.idle.stay;

const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent ?? '');

describe('a back-office session', () => {
  let session: Session;
  beforeEach(async () => {
    session = await openBrowser();
  });
  afterEach(async () => {
    expect(session.errors).toEqual([]);
    await session.close();
  });

  it('warns an idle administrator, stays signed in on request, and signs out after the idle time', async () => {
    const { page } = session;
    await page.clock.install();
    await page.goto(session.url('/admin'));
    await logIn(page);

    // 27 minutes without touching anything: no warning yet.
    await page.clock.fastForward('27:00');
    expect(await page.getByRole('alertdialog').count()).toBe(0);
    await page.clock.fastForward('01:00');
    const dialog = await visible(page.getByRole('alertdialog', { name: adminMessages.idle.title }));
    expect(await dialog.getByRole('timer').textContent()).toMatch(/^You will be signed out in (2:00|1:59) for inactivity\.$/);
    await page.clock.fastForward('00:30');
    expect(await dialog.getByRole('timer').textContent()).toMatch(/^You will be signed out in 1:(30|29) for inactivity\.$/);
    // The focus is on "Stay signed in": Enter keeps the session.
    expect(await focusedText(page)).toBe(stay);
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'hidden' });
    await page.clock.fastForward('27:00');
    expect(await page.getByRole('button', { name: 'Logout' }).isVisible()).toBe(true);

    // Idle again: warned, then signed out, with the notice on the login form.
    await page.clock.fastForward('01:00');
    await visible(page.getByRole('alertdialog', { name: adminMessages.idle.title }));
    await page.clock.fastForward('02:00');
    await visible(page.getByRole('heading', { name: 'Admin Login' }));
    await visible(message(page, adminMessages.login.signedOutIdle));
    expect(await page.getByRole('alertdialog').count()).toBe(0);
    // A reload does not bring the session back.
    await page.reload();
    await visible(page.getByRole('heading', { name: 'Admin Login' }));
  });

  it('keeps a second tab signed in while the administrator works in the first', async () => {
    const { page, context } = session;
    await context.clock.install();
    await page.goto(session.url('/admin'));
    await logIn(page);
    const other = await context.newPage();
    await other.goto(session.url('/admin/seo'));
    await visible(other.getByRole('button', { name: 'Logout' }));

    // Twenty minutes in, the administrator clicks in the first tab; twenty more, and the second tab is not warned.
    await context.clock.fastForward('20:00');
    await page.getByRole('heading', { level: 2 }).click();
    await context.clock.fastForward('20:00');
    expect(await other.getByRole('alertdialog').count()).toBe(0);
    expect(await other.getByRole('button', { name: 'Logout' }).isVisible()).toBe(true);
    // Nobody touches either tab from then on: 28 minutes after that click both are warned.
    await context.clock.fastForward('08:30');
    await visible(other.getByRole('alertdialog', { name: adminMessages.idle.title }));
    await visible(page.getByRole('alertdialog', { name: adminMessages.idle.title }));
    await other.close();
  });

  it('makes the sixth login attempt wait after five failures, with a countdown that survives a reload', async () => {
    const { page } = session;
    await page.clock.install();
    await page.goto(session.url('/admin'));
    await visible(page.getByRole('heading', { name: 'Admin Login' }));
    const login = page.getByRole('button', { name: 'Login' });
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      await page.getByLabel(/Username/).fill(DEMO_ADMIN.username);
      await page.getByLabel(/Password/).fill(`wrong-${attempt}`);
      await login.click();
      await visible(message(page, adminMessages.login.invalid));
      await page.waitForFunction(() => !document.querySelector('button[aria-disabled="true"]'));
    }
    const wait = message(page, /Too many failed attempts\. Try again in 0:(30|29)\./);
    await visible(wait);
    expect(await login.isDisabled()).toBe(true);

    await page.reload();
    await visible(message(page, /Too many failed attempts\. Try again in 0:(30|29|28|27)\./));
    expect(await login.isDisabled()).toBe(true);

    await page.clock.fastForward('00:31');
    await page.getByRole('alert').filter({ hasText: 'Too many failed attempts' }).waitFor({ state: 'hidden' });
    expect(await login.isEnabled()).toBe(true);
    await logIn(page);
  });
});
