import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminMessages } from '../../src/domain/messages';
import { openAdminSession, openSection, visible } from './support/app';
import type { Session } from './support/browser';

/**
 * Two tabs of the same browser edit the same page: the second save must not silently overwrite the first one; the
 * stale tab is told the record changed elsewhere and may reload it.
 */
describe('two back-office tabs editing the same page', () => {
  let session: Session;

  beforeAll(async () => {
    session = await openAdminSession();
  });
  afterAll(() => session.close());

  it('refuses the stale save, keeps the other tab’s title and reloads it on request', async () => {
    const tabA = session.page;
    const tabB = await session.context.newPage();
    await tabB.goto(session.url('/admin/pages'));
    await openSection(tabA, 'Page Management');
    await visible(tabB.getByRole('heading', { level: 2, name: 'Page Management' }));

    const edit = async (tab: typeof tabA) => {
      // The first page of the table, the same one in both tabs.
      await visible(tab.getByRole('table', { name: 'Pages' }).getByRole('button', { name: /^Edit / }));
      await tab.getByRole('table', { name: 'Pages' }).getByRole('button', { name: /^Edit / }).first().click();
      const dialog = tab.getByRole('dialog', { name: 'Edit Page' });
      await visible(dialog.getByRole('textbox', { name: 'Content' }));
      return dialog;
    };
    const dialogA = await edit(tabA);
    const dialogB = await edit(tabB);

    await dialogB.getByLabel(/^Title/).fill('Saved in tab B');
    await dialogB.getByRole('button', { name: 'Save Page' }).click();
    await visible(tabB.getByText(adminMessages.pages.updated));

    await dialogA.getByLabel(/^Title/).fill('Stale save from tab A');
    await dialogA.getByRole('button', { name: 'Save Page' }).click();
    await visible(dialogA.getByText(adminMessages.conflict.changedElsewhere));

    await dialogA.getByRole('button', { name: adminMessages.conflict.reload }).click();
    await expect.poll(() => dialogA.getByLabel(/^Title/).inputValue()).toBe('Saved in tab B');
    expect(session.errors).toEqual([]);
    await tabB.close();
  });
});
