import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '../data/query-client';
import { createSeedDataset } from '../../fixtures/seed-dataset';
import { setupMockApi } from '../../tests/support/mock-api';
import { renderApp } from '../../tests/support/render-app';
import { takeConsoleErrors } from '../../tests/setup/node';

const api = setupMockApi(createSeedDataset);
const seed = createSeedDataset();

describe('a refresh that fails after the content was shown', () => {
  it('keeps the home page content and the menu instead of switching to the fallbacks', async () => {
    const queryClient = createQueryClient();
    renderApp({ route: '/', repository: api.repository, queryClient });
    const nav = within(screen.getByRole('navigation', { name: 'Main' }));
    await nav.findByRole('link', { name: 'Manufacturing' });
    const firstSlide = seed.sliderItems[0]!.title;
    expect(await screen.findByRole('heading', { level: 2, name: new RegExp(firstSlide) })).toBeInTheDocument();
    const firstProduct = seed.products[0]!.title;
    expect(await screen.findByRole('heading', { name: firstProduct })).toBeInTheDocument();

    // The revalidation after hydration (or any later refresh) meets a server that fails.
    api.server.applyScenarios(['navigationFails', 'sliderFails', 'productsFail', 'servicesFail']);
    await queryClient.invalidateQueries();
    await waitFor(() => expect(takeConsoleErrors().length).toBeGreaterThan(0));
    await waitFor(() => expect(queryClient.getQueryCache().findAll({ predicate: (q) => q.state.status === 'error' }).length).toBeGreaterThan(0));

    expect(nav.getByRole('link', { name: 'Manufacturing' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: new RegExp(firstSlide) })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: firstProduct })).toBeInTheDocument();
  });
});
