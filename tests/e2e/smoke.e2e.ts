import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { followMenuItem, publicNavigation, visible } from './support/app';
import { openBrowser, type Session } from './support/browser';

describe('the built demo', () => {
  let session: Session;
  beforeAll(async () => {
    session = await openBrowser();
  });
  afterAll(() => session.close());

  it('hydrates the home page from its HTML without waking the mock API, which then answers the next page through the .php contract', async () => {
    const { page } = session;
    const calls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('.php')) calls.push(new URL(request.url()).pathname);
    });
    const workers: string[] = [];
    page.on('worker', (worker) => workers.push(new URL(worker.url()).pathname));
    await page.goto(session.url('/'));
    // The page arrives prerendered with its menu, and its data is the seed this browser's store starts from: the app
    // starts (the service worker takes the .php calls) without reading anything through it.
    const nav = await publicNavigation(page);
    await page.locator('html[data-app-ready]').waitFor({ state: 'attached', timeout: 30_000 });
    await page.waitForTimeout(1000);
    expect(calls).toEqual([]);
    // The store's first seeding runs in a worker of its own, off the page's main thread.
    expect(workers).toEqual([expect.stringMatching(/\/assets\/demo-seed\.worker-[\w-]+\.js$/)]);
    // The next page reads its data as a visitor's browser does: HTTP adapter → .php → the mock service worker → IndexedDB.
    await followMenuItem(nav, 'About Us');
    await visible(page.getByRole('heading', { level: 1, name: 'About Us' }));
    await expect.poll(() => calls.some((path) => path.endsWith('/get_about_content.php')), { timeout: 20_000 }).toBe(true);
    expect(session.errors).toEqual([]);
  });
});
