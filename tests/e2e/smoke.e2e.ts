import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicNavigation } from './support/app';
import { openBrowser, type Session } from './support/browser';

describe('the built demo', () => {
  let session: Session;
  beforeAll(async () => {
    session = await openBrowser();
  });
  afterAll(() => session.close());

  it('serves the home page with the navigation from the .php contract through the service worker', async () => {
    const { page } = session;
    const calls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('.php')) calls.push(new URL(request.url()).pathname);
    });
    await page.goto(session.url('/'));
    // The footer links Careers statically; the main navigation shows it only once get_navigation.php has answered.
    await publicNavigation(page);
    expect(calls).toContain('/api/get_navigation.php');
    expect(session.errors).toEqual([]);
  });
});
