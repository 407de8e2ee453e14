import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { adminMessages } from '../../src/domain/messages';
import { openAdminSession, visible } from './support/app';
import type { Session } from './support/browser';

/**
 * Two tabs of the same browser edit the same record: the second save never silently overwrites the first; the stale
 * tab is told the record changed elsewhere and chooses Overwrite (its values are saved) or Reload (the other tab's
 * values are loaded). Screenshots of the notice go to /tmp/lost-update-*.png.
 */
describe('two back-office tabs editing the same record', () => {
  let session: Session;

  beforeAll(async () => {
    session = await openAdminSession({ width: 1440, height: 900 });
  });
  afterAll(() => session.close());

  const firstProduct = async (tab: Page): Promise<Locator> => {
    await tab.goto(session.url('/admin/products'));
    const table = tab.getByRole('table');
    const edit = table.getByRole('button', { name: /^Edit: / }).first();
    await visible(edit);
    await edit.click();
    const dialog = tab.getByRole('dialog', { name: 'Edit Product' });
    await visible(dialog.getByLabel(/^Title/));
    return dialog;
  };

  it('a product: the stale save is refused, Overwrite saves it, Reload shows the other tab’s values', async () => {
    const tabA = session.page;
    const tabB = await session.context.newPage();
    const dialogA = await firstProduct(tabA);
    const dialogB = await firstProduct(tabB);
    const original = await dialogA.getByLabel(/^Title/).inputValue();
    expect(await dialogB.getByLabel(/^Title/).inputValue()).toBe(original);

    // Tab A saves first.
    await dialogA.getByLabel(/^Title/).fill('Saved in tab A');
    await dialogA.getByRole('button', { name: 'Update Product' }).click();
    await visible(tabA.getByRole('table').getByRole('button', { name: 'Edit: Saved in tab A' }));

    // Tab B, still showing the old product, saves: refused with the notice.
    await dialogB.getByLabel(/^Title/).fill('Stale save from tab B');
    await dialogB.getByRole('button', { name: 'Update Product' }).click();
    await visible(dialogB.getByText(adminMessages.conflict.changedElsewhere));
    for (const width of [1440, 1280, 390]) {
      await tabB.setViewportSize({ width, height: 900 });
      await tabB.screenshot({ path: `/tmp/lost-update-product-${width}.png` });
    }
    await tabB.setViewportSize({ width: 1440, height: 900 });
    // Nothing was written over tab A's save.
    await tabA.reload();
    await visible(tabA.getByRole('table').getByRole('button', { name: 'Edit: Saved in tab A' }));

    // Overwrite: tab B's values are saved on purpose.
    await dialogB.getByRole('button', { name: adminMessages.conflict.overwrite }).click();
    await visible(tabB.getByRole('table').getByRole('button', { name: 'Edit: Stale save from tab B' }));
    await expect.poll(() => tabB.getByRole('dialog').count()).toBe(0);

    // Tab A now edits a stale copy: Reload shows tab B's overwrite, and saving from there goes through.
    const dialogA2 = await firstProduct(tabA);
    await tabB.getByRole('table').getByRole('button', { name: 'Edit: Stale save from tab B' }).click();
    const dialogB2 = tabB.getByRole('dialog', { name: 'Edit Product' });
    await dialogB2.getByLabel(/^Title/).fill('Saved in tab B again');
    await dialogB2.getByRole('button', { name: 'Update Product' }).click();
    await visible(tabB.getByRole('table').getByRole('button', { name: 'Edit: Saved in tab B again' }));

    await dialogA2.getByLabel(/^Category/).fill('Changed in tab A');
    await dialogA2.getByRole('button', { name: 'Update Product' }).click();
    await visible(dialogA2.getByText(adminMessages.conflict.changedElsewhere));
    await dialogA2.getByRole('button', { name: adminMessages.conflict.reload }).click();
    await expect.poll(() => dialogA2.getByLabel(/^Title/).inputValue()).toBe('Saved in tab B again');
    await expect.poll(() => dialogA2.getByText(adminMessages.conflict.changedElsewhere).count()).toBe(0);
    await dialogA2.getByRole('button', { name: 'Update Product' }).click();
    await expect.poll(() => tabA.getByRole('dialog').count()).toBe(0);
    expect(session.errors).toEqual([]);
    await tabB.close();
  });

  it('a content tab (Contact Us): the stale save is refused, Reload shows the other tab’s values', async () => {
    const open = async (tab: Page) => {
      await tab.goto(session.url('/admin/content?tab=contact'));
      const phone = tab.getByRole('textbox', { name: 'Phone' });
      await visible(phone);
      return phone;
    };
    const tabA = session.page;
    const tabB = await session.context.newPage();
    const phoneA = await open(tabA);
    const phoneB = await open(tabB);

    await phoneA.fill('+1 555 0100');
    await tabA.getByRole('button', { name: 'Save Changes' }).click();
    await visible(tabA.getByText(adminMessages.content.updated));

    await phoneB.fill('+1 555 0199');
    await tabB.getByRole('button', { name: 'Save Changes' }).click();
    await visible(tabB.getByText(adminMessages.conflict.changedElsewhere));
    await tabB.screenshot({ path: '/tmp/lost-update-content-1440.png' });
    await tabB.getByRole('button', { name: adminMessages.conflict.reload }).click();
    await expect.poll(() => phoneB.inputValue()).toBe('+1 555 0100');

    // From the reloaded version a save goes through.
    await phoneB.fill('+1 555 0142');
    await tabB.getByRole('button', { name: 'Save Changes' }).click();
    await visible(tabB.getByText(adminMessages.content.updated));
    await tabA.reload();
    await expect.poll(async () => (await open(tabA)).inputValue()).toBe('+1 555 0142');
    expect(session.errors).toEqual([]);
    await tabB.close();
  });
});
