import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settled, visible } from './support/app';
import { openBrowser, type Session } from './support/browser';

// Page content saved by the editor carries its alignment as classes (ql-align-center …); the public page shows it.
describe('stored page content on the public site', () => {
  let session: Session;
  beforeAll(async () => {
    session = await openBrowser();
  });
  afterAll(() => session.close());

  it('is aligned as the editor aligned it', async () => {
    const { page } = session;
    await page.goto(session.url('/manufacturing/fencing'));
    await visible(page.getByRole('heading', { level: 1 }));
    await settled(page);
    const aligned = await page.evaluate(() => {
      // The element the stored HTML was rendered into: the first box of the page's article.
      const host = document.querySelector('main article > div');
      if (!host) return null;
      host.insertAdjacentHTML(
        'beforeend',
        '<p class="ql-align-center">C</p><p class="ql-align-right">R</p><p class="ql-align-justify">J</p><p>L</p>',
      );
      return [...host.querySelectorAll(':scope > p')].slice(-4).map((p) => getComputedStyle(p).textAlign);
    });
    expect(aligned).toEqual(['center', 'right', 'justify', 'start']);
  });
});
