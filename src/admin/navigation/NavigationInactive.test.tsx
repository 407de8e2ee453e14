import { act, configure, screen, waitFor, within } from '@testing-library/react';
import { createHandlers } from '../../../mocks/handlers/create-handlers';
import { setupMockApi, testBases } from '../../../tests/support/mock-api';
import { renderWithRepository } from '../../../tests/support/render-app';
import { adminMessages } from '../../domain/messages';
import { flattenNavigation, navigationInputOf } from '../../domain/navigation-tree';
import { NoticeRegion } from '../../ui/NoticeRegion';
import { resetNotices } from '../../ui/notices';
import { NavigationSection } from './NavigationSection';
import { navigationTexts } from './navigation-texts';

// Navigation Management against the strict server model: get_navigation.php leaves inactive items out unless asked
// with include_inactive=1 (or even then, on a server that ignores it); delete_navigation.php cascades.
const api = setupMockApi();
beforeAll(() => configure({ asyncUtilTimeout: 5000 }));
afterEach(() => act(() => resetNotices()));

function strictServer(ignoresIncludeInactive: boolean) {
  api.server.use(...createHandlers({ repository: api.store, ...testBases, strict: true, apiKey: 'test-key', ignoresIncludeInactive }));
}

const stored = async () => flattenNavigation(await api.store.navigation.tree());
const storedItem = async (title: string) => (await stored()).find((item) => item.title === title);

async function deactivateInStore(title: string) {
  const item = (await storedItem(title))!;
  await api.store.navigation.update(item.id, { ...navigationInputOf(item), is_active: false });
}

function renderSection() {
  return renderWithRepository(
    <>
      <NavigationSection />
      <NoticeRegion />
    </>,
    { repository: api.repository },
  );
}

// eslint-disable-next-line testing-library/no-node-access -- the tree item an Edit button sits in (items have no accessible name)
const itemRow = async (title: string) => (await screen.findByRole('button', { name: `Edit ${title}` })).closest('li') as HTMLElement;

describe('Inactive navigation items on a server that leaves them out', { timeout: 30_000 }, () => {
  it('keeps a deactivated item listed and editable when the server honours include_inactive=1', async () => {
    strictServer(false);
    const { user } = renderSection();
    await user.click(within(await itemRow('Our Team')).getByRole('button', { name: 'Edit Our Team' }));
    let form = await screen.findByRole('dialog', { name: 'Edit Navigation Item' });
    await user.click(within(form).getByLabelText('Active'));
    await user.click(within(form).getByRole('button', { name: 'Save Item' }));
    expect(await screen.findByText(adminMessages.navigation.updated)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit Navigation Item' })).not.toBeInTheDocument());

    // Still listed, marked inactive, and no "the server no longer lists it" notice.
    expect(within(await itemRow('Our Team')).getByText('Inactive')).toBeInTheDocument();
    expect(screen.queryByText(/the server no longer lists it/)).not.toBeInTheDocument();

    // And it can be edited again: reactivated from the back office.
    await user.click(screen.getByRole('button', { name: 'Edit Our Team' }));
    form = await screen.findByRole('dialog', { name: 'Edit Navigation Item' });
    await user.click(within(form).getByLabelText('Active'));
    await user.click(within(form).getByRole('button', { name: 'Save Item' }));
    await waitFor(async () => expect((await storedItem('Our Team'))?.is_active).toBe(true));
  });

  it('moves an inactive sub-item up a level when its parent is deleted (the server would cascade it away)', async () => {
    strictServer(false);
    await deactivateInStore('Our Team');
    const aboutUs = (await storedItem('About Us'))!;
    const { user } = renderSection();
    await user.click(within(await itemRow('About Us')).getByRole('button', { name: 'Delete About Us' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm).toHaveTextContent('Our Team');
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(adminMessages.navigation.deleted)).toBeInTheDocument();

    const ourTeam = await storedItem('Our Team');
    expect(ourTeam).toMatchObject({ parent_id: aboutUs.parent_id, is_active: false });
    expect(await storedItem('About Us')).toBeUndefined();
    expect(within(await itemRow('Our Team')).getByText('Inactive')).toBeInTheDocument();
  });

  it("falls back to the notice when the server ignores include_inactive=1", async () => {
    strictServer(true);
    const { user } = renderSection();
    await user.click(within(await itemRow('Our Team')).getByRole('button', { name: 'Edit Our Team' }));
    const form = await screen.findByRole('dialog', { name: 'Edit Navigation Item' });
    await user.click(within(form).getByLabelText('Active'));
    await user.click(within(form).getByRole('button', { name: 'Save Item' }));

    expect(await screen.findByText(/"Our Team" was saved as inactive, and the server no longer lists it/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit Our Team' })).not.toBeInTheDocument();
    expect((await storedItem('Our Team'))?.is_active).toBe(false);

    // Its parent's delete question says the hidden sub-items cannot be moved up: no silent loss.
    await user.click(within(await itemRow('About Us')).getByRole('button', { name: 'Delete About Us' }));
    expect(await screen.findByRole('alertdialog')).toHaveTextContent(navigationTexts.hiddenSubItems('About Us'));
  });
});
