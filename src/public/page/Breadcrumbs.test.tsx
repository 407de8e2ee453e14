import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildDataset } from '../../../tests/support/builders';
import { setupMockApi } from '../../../tests/support/mock-api';
import { renderApp } from '../../../tests/support/render-app';
import { pageTexts } from './page-texts';

/** The first answer of a test can be slow on a busy machine (cold MSW, IndexedDB and module caches). */
const LOAD = { timeout: 10_000 };

// eslint-disable-next-line testing-library/no-node-access -- document.head's tags have no roles
const canonical = () => document.head.querySelector('link[rel="canonical"]')?.getAttribute('href');
const breadcrumbList = () =>
  // eslint-disable-next-line testing-library/no-node-access -- document.head's tags have no roles
  [...document.head.querySelectorAll('script[type="application/ld+json"]')]
    .map((script) => JSON.parse(script.textContent ?? '{}') as { '@type': string; itemListElement?: { name: string; item: string }[] })
    .find((block) => block['@type'] === 'BreadcrumbList');

describe('a content page\'s breadcrumb and address', { timeout: 30_000 }, () => {
  const api = setupMockApi(() => buildDataset());

  it('shows the menu trail, not the address, on an alias route that names the menu address as canonical', async () => {
    // /products/chain-link-fencing shows the page the menu holds under Manufacturing › Fencing, at /page/chain-link-fencing.
    const { user, router } = renderApp({ route: '/products/chain-link-fencing', repository: api.repository });
    const trail = await screen.findByRole('navigation', { name: pageTexts.breadcrumbLabel }, LOAD);
    expect(within(trail).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Home', 'Manufacturing', 'Fencing', 'Chain Link Fencing']);
    expect(within(trail).getByRole('link', { name: 'Manufacturing' })).toHaveAttribute('href', '/page/manufacturing');
    expect(within(trail).getByText('Chain Link Fencing')).toHaveAttribute('aria-current', 'page');
    expect(within(trail).queryByRole('link', { name: 'Chain Link Fencing' })).not.toBeInTheDocument();

    const origin = window.location.origin;
    await waitFor(() => expect(canonical()).toBe(`${origin}/page/chain-link-fencing`), LOAD);
    expect(breadcrumbList()?.itemListElement?.map((crumb) => [crumb.name, crumb.item])).toEqual([
      ['Home', `${origin}/`],
      ['Manufacturing', `${origin}/page/manufacturing`],
      ['Fencing', `${origin}/page/fencing`],
      ['Chain Link Fencing', `${origin}/page/chain-link-fencing`],
    ]);

    await user.click(within(trail).getByRole('link', { name: 'Fencing' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/page/fencing'), LOAD);
    // Queried afresh each time: the trail found first may still be the page being left (a slow machine), replaced later.
    const trailItems = () => within(screen.getByRole('navigation', { name: pageTexts.breadcrumbLabel })).getAllByRole('listitem');
    await waitFor(() => expect(trailItems().map((item) => item.textContent)).toEqual(['Home', 'Manufacturing', 'Fencing']), LOAD);
  });

  it('names the family route of a page its menu address: /manufacturing is /page/manufacturing', async () => {
    renderApp({ route: '/manufacturing', repository: api.repository });
    await screen.findByRole('navigation', { name: pageTexts.breadcrumbLabel }, LOAD);
    await waitFor(() => expect(canonical()).toBe(`${window.location.origin}/page/manufacturing`), LOAD);
  });

  it('shows no trail and names no canonical address for a page that does not exist', async () => {
    renderApp({ route: '/page/no-such-page', repository: api.repository });
    expect(await screen.findByRole('heading', { level: 1, name: pageTexts.notFoundTitle }, LOAD)).toBeInTheDocument();
    // eslint-disable-next-line testing-library/no-node-access -- document.head's tags have no roles
    await waitFor(() => expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex'), LOAD);
    expect(canonical()).toBeUndefined();
    expect(screen.queryByRole('navigation', { name: pageTexts.breadcrumbLabel })).not.toBeInTheDocument();
  });
});
