import { act, configure, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SCENARIO_SERVER_MESSAGE } from '../../../mocks/scenarios';
import { setupMockApi } from '../../../tests/support/mock-api';
import { renderWithRepository } from '../../../tests/support/render-app';
import { stubSortableLayout } from '../../../tests/support/sortable-layout';
import type { NavigationNode } from '../../domain/navigation';
import { NoticeRegion } from '../../ui/NoticeRegion';
import { resetNotices } from '../../ui/notices';
import { SAVING_ORDER } from '../shared/sortable/OrderSavingStatus';
import { NavigationSection } from './NavigationSection';
import { navigationTexts } from './navigation-texts';

const api = setupMockApi();
let restoreLayout: () => void;
beforeAll(() => configure({ asyncUtilTimeout: 5000 }));
beforeEach(() => {
  restoreLayout = stubSortableLayout();
});
afterEach(() => {
  restoreLayout();
  act(() => resetNotices());
});
afterAll(() => configure({ asyncUtilTimeout: 1000 }));

function renderSection() {
  return renderWithRepository(
    <>
      <NavigationSection />
      <NoticeRegion />
    </>,
    { repository: api.repository },
  );
}

const topList = () => screen.findByRole('list', { name: 'Navigation items' });
/** The titles of a list's own items, in the order shown (read from each item's own Edit button). */
const shownTitles = (list: HTMLElement) =>
  within(list)
    .getAllByRole('listitem')
    // eslint-disable-next-line testing-library/no-node-access -- a list's own items, not its sub-lists', and the tree item a button sits in; node.children is stored data
    .filter((item) => item.parentElement === list)
    .map((item) => within(item).getAllByRole('button', { name: /^Edit / })[0]?.getAttribute('aria-label')?.replace(/^Edit /, ''));
/** Titles and order numbers of the stored items under one parent, in stored order. */
const stored = async (parent: string | null) => {
  const tree = await api.store.navigation.tree();
  const find = (nodes: readonly NavigationNode[]): NavigationNode | undefined =>
    // eslint-disable-next-line testing-library/no-node-access -- a list's own items, not its sub-lists', and the tree item a button sits in; node.children is stored data
    nodes.map((node) => (node.title === parent ? node : find(node.children))).find(Boolean);
  // eslint-disable-next-line testing-library/no-node-access -- a list's own items, not its sub-lists', and the tree item a button sits in; node.children is stored data
  const siblings = parent === null ? tree : (find(tree)?.children ?? []);
  return siblings.map((node) => [node.title, node.order_index]);
};
const saved = () => waitFor(() => expect(screen.queryByText(SAVING_ORDER)).not.toBeInTheDocument());

describe('Reordering navigation items', { timeout: 30_000 }, () => {
  it('moves a top-level item with the keyboard (Space, ArrowDown, Space) and saves the new order', async () => {
    const { user } = renderSection();
    const list = await topList();
    expect(shownTitles(list)).toEqual(['Home', 'About Us', 'Manufacturing', 'Archive']);

    screen.getByRole('button', { name: 'Drag to reorder: Home' }).focus();
    await user.keyboard(' ');
    await user.keyboard('{ArrowDown}');
    expect(await screen.findByText('Home was moved into position 2 of 4.')).toBeInTheDocument();
    await user.keyboard(' ');

    expect(shownTitles(list)).toEqual(['About Us', 'Home', 'Manufacturing', 'Archive']);
    await saved();
    // The items keep their own numbers (1, 2, 3, 9), handed out in the new order; only the two that moved are written.
    expect(await stored(null)).toEqual([
      ['About Us', 1],
      ['Home', 2],
      ['Manufacturing', 3],
      ['Archive', 9],
    ]);
    expect(shownTitles(await topList())).toEqual(['About Us', 'Home', 'Manufacturing', 'Archive']);
    // eslint-disable-next-line testing-library/no-node-access -- a list's own items, not its sub-lists', and the tree item a button sits in; node.children is stored data
    expect(within(screen.getByRole('button', { name: 'Edit Home' }).closest('li')!).getByText('Order: 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Drag to reorder: Home' })).toHaveFocus();
  });

  it('moves a sub-item among its siblings with Move up, leaving the other levels as they were', async () => {
    const { user } = renderSection();
    const about = await screen.findByRole('list', { name: 'About Us sub-items' });
    expect(shownTitles(about)).toEqual(['Vision & Mission', 'Our Team']);
    // Only siblings are offered: the first sub-item cannot move up out of its parent.
    expect(screen.getByRole('button', { name: 'Move up: Vision & Mission' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Move up: Our Team' }));
    expect(shownTitles(about)).toEqual(['Our Team', 'Vision & Mission']);
    expect(screen.getByRole('button', { name: 'Move down: Our Team' })).toHaveFocus();
    await saved();
    expect(await stored('About Us')).toEqual([
      ['Our Team', 1],
      ['Vision & Mission', 2],
    ]);
    expect(await stored(null)).toEqual([
      ['Home', 1],
      ['About Us', 2],
      ['Manufacturing', 3],
      ['Archive', 9],
    ]);
  });

  it('keeps folded items folded through a reorder and the list read back after it', async () => {
    const { user } = renderSection();
    await topList();
    await user.click(screen.getByRole('button', { name: 'About Us: 2 sub-items' }));
    expect(screen.queryByRole('list', { name: 'About Us sub-items' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Move up: About Us' }));
    expect(await screen.findByText(SAVING_ORDER)).toBeInTheDocument();
    await saved();
    expect(shownTitles(await topList())).toEqual(['About Us', 'Home', 'Manufacturing', 'Archive']);
    expect(screen.getByRole('button', { name: 'About Us: 2 sub-items' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('list', { name: 'About Us sub-items' })).not.toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Manufacturing sub-items' })).toBeInTheDocument();
    expect(await stored(null)).toEqual([
      ['About Us', 1],
      ['Home', 2],
      ['Manufacturing', 3],
      ['Archive', 9],
    ]);
  });

  it('says why a new order was not saved and shows the stored order again', async () => {
    api.server.failEndpoint('updateNavigation', 'server-error');
    const { user } = renderSection();
    await topList();
    await user.click(screen.getByRole('button', { name: 'Move down: Home' }));
    expect(await screen.findByText(navigationTexts.orderFailed(SCENARIO_SERVER_MESSAGE))).toBeInTheDocument();
    await saved();
    expect(shownTitles(await topList())).toEqual(['Home', 'About Us', 'Manufacturing', 'Archive']);
    expect(await stored(null)).toEqual([
      ['Home', 1],
      ['About Us', 2],
      ['Manufacturing', 3],
      ['Archive', 9],
    ]);
  });
});

describe('How many top-level items fit in the public header', { timeout: 30_000 }, () => {
  it('says that every active top-level item fits when they do', async () => {
    renderSection();
    await topList();
    // Archive is inactive: the public menu does not show it.
    expect(screen.getByText(navigationTexts.headerFit(3, 3, 1280))).toHaveTextContent('All 3 top-level items fit in the header at 1280 px.');
  });
});
