import { configure, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setupMockApi } from '../../../../tests/support/mock-api';
import { renderWithRepository } from '../../../../tests/support/render-app';
import type { EndpointName } from '../../../domain/contract';
import { adminMessages } from '../../../domain/messages';
import { ProductsSection } from '../../products/ProductsSection';
import { ServicesSection } from '../../services/ServicesSection';

configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 30_000 });

const api = setupMockApi();
afterEach(() => api.server.resetHandlers());

const sections: { name: string; endpoint: EndpointName; section: ReactElement; generic: string; rows: () => Promise<number> }[] = [
  {
    name: 'Services',
    endpoint: 'getAdminServices',
    section: <ServicesSection />,
    generic: adminMessages.services.networkError('fetching services'),
    rows: async () => (await api.store.services.list()).length,
  },
  {
    name: 'Products',
    endpoint: 'getAdminProducts',
    section: <ProductsSection />,
    generic: adminMessages.products.networkError('fetching products'),
    rows: async () => (await api.store.products.list()).length,
  },
];

describe.each(sections)('$name: a list that fails to load', ({ endpoint, section, generic, rows }) => {
  it('says why (the documented text and its cause) and loads again with Retry', async () => {
    api.server.failEndpoint(endpoint, 'network');
    const { user } = renderWithRepository(section, { repository: api.repository });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(generic);
    // The documented text alone names no cause; the cause is shown under it.
    expect(within(alert).getByText(/^Cause: \S/)).toBeInTheDocument();

    api.server.resetHandlers();
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findAllByRole('rowheader')).toHaveLength(await rows());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('keeps the server message of a refusal, with Retry and no second cause line', async () => {
    api.server.failEndpoint(endpoint, 'server-error');
    renderWithRepository(section, { repository: api.repository });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(/^Failed to fetch (services|products): /);
    expect(within(alert).queryByText(/^Cause:/)).not.toBeInTheDocument();
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeEnabled();
  });
});
