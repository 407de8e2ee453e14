import { composeStories } from '@storybook/react-vite';
import { siteAssetUrl } from '../../config';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fallbackServices } from '../../data/fallback-catalog';
import { publicMessages } from '../../domain/messages';
import { NoticeRegion } from '../../ui/NoticeRegion';
import { buildDataset, buildService } from '../../../tests/support/builders';
import { setupMockApi } from '../../../tests/support/mock-api';
import { renderWithRepository } from '../../../tests/support/render-app';
import { renderStory } from '../../../tests/support/stories';
import { ServicesBlock } from './ServicesBlock';
import * as stories from './ServicesBlock.stories';

const { SamplesWhenTheCallFails } = composeStories(stories);

const api = setupMockApi(() =>
  buildDataset({
    services: [
      buildService({ id: 1, title: 'Procurement', link_url: '/page/procurement-services' }),
      buildService({ id: 2, title: 'Retired Service', is_active: false }),
      buildService({ id: 3, title: 'Global Sourcing', link_url: 'https://example.com/sourcing' }),
      buildService({ id: 4, title: 'Engineering Design' }),
      buildService({ id: 5, title: 'Fabrication' }),
      buildService({ id: 6, title: 'Inspection' }),
      buildService({ id: 7, title: 'Logistics' }),
    ],
  }),
);

function renderServices() {
  return renderWithRepository(
    <>
      <ServicesBlock />
      <NoticeRegion />
    </>,
    { repository: api.repository },
  );
}

async function serviceTitles() {
  const list = await screen.findByRole('list', { name: 'Our Services' });
  return within(list)
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);
}

describe('ServicesBlock', () => {
  it('shows the first five active services in their saved order', async () => {
    renderServices();
    expect(screen.getByText('Loading services...')).toBeInTheDocument();
    expect(await serviceTitles()).toEqual(['Procurement', 'Global Sourcing', 'Engineering Design', 'Fabrication', 'Inspection']);
    expect(screen.getByRole('link', { name: 'Explore More' })).toHaveAttribute('href', '/services');
  });

  it('links a service with a link and shows the details of one without it, with a way to ask about it', async () => {
    const { user } = renderServices();
    await serviceTitles();
    expect(screen.getByRole('link', { name: 'Learn More about Procurement' })).toHaveAttribute('href', '/page/procurement-services');
    const external = screen.getByRole('link', { name: 'Learn More about Global Sourcing' });
    expect(external).toHaveAttribute('href', 'https://example.com/sourcing');
    expect(external).toHaveAttribute('rel', 'noopener noreferrer');

    await user.click(screen.getByRole('button', { name: 'Learn More about Engineering Design' }));
    const dialog = await screen.findByRole('dialog', { name: 'Engineering Design' });
    expect(within(dialog).getByText(publicMessages.home.serviceNoLink('Engineering Design'))).toBeInTheDocument();
    const service = (await api.store.services.list()).find((s) => s.title === 'Engineering Design')!;
    if (service.description) expect(within(dialog).getByText(service.description)).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Contact us about this service' })).toHaveAttribute('href', '/contact-us');
    await user.click(within(dialog).getByRole('button', { name: /close/i }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('follows a new saved order', async () => {
    await api.store.services.reorder([7, 6, 5, 4, 3, 2, 1]);
    renderServices();
    expect(await serviceTitles()).toEqual(['Logistics', 'Inspection', 'Fabrication', 'Engineering Design', 'Global Sourcing']);
  });

  it('shows the five built-in samples when the services call fails, each with its details', async () => {
    const { user } = await renderStory(SamplesWhenTheCallFails);
    const samples = fallbackServices(siteAssetUrl);
    await user.click(screen.getByRole('button', { name: `Learn More about ${samples[0]!.title}` }));
    const dialog = await screen.findByRole('dialog', { name: samples[0]!.title });
    expect(within(dialog).getByText(samples[0]!.description)).toBeInTheDocument();
  });
});
