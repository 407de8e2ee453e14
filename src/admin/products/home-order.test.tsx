import { configure, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildDataset, buildProduct, buildService } from '../../../tests/support/builders';
import { setupMockApi } from '../../../tests/support/mock-api';
import { renderApp, renderWithRepository } from '../../../tests/support/render-app';
import { stubSortableLayout } from '../../../tests/support/sortable-layout';
import { ServicesSection } from '../services/ServicesSection';
import { adminMessages } from '../../domain/messages';
import { ProductsSection } from './ProductsSection';

configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 30_000 });

const range = (count: number) => Array.from({ length: count }, (_, i) => i + 1);

const api = setupMockApi(() =>
  buildDataset({
    services: range(7).map((id) => buildService({ id })),
    products: range(11).map((id) => buildProduct({ id })),
  }),
);

async function dragUp(user: ReturnType<typeof renderWithRepository>['user'], title: string, steps: number) {
  (await screen.findByRole('button', { name: `Drag to reorder: ${title}` })).focus();
  await user.keyboard(' ');
  for (let step = 0; step < steps; step += 1) await user.keyboard('{ArrowUp}');
  await user.keyboard(' ');
}

const cardTitles = (list: HTMLElement) => within(list).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);

describe('Public home after a reorder in the back office', () => {
  let restoreLayout: () => void;
  beforeEach(() => {
    restoreLayout = stubSortableLayout();
  });
  afterEach(() => restoreLayout());

  it('shows the top 5 services and the top 9 products in the saved order', async () => {
    const services = renderWithRepository(<ServicesSection />, { repository: api.repository });
    await dragUp(services.user, 'Service 6', 5);
    await waitFor(async () => expect((await api.store.services.list())[0]?.id).toBe(6));
    services.unmount();

    const products = renderWithRepository(<ProductsSection />, { repository: api.repository });
    await dragUp(products.user, 'Product 10', 9);
    await waitFor(async () => expect((await api.store.products.list())[0]?.id).toBe(10));
    await screen.findByText('Product 10', { selector: 'th' });
    products.unmount();

    renderApp({ route: '/', repository: api.repository });
    const servicesList = await screen.findByRole('list', { name: 'Our Services' });
    expect(cardTitles(servicesList)).toEqual(['Service 6', 'Service 1', 'Service 2', 'Service 3', 'Service 4']);
    const productsList = await screen.findByRole('list', { name: 'Our Products' });
    expect(cardTitles(productsList)).toEqual(['Product 10', ...range(8).map((id) => `Product ${id}`)]);
  });
});

describe('Top nine in Products Management', () => {
  const withInactive = setupMockApi(() =>
    buildDataset({ products: range(11).map((id) => buildProduct({ id, is_active: id !== 3 && id !== 7 })) }),
  );

  it('labels exactly the products the home page shows: inactive rows are not counted, and the label goes on past them', async () => {
    const admin = renderWithRepository(<ProductsSection />, { repository: withInactive.repository });
    await screen.findByText('Product 11', { selector: 'th' });
    const labelled = screen
      .getAllByRole('rowheader')
      .filter((cell) => cell.textContent?.includes(adminMessages.products.topNine))
      .map((cell) => cell.textContent?.replace(adminMessages.products.topNine, ''));
    expect(labelled).toEqual(['Product 1', 'Product 2', 'Product 4', 'Product 5', 'Product 6', 'Product 8', 'Product 9', 'Product 10', 'Product 11']);
    // eslint-disable-next-line testing-library/no-node-access -- the table row a row header sits in (a row has no name of its own)
    const inactive = screen.getByRole('rowheader', { name: 'Product 3' }).closest('tr')!;
    expect(within(inactive).getByText('Inactive')).toBeInTheDocument();
    admin.unmount();

    renderApp({ route: '/', repository: withInactive.repository });
    expect(cardTitles(await screen.findByRole('list', { name: 'Our Products' }))).toEqual(labelled);
  });
});
