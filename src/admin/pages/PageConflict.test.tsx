import { act, configure, screen, within } from '@testing-library/react';
import { setupMockApi } from '../../../tests/support/mock-api';
import { renderWithRepository } from '../../../tests/support/render-app';
import { adminMessages } from '../../domain/messages';
import type { Page, PageInput } from '../../domain/pages';
import { NoticeRegion } from '../../ui/NoticeRegion';
import { resetNotices } from '../../ui/notices';
import { PagesSection } from './PagesSection';

const api = setupMockApi();
beforeAll(() => configure({ asyncUtilTimeout: 5000 }));
afterEach(() => act(() => resetNotices()));

const OTHER_TAB_CONTENT = '<p>Written in the other tab</p>';

const asInput = (page: Page, title: string): PageInput => ({
  title,
  slug: page.slug,
  content: OTHER_TAB_CONTENT,
  parent_id: page.parent_id,
  is_active: page.is_active,
  meta_description: page.meta_description,
  gallery_inheritance_type: page.gallery_inheritance_type,
  gallery_inheritance_id: page.gallery_inheritance_id,
});

/** Opens Edit Fencing, then saves another title for it "in another tab" (straight into the store). */
async function editWhileAnotherTabSaves() {
  const { user } = renderWithRepository(
    <>
      <PagesSection />
      <NoticeRegion />
    </>,
    { repository: api.repository },
  );
  const cell = await within(await screen.findByRole('table', { name: 'Pages' })).findByRole('cell', { name: 'Fencing' });
  // eslint-disable-next-line testing-library/no-node-access -- the table row a cell sits in (a row has no name of its own)
  await user.click(within(cell.closest('tr') as HTMLElement).getByRole('button', { name: 'Edit Fencing' }));
  const form = await screen.findByRole('dialog', { name: 'Edit Page' });
  await within(form).findByRole('textbox', { name: 'Content' }, { timeout: 20_000 });
  const stored = (await api.store.pages.list()).find((page) => page.title === 'Fencing')!;
  await api.store.pages.update(stored.id, asInput(stored, 'Fencing (other tab)'));
  const title = within(form).getByLabelText(/^Title/);
  await user.clear(title);
  await user.paste('Fencing (this tab)');
  await user.click(within(form).getByRole('button', { name: 'Save Page' }));
  return { user, form, id: stored.id };
}

describe('Editing a page that another tab changed', { timeout: 30_000 }, () => {
  it('says it was changed elsewhere, keeps the other tab’s save, and reloads the newer version on Reload', async () => {
    const { user, form, id } = await editWhileAnotherTabSaves();
    expect(await within(form).findByRole('alert')).toHaveTextContent(adminMessages.conflict.changedElsewhere);
    expect((await api.store.pages.list()).find((page) => page.id === id)?.title).toBe('Fencing (other tab)');
    await user.click(within(form).getByRole('button', { name: adminMessages.conflict.reload }));
    expect(await within(form).findByDisplayValue('Fencing (other tab)')).toBeInTheDocument();
    // The editor, which keeps its own contents while the user types, is given the newer content.
    expect(await within(form).findByRole('textbox', { name: 'Content' })).toHaveTextContent('Written in the other tab');
    expect(within(form).queryByText(adminMessages.conflict.changedElsewhere)).not.toBeInTheDocument();
  });

  it('writes this tab’s version on Overwrite', async () => {
    const { user, form, id } = await editWhileAnotherTabSaves();
    await user.click(await within(form).findByRole('button', { name: adminMessages.conflict.overwrite }));
    expect(await screen.findByText(adminMessages.pages.updated)).toBeInTheDocument();
    expect((await api.store.pages.list()).find((page) => page.id === id)?.title).toBe('Fencing (this tab)');
  });
});
