import { configure, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { adminMessages, entityLabels, ruleMessages, serverMessages } from '../../domain/messages';
import { buildProduct } from '../../../tests/support/builders';
import { setupMockApi } from '../../../tests/support/mock-api';
import { renderWithRepository } from '../../../tests/support/render-app';
import { stubSortableLayout } from '../../../tests/support/sortable-layout';
import { ProductsSection } from './ProductsSection';

configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 30_000 });

// What the 'server-error' failure mode answers (mocks/failure-answers.ts); screens' tests may not import mocks/.
const SCENARIO_SERVER_MESSAGE = 'Database connection failed. Please try again later.';

const api = setupMockApi();
const renderSection = () => renderWithRepository(<ProductsSection />, { repository: api.repository });
const dialog = () => screen.getByRole('dialog');
const rowOf = (title: string) => screen.getByRole('rowheader', { name: new RegExp(`^${title}`) }).closest('tr')!;
const rowTitles = () => screen.getAllByRole('rowheader').map((cell) => cell.firstChild?.textContent);
const stored = async () => (await api.store.products.list()).map(({ id, sort_order }) => ({ id, sort_order }));

async function expectGreen(text: string) {
  expect((await screen.findByText(text)).closest('[role]')).toHaveAttribute('role', 'status');
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
    expect(first.getByText('fa-cube')).toBeInTheDocument();
    expect(first.getByText('Fencing')).toBeInTheDocument();
    expect(first.getByText('Active')).toBeInTheDocument();
    expect(first.getByRole('link', { name: 'Open link: Product 1' })).toHaveAttribute('href', 'https://example.com/p1');
    expect(within(rowOf('Product 3')).getByText('Inactive')).toBeInTheDocument();
    expect(rowOf('Product 3').className).toMatch(/inactive/);
  });

  it('highlights the first nine rows as the top nine', async () => {
    for (let id = 4; id <= 11; id += 1) await api.store.products.create({ ...buildProduct({ id }), sort_order: id });
    renderSection();
    await screen.findByRole('rowheader', { name: /^Product 11/ });
    const rows = screen.getAllByRole('rowheader');
    expect(rows).toHaveLength(11);
    expect(rows.slice(0, 9).every((cell) => cell.textContent?.endsWith(adminMessages.products.topNine))).toBe(true);
    expect(rows.slice(9).some((cell) => cell.textContent?.includes(adminMessages.products.topNine))).toBe(false);
  });

  it('shows the empty text and the fetch failures', async () => {
    api.server.applyScenarios(['productsEmpty']);
    const empty = renderSection();
    expect(await screen.findByText(adminMessages.products.empty)).toBeInTheDocument();
    empty.unmount();

    api.server.failEndpoint('getAdminProducts', 'server-error');
    const refused = renderSection();
    expect(await screen.findByRole('alert')).toHaveTextContent(adminMessages.products.fetchFailed(SCENARIO_SERVER_MESSAGE));
    refused.unmount();

    api.server.applyScenarios(['productsFail']);
    renderSection();
    expect(await screen.findByRole('alert')).toHaveTextContent(adminMessages.products.networkError('fetching products'));
  });
});

describe('ProductsSection: add, edit, delete', () => {
  it('checks title, URLs and sort order before saving', async () => {
    const { user } = renderSection();
    await user.click(await screen.findByRole('button', { name: 'Add Product' }));
    expect(within(dialog()).getByLabelText('Sort order')).toHaveValue(0);
    await enter(user, within(dialog()).getByLabelText('Image URL'), 'not-a-url');
    await enter(user, within(dialog()).getByLabelText('Link'), 'javascript:void(0)');
    await user.clear(within(dialog()).getByLabelText('Sort order'));
    await enter(user, within(dialog()).getByLabelText('Sort order'), '-1');
    await user.click(within(dialog()).getByRole('button', { name: 'Create Product' }));

    expect(within(dialog()).getByText(ruleMessages.required('Title'))).toBeInTheDocument();
    expect(within(dialog()).getByText(ruleMessages.invalidUrl('Image URL'))).toBeInTheDocument();
    expect(within(dialog()).getByText(ruleMessages.invalidUrl('Link'))).toBeInTheDocument();
    expect(within(dialog()).getByText(ruleMessages.minNumber('Sort order', 0))).toBeInTheDocument();
    expect(await api.store.products.list()).toHaveLength(3);
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

  it('shows Saving... with both buttons disabled while the save runs', async () => {
    api.server.failEndpoint('updateProduct', 'timeout');
    const { user } = renderSection();
    await user.click(await screen.findByRole('button', { name: 'Edit: Product 1' }));
    await user.click(within(dialog()).getByRole('button', { name: 'Update Product' }));
    expect(await within(dialog()).findByRole('button', { name: adminMessages.products.saving })).toBeDisabled();
    expect(within(dialog()).getByRole('button', { name: 'Cancel' })).toBeDisabled();
  });

  it('keeps the dialog and the typed text when the save fails', async () => {
    api.server.applyScenarios(['productSaveFails']);
    const { user } = renderSection();
    await user.click(await screen.findByRole('button', { name: 'Add Product' }));
    await enter(user, within(dialog()).getByLabelText(/^Title/), 'Cattle Crush');
    await user.click(within(dialog()).getByRole('button', { name: 'Create Product' }));

    expect(await within(dialog()).findByRole('alert')).toHaveTextContent(adminMessages.products.saveFailed(SCENARIO_SERVER_MESSAGE));
    expect(within(dialog()).getByLabelText(/^Title/)).toHaveValue('Cattle Crush');

    api.server.failEndpoint('createProduct', 'malformed');
    await user.click(within(dialog()).getByRole('button', { name: 'Create Product' }));
    expect(await within(dialog()).findByText(adminMessages.products.saveError)).toBeInTheDocument();
    expect(await api.store.products.list()).toHaveLength(3);
  });

  it('deletes a product only after confirmation, and reports a refused delete', async () => {
    const { user } = renderSection();
    await user.click(await screen.findByRole('button', { name: 'Delete: Product 1' }));
    expect(screen.getByRole('alertdialog')).toHaveTextContent(adminMessages.confirmDelete('product'));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Cancel' }));
    expect(await api.store.products.list()).toHaveLength(3);

    await user.click(screen.getByRole('button', { name: 'Delete: Product 1' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await expectGreen(serverMessages.deleted(entityLabels.product));
    await waitFor(() => expect(rowTitles()).toEqual(['Product 2', 'Product 3']));

    api.server.failEndpoint('deleteProduct', 'server-error');
    await user.click(screen.getByRole('button', { name: 'Delete: Product 2' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(adminMessages.products.deleteFailed(SCENARIO_SERVER_MESSAGE));
    expect((await api.store.products.list()).map((product) => product.id)).toEqual([2, 3]);
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
  });

  it('moves a row with the Move down button', async () => {
    const { user } = renderSection();
    await user.click(await screen.findByRole('button', { name: 'Move down: Product 1' }));
    expect(rowTitles()).toEqual(['Product 2', 'Product 1', 'Product 3']);
    await waitFor(async () => expect((await stored()).map((entry) => entry.id)).toEqual([2, 1, 3]));
  });

  it('shows a new order at once, while its save is still on the way', async () => {
    api.server.failEndpoint('updateProductOrder', 'timeout');
    const { user } = renderSection();
    await user.click(await screen.findByRole('button', { name: 'Move down: Product 1' }));
    await waitFor(() => expect(rowTitles()).toEqual(['Product 2', 'Product 1', 'Product 3']));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect((await stored()).map((entry) => entry.id)).toEqual([1, 2, 3]);
  });

  it('reports a failed order save and shows the stored order again', async () => {
    api.server.applyScenarios(['productOrderFails']);
    const { user } = renderSection();
    await user.click(await screen.findByRole('button', { name: 'Move down: Product 1' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(adminMessages.products.orderFailed(SCENARIO_SERVER_MESSAGE));
    await waitFor(() => expect(rowTitles()).toEqual(['Product 1', 'Product 2', 'Product 3']));
  });
});
