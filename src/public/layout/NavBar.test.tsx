import { composeStories } from '@storybook/react-vite';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { publicMessages } from '../../domain/messages';
import { buildDataset, buildNavigationItem } from '../../../tests/support/builders';
import { setupMockApi } from '../../../tests/support/mock-api';
import { renderWithRepository } from '../../../tests/support/render-app';
import { renderStory } from '../../../tests/support/stories';
import * as stories from './NavBar.stories';
import { PublicLayout } from './PublicLayout';

const { Fallback, Empty } = composeStories(stories);

const texts = publicMessages.navigation;

const api = setupMockApi(() => {
  const dataset = buildDataset();
  return buildDataset({
    navigation: [
      ...dataset.navigation,
      buildNavigationItem({ id: 20, title: 'Catalogue', slug: 'catalogue', order_index: 8, external_url: 'https://example.com/catalogue.pdf' }),
      buildNavigationItem({ id: 21, title: 'Projects', slug: 'projects', order_index: 7 }),
    ],
  });
});

function renderLayout(route = '/') {
  return renderWithRepository(<PublicLayout />, { repository: api.repository, route });
}

const mainNav = () => screen.getByRole('navigation', { name: 'Main' });

describe('NavBar', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows the loading text, then the active menu items in order', async () => {
    renderLayout();
    expect(screen.getByText(texts.loading)).toBeInTheDocument();
    const home = await within(mainNav()).findByRole('link', { name: 'Home' });
    expect(home).toHaveAttribute('href', '/');
    const topLevel = within(mainNav()).getAllByRole('link').map((link) => link.textContent);
    // The logo link holds the company name too, shown by CSS only where the logo fails.
    expect(topLevel).toEqual(['Ironcrest Steel Industries', 'Home', 'About Us', 'Manufacturing', 'Projects', 'Catalogue']);
    expect(within(mainNav()).queryByText('Archive')).not.toBeInTheDocument();
    expect(screen.queryByText(texts.loading)).not.toBeInTheDocument();
  });

  it('links every item to the target its data gives', async () => {
    const { user } = renderLayout();
    const nav = within(await screen.findByRole('navigation', { name: 'Main' }));
    expect(await nav.findByRole('link', { name: 'About Us' })).toHaveAttribute('href', '/about-us');
    expect(nav.getByRole('link', { name: 'Manufacturing' })).toHaveAttribute('href', '/page/manufacturing');
    expect(nav.getByRole('link', { name: 'Projects' })).toHaveAttribute('href', '/projects');
    const external = nav.getByRole('link', { name: 'Catalogue' });
    expect(external).toHaveAttribute('href', 'https://example.com/catalogue.pdf');
    expect(external).toHaveAttribute('target', '_blank');
    expect(external.getAttribute('rel')).toContain('noopener');

    await user.click(nav.getByRole('button', { name: 'Toggle About Us submenu' }));
    expect(nav.getByRole('link', { name: 'Vision & Mission' })).toHaveAttribute('href', '/about-us#vision-and-mission');
    expect(nav.getByRole('link', { name: 'Our Team' })).toHaveAttribute('href', '/about-us#our-team');

    await user.click(nav.getByRole('button', { name: 'Toggle Manufacturing submenu' }));
    expect(nav.getByRole('link', { name: 'Fencing' })).toHaveAttribute('href', '/page/fencing');
    await user.click(nav.getByRole('button', { name: 'Toggle Fencing submenu' }));
    expect(nav.getByRole('link', { name: 'Chain Link Fencing' })).toHaveAttribute('href', '/page/chain-link-fencing');
  });

  it('opens and closes one dropdown at a time with its arrow button and closes it on Escape', async () => {
    const { user } = renderLayout();
    const nav = within(await screen.findByRole('navigation', { name: 'Main' }));
    const aboutArrow = await nav.findByRole('button', { name: 'Toggle About Us submenu' });
    const manufacturingArrow = nav.getByRole('button', { name: 'Toggle Manufacturing submenu' });
    expect(aboutArrow).toHaveAttribute('aria-expanded', 'false');
    expect(nav.queryByRole('link', { name: 'Our Team' })).not.toBeInTheDocument();

    await user.click(aboutArrow);
    expect(aboutArrow).toHaveAttribute('aria-expanded', 'true');
    expect(nav.getByRole('link', { name: 'Our Team' })).toBeVisible();

    await user.click(manufacturingArrow);
    expect(aboutArrow).toHaveAttribute('aria-expanded', 'false');
    expect(manufacturingArrow).toHaveAttribute('aria-expanded', 'true');

    const fencingArrow = nav.getByRole('button', { name: 'Toggle Fencing submenu' });
    fencingArrow.focus();
    await user.keyboard('{Enter}');
    expect(fencingArrow).toHaveAttribute('aria-expanded', 'true');
    expect(nav.getByRole('link', { name: 'Chain Link Fencing' })).toBeVisible();

    await user.keyboard('{Escape}');
    expect(manufacturingArrow).toHaveAttribute('aria-expanded', 'false');
    expect(manufacturingArrow).toHaveFocus();
    expect(nav.queryByRole('link', { name: 'Fencing' })).not.toBeInTheDocument();

    await user.click(manufacturingArrow);
    expect(manufacturingArrow).toHaveAttribute('aria-expanded', 'true');
    await user.click(manufacturingArrow);
    expect(manufacturingArrow).toHaveAttribute('aria-expanded', 'false');
  });

  it('toggles the mobile menu and closes it when a link is followed', async () => {
    const { user, router } = renderLayout();
    const toggle = screen.getByRole('button', { name: 'Toggle navigation menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    // eslint-disable-next-line testing-library/no-node-access -- the element aria-controls names, and the tooltip on the warning's wrapper
    expect(document.getElementById(toggle.getAttribute('aria-controls')!)).not.toBeNull();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await user.click(toggle);
    const nav = within(mainNav());
    await user.click(await nav.findByRole('button', { name: 'Toggle About Us submenu' }));
    await user.click(nav.getByRole('link', { name: 'Our Team' }));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(router.state.location.pathname).toBe('/about-us');
    expect(router.state.location.hash).toBe('#our-team');
    expect(nav.queryByRole('link', { name: 'Our Team' })).not.toBeInTheDocument();

    await user.click(toggle);
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it('uses the whole built-in menu, submenus included, when the navigation call fails', async () => {
    const { user } = await renderStory(Fallback);
    const nav = within(mainNav());
    const titles = nav.getAllByRole('link').map((link) => link.textContent).slice(1);
    expect(titles).toEqual(['Home', 'About Us', 'Services', 'Products', 'Contact Us', 'Careers']);
    expect(nav.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact-us');
    await user.click(nav.getByRole('button', { name: 'Toggle About Us submenu' }));
    expect(nav.getByRole('link', { name: 'Infrastructure' })).toHaveAttribute('href', '/about-us#infrastructure');
  });

  it('falls back after the 5 second timeout when the navigation call does not answer', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    api.server.applyScenarios(['navigationTimesOut']);
    renderLayout();
    expect(screen.getByText(texts.loading)).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(4900));
    expect(screen.getByText(texts.loading)).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(200));
    const warning = await screen.findByText(texts.fallbackWarning);
    // eslint-disable-next-line testing-library/no-node-access -- the element aria-controls names, and the tooltip on the warning's wrapper
    expect(warning.closest('[title]')).toHaveAttribute('title', texts.databaseError(texts.timeout));
    expect(within(mainNav()).getByRole('link', { name: 'Careers' })).toHaveAttribute('href', '/careers');
  });

  it('says so when there is no navigation, leaving only the logo link', async () => {
    await renderStory(Empty);
    expect(within(mainNav()).getAllByRole('link')).toHaveLength(1);
  });

  it('shows the company name when the logo cannot be loaded', async () => {
    renderLayout();
    const logo = screen.getByRole('img', { name: 'Ironcrest Steel Industries' });
    expect(logo).toHaveAttribute('src', '/site/logo.svg');
    fireEvent.error(logo);
    await waitFor(() => expect(screen.queryByRole('img', { name: 'Ironcrest Steel Industries' })).not.toBeInTheDocument());
    expect(within(mainNav()).getByText('Ironcrest Steel Industries')).toBeInTheDocument();
    await within(mainNav()).findByRole('link', { name: 'Home' });
  });
});
