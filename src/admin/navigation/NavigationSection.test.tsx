import { composeStories } from '@storybook/react-vite';
import { act, configure, render, screen, waitFor, within } from '@testing-library/react';
import { SCENARIO_SERVER_MESSAGE } from '../../../mocks/scenarios';
import { setupMockApi } from '../../../tests/support/mock-api';
import { renderWithRepository } from '../../../tests/support/render-app';
import { renderStory } from '../../../tests/support/stories';
import { NAVIGATION_ICONS } from '../../domain/constants';
import { adminMessages } from '../../domain/messages';
import type { NavigationNode } from '../../domain/navigation';
import { flattenNavigation } from '../../domain/navigation-tree';
import { NoticeRegion } from '../../ui/NoticeRegion';
import { resetNotices } from '../../ui/notices';
import { NavigationSection } from './NavigationSection';
import * as stories from './NavigationSection.stories';

const { AddValidationErrors, DeleteConfirmation, Empty } = composeStories(stories);

const api = setupMockApi();
beforeAll(() => configure({ asyncUtilTimeout: 5000 }));
afterEach(() => act(() => resetNotices()));

function renderSection() {
  return renderWithRepository(
    <>
      <NavigationSection />
      <NoticeRegion />
    </>,
    { repository: api.repository },
  );
}

const tree = () => screen.findByRole('list', { name: 'Navigation items' });
/** The title of a tree entry, read from its own Edit button (the first in it; its sub-items' come after). */
const entryTitle = (item: HTMLElement) => within(item).getAllByRole('button', { name: /^Edit / })[0]?.getAttribute('aria-label')?.replace(/^Edit /, '');
/** The list item of a navigation item (its own row, not its children). */
const itemRow = async (title: string) => {
  await tree();
  const button = screen.getByRole('button', { name: `Edit ${title}` });
  // eslint-disable-next-line testing-library/no-node-access -- the tree item a button sits in and a list's own items (not its sub-lists'); node.children is stored data
  return button.closest('li') as HTMLElement;
};
const storedItem = async (title: string) => flattenNavigation(await api.store.navigation.tree()).find((item) => item.title === title);

describe('Navigation Management', { timeout: 30_000 }, () => {
  it('shows the items as a nested tree with their details', async () => {
    renderSection();
    expect(screen.getByRole('heading', { level: 2, name: 'Navigation Management' })).toBeInTheDocument();
    const top = await tree();
    const topTitles = within(top)
      .getAllByRole('listitem')
      // eslint-disable-next-line testing-library/no-node-access -- the tree item a button sits in and a list's own items (not its sub-lists'); node.children is stored data
      .filter((item) => item.parentElement === top)
      .map(entryTitle);
    expect(topTitles).toEqual(['Home', 'About Us', 'Manufacturing', 'Archive']);

    const manufacturing = within(top).getByRole('list', { name: 'Manufacturing sub-items' });
    const fencing = within(manufacturing).getByRole('list', { name: 'Fencing sub-items' });
    expect(within(fencing).getByText('Chain Link Fencing')).toBeInTheDocument();
    const aboutChildren = within(top).getByRole('list', { name: 'About Us sub-items' });
    expect(within(aboutChildren).getAllByRole('listitem').map(entryTitle)).toEqual([
      'Vision & Mission',
      'Our Team',
    ]);

    const row = await itemRow('Manufacturing');
    expect(within(row).getByText('manufacturing', { selector: 'code' })).toBeInTheDocument();
    expect(within(row).getByText('Order: 3')).toBeInTheDocument();
    expect(within(row).getAllByText('Has page')[0]).toBeInTheDocument();
    expect(within(await itemRow('Archive')).getByText('Inactive')).toBeInTheDocument();
    expect(within(await itemRow('Home')).getByText('Active')).toBeInTheDocument();
  });

  it('says so when there are no navigation items', async () => {
    // The story starts from the empty dataset and asserts the empty text.
    await renderStory(Empty);
    expect(screen.queryByRole('list', { name: 'Navigation items' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Navigation Item' })).toBeEnabled();
  });

  it('creates a child item with a derived slug', async () => {
    const { user } = renderSection();
    await tree();
    await user.click(screen.getByRole('button', { name: 'Add Navigation Item' }));
    const form = await screen.findByRole('dialog', { name: 'Add Navigation Item' });
    await user.click(within(form).getByLabelText(/^Title/));
    await user.paste('Gates & Hinges');
    expect(within(form).getByLabelText(/^Slug/)).toHaveValue('gates-hinges');
    await user.selectOptions(within(form).getByLabelText('Parent'), '6');
    const order = within(form).getByLabelText('Order Index');
    await user.clear(order);
    await user.type(order, '2');
    await user.selectOptions(within(form).getByLabelText('Icon'), 'fencing');
    await user.click(within(form).getByLabelText('Has page'));
    await user.click(within(form).getByRole('button', { name: 'Save Item' }));

    expect(await screen.findByText(adminMessages.navigation.created)).toBeInTheDocument();
    const fencing = await screen.findByRole('list', { name: 'Fencing sub-items' });
    expect(await within(fencing).findByText('Gates & Hinges')).toBeInTheDocument();
    expect(await storedItem('Gates & Hinges')).toMatchObject({
      slug: 'gates-hinges',
      parent_id: 6,
      order_index: 2,
      icon: 'fencing',
      has_page: true,
      is_active: true,
    });
  });

  it('offers neither the item itself nor its descendants as its parent', async () => {
    const { user } = renderSection();
    await user.click(within(await itemRow('Manufacturing')).getByRole('button', { name: 'Edit Manufacturing' }));
    const form = await screen.findByRole('dialog', { name: 'Edit Navigation Item' });
    const options = within(within(form).getByLabelText('Parent'))
      .getAllByRole('option')
      .map((option) => option.textContent?.trim());
    expect(options).toEqual(['None (top level)', 'Home', 'About Us', 'Vision & Mission', 'Our Team', 'Archive']);
  });

  it('offers exactly the icon choices of the specification', async () => {
    const { user } = renderSection();
    await user.click(within(await itemRow('Home')).getByRole('button', { name: 'Edit Home' }));
    const icon = within(await screen.findByRole('dialog', { name: 'Edit Navigation Item' })).getByLabelText('Icon');
    expect(within(icon).getAllByRole('option').map((option) => option.getAttribute('value'))).toEqual([...NAVIGATION_ICONS]);
    expect(icon).toHaveValue('none');
  });

  it('edits an item', async () => {
    const { user } = renderSection();
    await user.click(within(await itemRow('Our Team')).getByRole('button', { name: 'Edit Our Team' }));
    const form = await screen.findByRole('dialog', { name: 'Edit Navigation Item' });
    expect(within(form).getByLabelText('Parent')).toHaveValue('2');
    const order = within(form).getByLabelText('Order Index');
    await user.clear(order);
    await user.type(order, '0');
    await user.click(within(form).getByLabelText('Active'));
    await user.click(within(form).getByRole('button', { name: 'Save Item' }));

    expect(await screen.findByText(adminMessages.navigation.updated)).toBeInTheDocument();
    const about = await screen.findByRole('list', { name: 'About Us sub-items' });
    await waitFor(() => expect(within(about).getAllByRole('listitem')[0]).toHaveTextContent('Our Team'));
    expect(await storedItem('Our Team')).toMatchObject({ order_index: 0, is_active: false, slug: 'our-team' });
  });

  it('hands the focus back to the Edit button after a save (the tree stays on screen while it refreshes)', async () => {
    const { user } = renderSection();
    const edit = within(await itemRow('Our Team')).getByRole('button', { name: 'Edit Our Team' });
    await user.click(edit);
    const form = await screen.findByRole('dialog', { name: 'Edit Navigation Item' });
    await user.click(within(form).getByLabelText('Active'));
    await user.click(within(form).getByRole('button', { name: 'Save Item' }));

    expect(await screen.findByText(adminMessages.navigation.updated)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit Navigation Item' })).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Edit Our Team' })).toBe(edit);
    expect(edit).toHaveFocus();
  });

  it('says so when the server leaves a deactivated item out of the navigation, and leaves every other order alone', async () => {
    // A server whose get_navigation.php answers active items only.
    const activeOnly = (nodes: NavigationNode[]): NavigationNode[] =>
      // eslint-disable-next-line testing-library/no-node-access -- the tree item a button sits in and a list's own items (not its sub-lists'); node.children is stored data
      nodes.filter((node) => node.is_active).map((node) => ({ ...node, children: activeOnly(node.children) }));
    const strictServer = { ...api.repository, navigation: { ...api.repository.navigation, tree: async () => activeOnly(await api.repository.navigation.tree()) } };
    const ordersBefore = flattenNavigation(await api.store.navigation.tree()).map((item) => [item.id, item.order_index]);
    const { user } = renderWithRepository(
      <>
        <NavigationSection />
        <NoticeRegion />
      </>,
      { repository: strictServer },
    );
    await user.click(within(await itemRow('Our Team')).getByRole('button', { name: 'Edit Our Team' }));
    const form = await screen.findByRole('dialog', { name: 'Edit Navigation Item' });
    await user.click(within(form).getByLabelText('Active'));
    await user.click(within(form).getByRole('button', { name: 'Save Item' }));

    expect(await screen.findByText(/"Our Team" was saved as inactive, and the server no longer lists it/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit Our Team' })).not.toBeInTheDocument();
    expect(flattenNavigation(await api.store.navigation.tree()).map((item) => [item.id, item.order_index])).toEqual(ordersBefore);
  });

  it('requires a title and a slug', async () => {
    // The story saves an empty Add Navigation Item form and asserts Title and Slug are required.
    await renderStory(AddValidationErrors);
    const form = screen.getByRole('dialog', { name: 'Add Navigation Item' });
    expect(within(form).getByLabelText(/^Slug/)).toHaveAttribute('aria-invalid', 'true');
    expect(within(form).getByLabelText(/^Title/)).toHaveAttribute('aria-invalid', 'true');
  });

  it("shows the server's message, or a generic one, when a save fails", async () => {
    api.server.failEndpoint('createNavigation', 'server-error');
    const { user } = renderSection();
    await tree();
    await user.click(screen.getByRole('button', { name: 'Add Navigation Item' }));
    const form = await screen.findByRole('dialog', { name: 'Add Navigation Item' });
    await user.click(within(form).getByLabelText(/^Title/));
    await user.paste('Projects');
    await user.click(within(form).getByRole('button', { name: 'Save Item' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(adminMessages.navigation.saveFailed(SCENARIO_SERVER_MESSAGE));

    api.server.failEndpoint('createNavigation', 'network');
    await user.click(within(form).getByRole('button', { name: 'Save Item' }));
    await waitFor(() => expect(within(form).getByRole('alert')).toHaveTextContent(adminMessages.navigation.saveError));
  });

  it('deletes an item only after confirmation', async () => {
    // The story asks to delete Our Team and asserts the confirmation.
    const { user } = await renderStory(DeleteConfirmation);
    render(<NoticeRegion />);
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(await storedItem('Our Team')).toBeDefined();

    await user.click(within(await itemRow('Our Team')).getByRole('button', { name: 'Delete Our Team' }));
    const confirm = await screen.findByRole('alertdialog');
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(adminMessages.navigation.deleted)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Edit Our Team' })).not.toBeInTheDocument());
    expect(await storedItem('Our Team')).toBeUndefined();
  });

  it('shows why a delete failed', async () => {
    api.server.failEndpoint('deleteNavigation', 'server-error');
    const { user } = renderSection();
    await user.click(within(await itemRow('Archive')).getByRole('button', { name: 'Delete Archive' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(adminMessages.navigation.deleteFailed(SCENARIO_SERVER_MESSAGE))).toBeInTheDocument();

    api.server.failEndpoint('deleteNavigation', 'network');
    await user.click(within(await itemRow('Archive')).getByRole('button', { name: 'Delete Archive' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(adminMessages.navigation.deleteError)).toBeInTheDocument();
    expect(await storedItem('Archive')).toBeDefined();
  });
});
