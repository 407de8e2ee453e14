import { composeStories } from '@storybook/react-vite';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { COMPANY } from '../../domain/company-info';
import { buildDataset, buildSeoSettings } from '../../../tests/support/builders';
import { setupMockApi } from '../../../tests/support/mock-api';
import { renderApp } from '../../../tests/support/render-app';
import { renderStory } from '../../../tests/support/stories';
import * as stories from './HomePage.stories';

const { Desktop } = composeStories(stories);

const api = setupMockApi(() =>
  buildDataset({ seoSettings: [buildSeoSettings({ page_type: 'homepage', page_title: 'Ironcrest | Home' })] }),
);

describe('HomePage', () => {
  it('shows the slider, About Us, products, brochure, services, the call to action and footer info in that order', async () => {
    await renderStory(Desktop);
    const sections = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(sections).toEqual([
      'Engineered Fencing for Every Perimeter',
      'About Us',
      'Our Products',
      'Download Our Brochure',
      'Our Services',
      'Have a drawing or a specification?',
      'Spotlight',
      'Registered Office',
      'Factory / Corporate Office',
      'Get in Touch',
    ]);
    expect(screen.getByRole('link', { name: 'Know More' })).toHaveAttribute('href', '/about-us');
    expect(screen.getByRole('button', { name: 'Know More' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Explore More' })).toHaveAttribute('href', '/services');
  });

  it('applies the homepage SEO settings', async () => {
    renderApp({ route: '/home', repository: api.repository });
    await waitFor(() => expect(document.title).toBe('Ironcrest | Home'));
    // eslint-disable-next-line testing-library/no-node-access -- document.head's tags have no roles
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute('content', 'Description of homepage');
  });

  it('is what an unknown path shows', async () => {
    renderApp({ route: '/no-such-page', repository: api.repository });
    expect(await screen.findByRole('heading', { level: 1, name: COMPANY.name })).toBeInTheDocument();
    await screen.findByRole('list', { name: 'Our Products' });
  });
});
