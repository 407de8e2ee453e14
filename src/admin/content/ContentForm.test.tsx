import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { setupMockApi } from '../../../tests/support/mock-api';
import { findNotice } from '../../../tests/support/notices';
import { renderWithRepository } from '../../../tests/support/render-app';
import { DraftStoreContext } from '../../data/drafts/draft-context';
import { createMemoryDraftStore } from '../../data/drafts/memory-draft-store';
import { adminMessages } from '../../domain/messages';
import { NoticeRegion } from '../../ui/NoticeRegion';
import { draftsTexts } from '../shared/drafts/drafts-texts';
import { HomepageContentTab } from './HomepageContentTab';

vi.setConfig({ testTimeout: 15_000 });

const api = setupMockApi();

function renderTab(store: ReturnType<typeof createMemoryDraftStore>) {
  return renderWithRepository(
    <DraftStoreContext value={store}>
      <HomepageContentTab />
      <NoticeRegion />
    </DraftStoreContext>,
    { repository: api.repository, route: '/admin/content' },
  );
}

const heroTitle = async () => within(await screen.findByRole('group', { name: 'Hero Section' })).getByRole('textbox', { name: 'Title' });

describe('the homepage content form’s draft', () => {
  it('is kept as the page is left, offered again with the section’s field named, restored, and cleared by a save', async () => {
    const store = createMemoryDraftStore();
    const first = renderTab(store);
    const stored = (await api.repository.homepageContent.get()).hero.title;
    const field = await heroTitle();
    await first.user.type(field, ' today');
    act(() => void window.dispatchEvent(new Event('pagehide')));
    await waitFor(() => expect(store.drafts.size).toBe(1));
    first.unmount();

    const again = renderTab(store);
    const banner = await screen.findByRole('region', { name: /^Restore the unsaved changes from / });
    expect(within(banner).getByRole('list', { name: draftsTexts.changesLabel })).toHaveTextContent(`Hero Section › Title: ${stored} → ${stored} today`);
    await again.user.click(within(banner).getByRole('button', { name: draftsTexts.restore }));
    expect(await heroTitle()).toHaveValue(`${stored} today`);
    await again.user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await findNotice(adminMessages.content.updated);
    expect((await api.repository.homepageContent.get()).hero.title).toBe(`${stored} today`);
    await waitFor(() => expect(store.drafts.size).toBe(0));
  });
});
