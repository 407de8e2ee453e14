import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appMessages } from '../../src/domain/messages';
import { DATA_TIMEOUT, message, publicNavigation, takeTimeToFillIn, visible } from './support/app';
import type { Session } from './support/browser';
import { apiRepository } from './support/build';
import { startProductionSite, type ProductionSite } from './support/production-site';

/*
 * A production kiosk (VITE_DATA_ADAPTER=http VITE_KIOSK=1) against `npm run api -- --strict`: it keeps the app for
 * offline use like the demo (a worker without the mock API), so it opens without a connection instead of the browser's
 * error page; a message sent offline reaches the real API when the network returns; ?idle= lasts for the session.
 */

const KEY = 'kiosk-key';
const IDLE = '0.1';
const RESET_WAIT = 15_000;

describe('a production kiosk build', () => {
  let production: ProductionSite;
  let session: Session;
  const url = (path: string) => production.url(path);

  beforeAll(async () => {
    production = await startProductionSite({ key: KEY, env: () => ({ VITE_KIOSK: '1' }) });
    session = production.session;
  });
  afterAll(() => production?.close());

  it('ships the offline worker without the mock API', () => {
    expect(existsSync(join(production.build.outDir, 'service-worker.js'))).toBe(true);
    expect(existsSync(join(production.build.outDir, 'mockServiceWorker.js'))).toBe(false);
  });

  it('opens offline from its worker, and delivers a message sent offline once the network returns', async () => {
    const { page, context } = session;
    // A long idle time here: the worker stores the whole build first, and no reset may come in between.
    await page.goto(url('/contact-us?idle=5'));
    await visible(page.getByRole('heading', { name: 'Send us a Message' }));
    await expect
      .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null), { timeout: DATA_TIMEOUT })
      .toMatch(/service-worker\.js$/);
    const name = 'Offline Production Visitor';
    const stored = async () => (await apiRepository(production.api, KEY).contactSubmissions.list()).filter((row) => row.name === name).length;

    await context.setOffline(true);
    try {
      await page.reload();
      // The app, not the browser's error page.
      await visible(page.getByRole('heading', { name: 'Send us a Message' }));
      await page.getByLabel(/^Full Name/).fill(name);
      await page.getByLabel(/^Email Address/).fill('offline.visitor@example.com');
      await page.getByLabel(/^Subject/).selectOption({ index: 1 });
      await page.getByLabel(/^Message/).fill('Sent from the lobby kiosk without a connection.');
      await takeTimeToFillIn(page);
      await page.getByRole('button', { name: 'Send Message' }).click();
      await visible(message(page, appMessages.kioskContactSaved));
      await visible(page.getByRole('status').filter({ hasText: appMessages.kioskOutboxWaiting(1) }));
      expect(await stored()).toBe(0);
    } finally {
      await context.setOffline(false);
    }

    // The network is back: the kiosk delivers it to the API, once, and its outbox is empty.
    await expect.poll(stored, { timeout: RESET_WAIT }).toBe(1);
    await expect.poll(() => page.locator('[data-kiosk-outbox]').count(), { timeout: RESET_WAIT }).toBe(0);
    expect(await stored()).toBe(1);
  });

  it('keeps ?idle= for the session: the reset reloads the home page without it, which waits for the next visitor, then the next reset comes as soon', async () => {
    const { page } = session;
    await page.goto(url(`/careers?idle=${IDLE}`));
    // No file chooser on a kiosk: the job application offers the phone and e-mail instead.
    await (await visible(page.getByRole('button', { name: /^View Details & Apply/ }))).click();
    expect(await page.getByRole('dialog').locator('input[type="file"]').count()).toBe(0);

    await page.waitForURL((address) => address.pathname === '/' && address.search === '', { timeout: RESET_WAIT });
    await publicNavigation(page);
    // Nobody touches the fresh home page: it is not reset again (an untouched kiosk is not reloaded every 6 s).
    let loads = 0;
    page.on('load', () => (loads += 1));
    await page.waitForTimeout(9_000);
    expect(await page.getByRole('alertdialog').count()).toBe(0);
    expect(loads).toBe(0);
    // The next visitor scrolls: the count starts.
    await page.mouse.move(200, 400);
    await page.mouse.wheel(0, 300);
    const after = Date.now();
    await visible(page.getByRole('alertdialog').filter({ hasText: appMessages.kioskIdleWarning }), RESET_WAIT);
    // The session's 6 s, not the build's 2 minutes.
    expect(Date.now() - after).toBeLessThan(RESET_WAIT);
    expect(session.errors).toEqual([]);
  });
});
