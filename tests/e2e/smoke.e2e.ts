import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicNavigation } from './support/app';
import { openBrowser, type Session } from './support/browser';

describe('the built demo', () => {
  let session: Session;
  beforeAll(async () => {
    session = await openBrowser();
  });
  afterAll(() => session.close());

  it('serves the home page and revalidates its navigation through the .php contract and the service worker', async () => {
    const { page } = session;
    const calls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('.php')) calls.push(new URL(request.url()).pathname);
    });
    await page.goto(session.url('/'));
    // The page arrives prerendered with its menu; the app then revalidates it through get_navigation.php.
    await publicNavigation(page);
    await expect.poll(() => calls, { timeout: 20_000 }).toContain('/api/get_navigation.php');
    expect(session.errors).toEqual([]);
  });
});
