import { composeStories } from '@storybook/react-vite';
import { configure, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { adminMessages, entityLabels, serverMessages } from '../../domain/messages';
import { buildProduct } from '../../../tests/support/builders';
import { setupMockApi } from '../../../tests/support/mock-api';
import { renderWithRepository } from '../../../tests/support/render-app';
import { findNotice } from '../../../tests/support/notices';
import { renderStory } from '../../../tests/support/stories';
import { createSeedDataset } from '../../../fixtures/seed-dataset';
import { stubSortableLayout } from '../../../tests/support/sortable-layout';
import { SAVING_ORDER } from '../shared/sortable/OrderSavingStatus';
import { NoticeRegion } from '../../ui/NoticeRegion';
import { ProductsSection } from './ProductsSection';
import * as stories from './ProductsSection.stories';

const { AddValidationErrors, DeleteConfirmation, Empty, LoadFailure, Loaded, SaveFailure } = composeStories(stories);
const seedProductCount = () => createSeedDataset().products.length;

configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 30_000 });

// What the 'server-error' failure mode answers (mocks/failure-answers.ts); screens' tests may not import mocks/.
const SCENARIO_SERVER_MESSAGE = 'Database connection failed. Please try again later.';

const api = setupMockApi();
// The section with the notice region AdminShell gives it, where its messages appear.
const renderSection = () =>
  renderWithRepository(
    <>
      <ProductsSection />
      <NoticeRegion />
    </>,
    { repository: api.repository },
  );
const dialog = () => screen.getByRole('dialog');
// eslint-disable-next-line testing-library/no-node-access -- the table row a row header sits in (a row has no name of its own)
const rowOf = (title: string) => screen.getByRole('rowheader', { name: new RegExp(`^${title}`) }).closest('tr')!;
const rowTitles = () => screen.getAllByRole('rowheader').map((cell) => cell.firstChild?.textContent);
const stored = async () => (await api.store.products.list()).map(({ id, sort_order }) => ({ id, sort_order }));

/** The message shown green (role status) in the notice region. */
async function expectGreen(text: string) {
  expect(await findNotice(text)).toHaveAttribute('role', 'status');
}

async function enter(user: UserEvent, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

describe('ProductsSection: table and states', () => {
  it('shows each product with icon, category badge, sort order, status and link; inactive rows dimmed', async () => {
    await api.store.products.update(1, { ...buildProduct({ id: 1, sort_order: 0 }), link: 'https://example.com/p1' });
    renderSection();
    expect(screen.getByText(adminMessages.products.loading)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'Products Management' })).toBeInTheDocument();
    await screen.findByRole('rowheader', { name: /^Product 1/ });
    expect(rowTitles()).toEqual(['Product 1', 'Product 2', 'Product 3']);
    const first = within(rowOf('Product 1'));
    expect(first.getByTitle('fa-cube')).toHaveTextContent('Icon: fa-cube');
    expect(first.getByText('Fencing')).toBeInTheDocument();
    expect(first.getByText('Active')).toBeInTheDocument();
    expect(first.getByRole('link', { name: 'Open link: Product 1' })).toHaveAttribute('href', 'https://example.com/p1');
    expect(within(rowOf('Product 3')).getByText('Inactive')).toBeInTheDocument();
    expect(rowOf('Product 3').className).toMatch(/inactive/);
  });

  it('highlights the first nine rows as the top nine', async () => {
    // The story (eleven seed products) asserts the first nine rows highlighted and none after them.
    await renderStory(Loaded);
    expect(screen.getAllByRole('rowheader')).toHaveLength(seedProductCount());
    expect(rowTitles().slice(0, 9)).toEqual((await api.store.products.list()).slice(0, 9).map((product) => product.title));
  });

  it('shows the empty text and the fetch failures', async () => {
    // The Empty story asserts the empty text; the LoadFailure story the alert of a fetch with no usable answer.
    const empty = await renderStory(Empty);
    expect(screen.getByRole('button', { name: 'Add Product' })).toBeEnabled();
    empty.unmount();

    api.server.failEndpoint('getAdminProducts', 'server-error');
    const refused = renderSection();
    expect(await screen.findByRole('alert')).toHaveTextContent(adminMessages.products.fetchFailed(SCENARIO_SERVER_MESSAGE));
    refused.unmount();

    await renderStory(LoadFailure);
    expect(screen.queryByRole('rowheader')).not.toBeInTheDocument();
  });
});

describe('ProductsSection: add, edit, delete', () => {
  it('checks title, URLs and sort order before saving', async () => {
    // The story fills bad URLs and a negative sort order, saves, and asserts the four messages.
    await renderStory(AddValidationErrors);
    expect(within(dialog()).getByLabelText(/^Title/)).toHaveAttribute('aria-invalid', 'true');
    expect(await api.store.products.list()).toHaveLength(seedProductCount());
  });

  it('creates a product in create mode and shows the server message', async () => {
    const { user } = renderSection();
    await user.click(await screen.findByRole('button', { name: 'Add Product' }));
    expect(within(dialog()).getByRole('heading', { name: 'Add Product' })).toBeInTheDocument();
    await enter(user, within(dialog()).getByLabelText(/^Title/), 'Cattle Crush');
    await enter(user, within(dialog()).getByLabelText('Category'), 'Animal handling');
    await enter(user, within(dialog()).getByLabelText('Link'), '/products/cattle-crush');
    await user.clear(within(dialog()).getByLabelText('Sort order'));
    await enter(user, within(dialog()).getByLabelText('Sort order'), '5');
    await user.click(within(dialog()).getByRole('button', { name: 'Create Product' }));

    await expectGreen(serverMessages.created(entityLabels.product));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(rowTitles()).toContain('Cattle Crush'));
    expect((await api.store.products.list()).at(-1)).toMatchObject({ title: 'Cattle Crush', category: 'Animal handling', sort_order: 5, is_active: true });
  });

  it('edits a product in edit mode', async () => {
    const { user } = renderSection();
    await user.click(await screen.findByRole('button', { name: 'Edit: Product 2' }));
    expect(within(dialog()).getByRole('heading', { name: 'Edit Product' })).toBeInTheDocument();
    expect(within(dialog()).getByLabelText(/^Title/)).toHaveValue('Product 2');
    await enter(user, within(dialog()).getByLabelText('Features'), 'Hot-dip galvanised');
    await user.click(within(dialog()).getByRole('button', { name: 'Update Product' }));

    await expectGreen(serverMessages.updated(entityLabels.product));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await screen.findByRole('rowheader', { name: /^Product 2/ });
    expect((await api.store.products.list())[1]).toMatchObject({ id: 2, title: 'Product 2', features: 'Hot-dip galvanised' });
  });

  it('shows Saving... with both buttons waiting while the save runs (Save keeps the focus)', async () => {
    api.server.failEndpoint('updateProduct', 'timeout');
    const { user } = renderSection();
    await user.click(await screen.findByRole('button', { name: 'Edit: Product 1' }));
    await user.click(within(dialog()).getByRole('button', { name: 'Update Product' }));
    expect(await within(dialog()).findByRole('button', { name: adminMessages.products.saving })).toHaveAttribute('aria-disabled', 'true');
    expect(within(dialog()).getByRole('button', { name: 'Cancel' })).toBeDisabled();
  });

  it('keeps the dialog and the typed text when the save fails', async () => {
    // The story's save is refused; it asserts the server message and the kept title.
    const { user } = await renderStory(SaveFailure);

    api.server.failEndpoint('createProduct', 'malformed');
    await user.click(within(dialog()).getByRole('button', { name: 'Create Product' }));
    expect(await within(dialog()).findByRole('alert')).toHaveTextContent(adminMessages.products.saveError);
    expect(within(dialog()).getByLabelText(/^Title/)).toHaveValue('Cattle Crush');
    expect(await api.store.products.list()).toHaveLength(seedProductCount());
  });

  it('deletes a product only after confirmation, and reports a refused delete', async () => {
    // The story asks to delete Welded Mesh Panels and asserts the confirmation.
    const { user } = await renderStory(DeleteConfirmation);
    const titles = async () => (await api.store.products.list()).map((product) => product.title);
    const before = await titles();
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Cancel' }));
    expect(await titles()).toEqual(before);

    await user.click(screen.getByRole('button', { name: 'Delete: Welded Mesh Panels' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await expectGreen(serverMessages.deleted(entityLabels.product));
    const remaining = before.filter((title) => title !== 'Welded Mesh Panels');
    await waitFor(() => expect(rowTitles()).toEqual(remaining));

    api.server.failEndpoint('deleteProduct', 'server-error');
    await user.click(screen.getByRole('button', { name: `Delete: ${remaining[0]}` }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await findNotice(adminMessages.products.deleteFailed(SCENARIO_SERVER_MESSAGE))).toHaveAttribute('role', 'alert');
    expect(await titles()).toEqual(remaining);
  });
});

describe('ProductsSection: reordering', () => {
  let restoreLayout: () => void;
  beforeEach(() => {
    restoreLayout = stubSortableLayout();
  });
  afterEach(() => restoreLayout());

  it('moves a row with the keyboard, saves sort orders from 1 and reloads the list', async () => {
    const { user } = renderSection();
    (await screen.findByRole('button', { name: 'Drag to reorder: Product 3' })).focus();
    await user.keyboard(' ');
    await user.keyboard('{ArrowUp}');
    await user.keyboard('{ArrowUp}');
    await user.keyboard(' ');

    expect(rowTitles()).toEqual(['Product 3', 'Product 1', 'Product 2']);
    await waitFor(async () =>
      expect(await stored()).toEqual([
        { id: 3, sort_order: 1 },
        { id: 1, sort_order: 2 },
        { id: 2, sort_order: 3 },
      ]),
    );
    await waitFor(() => expect(within(rowOf('Product 3')).getAllByRole('cell')[4]).toHaveTextContent('1'));
    // The save is over (the list read back) once the page stops saying so.
    await waitFor(() => expect(screen.queryByText(SAVING_ORDER)).not.toBeInTheDocument());
  });

  it('moves a row with the Move down button', async () => {
    const { user } = renderSection();
    await user.click(await screen.findByRole('button', { name: 'Move down: Product 1' }));
    expect(rowTitles()).toEqual(['Product 2', 'Product 1', 'Product 3']);
    await waitFor(async () => expect((await stored()).map((entry) => entry.id)).toEqual([2, 1, 3]));
    // The save is over (the list read back) once the page stops saying so.
    await waitFor(() => expect(screen.queryByText(SAVING_ORDER)).not.toBeInTheDocument());
  });

  it('shows a new order at once, while its save is still on the way', async () => {
    api.server.failEndpoint('updateProductOrder', 'timeout');
    const { user } = renderSection();
    await user.click(await screen.findByRole('button', { name: 'Move down: Product 1' }));
    await waitFor(() => expect(rowTitles()).toEqual(['Product 2', 'Product 1', 'Product 3']));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByText(SAVING_ORDER)).toBeInTheDocument();
    expect((await stored()).map((entry) => entry.id)).toEqual([1, 2, 3]);
  });

  it('reports a failed order save and shows the stored order again', async () => {
    api.server.applyScenarios(['productOrderFails']);
    const { user } = renderSection();
    await user.click(await screen.findByRole('button', { name: 'Move down: Product 1' }));
    expect(await findNotice(adminMessages.products.orderFailed(SCENARIO_SERVER_MESSAGE))).toHaveAttribute('role', 'alert');
    await waitFor(() => expect(rowTitles()).toEqual(['Product 1', 'Product 2', 'Product 3']));
  });
});
