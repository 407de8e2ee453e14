import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminMessages } from '../../src/domain/messages';
import { openAdminSession, visible } from './support/app';
import type { Session } from './support/browser';

/**
 * The demo's own handler stores the product; then the connection drops before the answer reaches the app (a fetch
 * wrapper installed before the app's scripts: the request goes through, its answer is replaced by a network error).
 */
const DROP_CREATE_ANSWERS = `
  (() => {
    const original = window.fetch.bind(window);
    window.__createsSent = 0;
    window.fetch = async (input, init) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      if (!window.__dropCreateAnswers || !/create_product\\.php/.test(url)) return original(input, init);
      window.__createsSent += 1;
      await original(input, init);
      throw new TypeError('Failed to fetch');
    };
  })();
`;

describe('a product create whose answer is lost', () => {
  let session: Session;

  beforeAll(async () => {
    session = await openAdminSession({ width: 1440, height: 900 });
    await session.context.addInitScript(DROP_CREATE_ANSWERS);
  });
  afterAll(() => session.close());

  it('is found in the list, said to be saved, and stored once for one click', async () => {
    const { page } = session;
    await page.goto(session.url('/admin/products'));
    const table = page.getByRole('table');
    await visible(table.getByRole('button', { name: /^Edit: / }).first());
    await page.evaluate(() => {
      (window as unknown as { __dropCreateAnswers: boolean }).__dropCreateAnswers = true;
    });

    await page.getByRole('button', { name: 'Add Product' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Product' });
    await dialog.getByLabel(/^Title/).fill('Expanded Metal Sheet');
    await dialog.getByRole('button', { name: 'Create Product' }).click();

    await visible(page.getByText(adminMessages.lostAnswer.saved));
    for (const width of [1440, 1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: `/tmp/lost-create-${width}.png` });
    }
    await page.setViewportSize({ width: 1440, height: 900 });
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    expect(await page.evaluate(() => (window as unknown as { __createsSent: number }).__createsSent)).toBe(1);

    // After a reload (the store itself), the product is there once.
    await page.reload();
    await visible(page.getByRole('table').getByRole('button', { name: /^Edit: / }).first());
    await expect.poll(() => page.getByRole('table').getByRole('button', { name: 'Edit: Expanded Metal Sheet' }).count()).toBe(1);
    expect(session.errors).toEqual([]);
  });
});
