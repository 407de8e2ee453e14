import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildDataset, buildSeoSettings } from '../../../tests/support/builders';
import { setupMockApi } from '../../../tests/support/mock-api';
import { renderApp } from '../../../tests/support/render-app';
import { clearSeo } from '../seo/apply-seo';

const api = setupMockApi(() =>
  buildDataset({
    seoSettings: [
      buildSeoSettings({ page_type: 'homepage', page_title: 'Ironcrest home', robots: 'index,follow' }),
      buildSeoSettings({ page_type: 'contact', page_title: 'Contact Ironcrest', robots: 'index,follow' }),
    ],
  }),
);

// eslint-disable-next-line testing-library/no-node-access -- document.head's tags have no roles
const robots = () => Array.from(document.head.querySelectorAll('meta[name="robots"]')).map((meta) => meta.getAttribute('content'));

describe('an unknown path (soft 404)', () => {
  afterEach(() => clearSeo());

  it('shows the home page with its settings but asks search engines not to index it', async () => {
    renderApp({ route: '/no-such-page', repository: api.repository });
    expect(await screen.findByRole('heading', { level: 1, name: 'Ironcrest Steel Industries' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Ironcrest home'));
    expect(robots()).toEqual(['noindex']);
  });

  it('gives the next page its own robots setting again', async () => {
    const { router } = renderApp({ route: '/no-such-page', repository: api.repository });
    await waitFor(() => expect(document.title).toBe('Ironcrest home'));
    expect(robots()).toEqual(['noindex']);
    await act(() => router.navigate('/contact-us'));
    await waitFor(() => expect(document.title).toBe('Contact Ironcrest'));
    expect(robots()).toEqual(['index,follow']);
  });

  it('leaves the real home page indexable', async () => {
    renderApp({ route: '/', repository: api.repository });
    await waitFor(() => expect(document.title).toBe('Ironcrest home'));
    expect(robots()).toEqual(['index,follow']);
  });
});
