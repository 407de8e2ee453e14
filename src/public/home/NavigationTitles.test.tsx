import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { publicMessages } from '../../domain/messages';
import { renderApp } from '../../../tests/support/render-app';
import { useMockApi } from '../../../tests/support/mock-api';

describe('navigation titles on the demo data path', () => {
  const api = useMockApi();

  it('shows the loading text, then the active navigation titles from get_navigation.php', async () => {
    renderApp({ route: '/', repository: api.repository });
    expect(screen.getByText(publicMessages.navigation.loading)).toBeInTheDocument();
    const nav = await screen.findByRole('navigation', { name: 'Site navigation' });
    const titles = within(nav).getAllByRole('listitem').map((item) => item.textContent);
    expect(titles).toEqual(['Home', 'About Us', 'Vision & Mission', 'Our Team', 'Manufacturing', 'Fencing', 'Chain Link Fencing']);
  });

  it('shows the database error when the navigation call fails', async () => {
    api.server.applyScenarios(['navigationFails']);
    renderApp({ route: '/', repository: api.repository });
    expect(await screen.findByRole('alert')).toHaveTextContent(publicMessages.navigation.databaseError(publicMessages.navigation.httpError(500)));
  });

  it('says there is no navigation when the list is empty', async () => {
    await api.store.dataset.import({ ...(await api.store.dataset.export()), navigation: [] });
    renderApp({ route: '/', repository: api.repository });
    expect(await screen.findByText(publicMessages.navigation.empty)).toBeInTheDocument();
  });
});
