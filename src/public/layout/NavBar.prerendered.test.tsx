import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setupMockApi } from '../../../tests/support/mock-api';
import { prerendered } from '../../../tests/support/prerendered';
import { layoutTexts } from './layout-texts';
import { NavBar } from './NavBar';

const api = setupMockApi();

describe('the menu toggle on the prerendered page', () => {
  it('is a link to the HTML sitemap before the app runs, and the menu button once it does', async () => {
    const page = await prerendered(() => <NavBar />, { repository: api.repository, route: '/about-us' });
    expect(screen.getByRole('link', { name: layoutTexts.menuLink })).toHaveAttribute('href', '/sitemap');
    expect(screen.queryByRole('button', { name: layoutTexts.menuToggle })).not.toBeInTheDocument();
    screen.getByRole('link', { name: layoutTexts.menuLink }).focus();

    await page.hydrate();
    const toggle = screen.getByRole('button', { name: layoutTexts.menuToggle });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    // A keyboard user who had reached the link keeps their place.
    expect(toggle).toHaveFocus();
    expect(screen.queryByRole('link', { name: layoutTexts.menuLink })).not.toBeInTheDocument();
  });
});
