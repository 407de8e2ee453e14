import { composeStories } from '@storybook/react-vite';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { COMPANY } from '../../domain/company-info';
import { setupMockApi } from '../../../tests/support/mock-api';
import { renderApp, renderWithRepository } from '../../../tests/support/render-app';
import { renderStory } from '../../../tests/support/stories';
import { PublicLayout } from './PublicLayout';
import * as stories from './PublicLayout.stories';

const { Desktop } = composeStories(stories);

const api = setupMockApi();

async function renderLayout(route = '/') {
  const view = renderWithRepository(<PublicLayout />, { repository: api.repository, route });
  await within(screen.getByRole('navigation', { name: 'Main' })).findByRole('link', { name: 'Home' });
  return view;
}

describe('PublicLayout', () => {
  it('shows the phone number and e-mail in the top bar', async () => {
    await renderStory(Desktop);
    const banner = screen.getByRole('banner');
    expect(within(banner).getByRole('link', { name: `E-mail us: ${COMPANY.email}` })).toHaveAttribute('href', `mailto:${COMPANY.email}`);
  });

  it('links the footer to the documented pages', async () => {
    await renderStory(Desktop);
    const footer = within(screen.getByRole('contentinfo'));
    const targets = footer.getAllByRole('link').map((link) => link.getAttribute('href'));
    expect(targets).toEqual(
      expect.arrayContaining(['/sitemap', '/contact', '/accessibility', '/terms', '/privacy', '/cookies']),
    );
    expect(targets).toEqual(expect.arrayContaining(['/', '/about-us', '/contact-us', '/careers']));
    // No link to a page the site does not have (it would land on the home page).
    expect(targets).not.toContain('/social-activities');
    expect(footer.getByText(new RegExp(`© \\d{4} ${COMPANY.name}`))).toBeInTheDocument();
  });

  it('moves focus to the main content with the skip link', async () => {
    const { user, router } = await renderLayout();
    await user.tab();
    const skip = screen.getByRole('link', { name: 'Skip to main content' });
    expect(skip).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('main')).toHaveFocus();
    expect(router.state.location.hash).toBe('');
  });

  it('starts a new page at the top but leaves section links to their page', async () => {
    const scrollTop = vi.spyOn(document.documentElement, 'scrollTop', 'set');
    const { router } = await renderLayout('/contact-us');
    scrollTop.mockClear();
    await act(() => router.navigate('/careers'));
    expect(scrollTop).toHaveBeenCalledWith(0);
    scrollTop.mockClear();
    await act(() => router.navigate('/about-us#our-team'));
    expect(scrollTop).not.toHaveBeenCalled();
  });

  it("moves focus to the new page's main heading after a client-side navigation and announces the page", async () => {
    const { user } = renderApp({ route: '/', repository: api.repository });
    const footer = within(await screen.findByRole('contentinfo'));
    const link = footer.getByRole('link', { name: 'About Us' });
    await user.click(link);
    const heading = await screen.findByRole('heading', { level: 1, name: 'About Us' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(link).not.toHaveFocus();
    expect(await screen.findByText('About Us page')).toHaveAttribute('aria-live', 'polite');
  });

  it('leaves focus alone on the first load and for a section link within the page', async () => {
    const { router } = renderApp({ route: '/about-us', repository: api.repository });
    const heading = await screen.findByRole('heading', { level: 1, name: 'About Us' });
    expect(heading).not.toHaveFocus();
    await act(() => router.navigate('/about-us#our-team'));
    expect(heading).not.toHaveFocus();
  });
});
