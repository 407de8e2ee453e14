import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { setupMockApi } from '../../../tests/support/mock-api';
import { renderWithRepository } from '../../../tests/support/render-app';
import { ContentSection } from './ContentSection';
import { contentTexts } from './content-texts';

// Every step goes through HTTP -> MSW -> Dexie; give the first test of a busy run room to warm up.
vi.setConfig({ testTimeout: 15_000 });

const api = setupMockApi();

const LOAD = { timeout: 5000 };

describe('content fields that say where they show on the public site', () => {
  it('the Hero Section says its texts show only in the welcome banner that takes the slider’s place', async () => {
    renderWithRepository(<ContentSection />, { repository: api.repository, route: '/admin/content' });
    const hero = await screen.findByRole('group', { name: 'Hero Section' }, LOAD);
    expect(hero).toHaveAccessibleDescription(contentTexts.heroHint);
    expect(within(hero).getByText(contentTexts.heroHint)).toBeVisible();
    // The other sections show their texts wherever the section shows, and say nothing more.
    expect(screen.getByRole('group', { name: 'Products Section' })).not.toHaveAccessibleDescription();
    expect(screen.getByRole('group', { name: 'Services Section' })).not.toHaveAccessibleDescription();
  });

  it('the contact Address says where it shows and how offices are written, as Map Embed says where it does not', async () => {
    renderWithRepository(<ContentSection />, { repository: api.repository, route: '/admin/content?tab=contact' });
    const address = await screen.findByLabelText('Address', {}, LOAD);
    expect(address).toHaveAccessibleDescription(contentTexts.addressHint);
    expect(screen.getByLabelText('Map Embed')).toHaveAccessibleDescription(contentTexts.mapEmbedHint);
  });
});
