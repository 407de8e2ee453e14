import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildDataset, buildNavigationItem } from '../../../tests/support/builders';
import { setupMockApi } from '../../../tests/support/mock-api';
import { prerendered } from '../../../tests/support/prerendered';
import { renderWithRepository } from '../../../tests/support/render-app';
import { navigationTreeQueryOptions } from '../../data/queries/structure-queries';
import { layoutTexts } from './layout-texts';
import { NavBar } from './NavBar';

/** Twelve long top-level titles after Home: far more than the header's row holds at 1280 px. */
const LONG_TITLES = [
  'Manufacturing Capabilities',
  'Sourcing and Procurement',
  'Engineering Services',
  'Industrial Products',
  'Completed Projects',
  'Technical Resources',
  'Quality Certifications',
  'Sustainability Reports',
  'Investor Relations',
  'Contact Our Sales Team',
  'Careers and Apprenticeships',
  'Fabrication Workshop',
];

/** Every link under More, its items' sub-items included (shown or not). */
const WITH_SUB_ITEM = [...LONG_TITLES.slice(4, 10), 'Careers and Apprenticeships', 'Press Brake Bending', 'Fabrication Workshop'];

const api = setupMockApi(() =>
  buildDataset({
    navigation: [
      buildNavigationItem({ id: 1, title: 'Home', slug: 'home', order_index: 1 }),
      ...LONG_TITLES.map((title, index) =>
        buildNavigationItem({ id: 100 + index, title, slug: `long-${index}`, order_index: index + 2 }),
      ),
      // The last one has sub-items: they are listed under it inside More.
      buildNavigationItem({ id: 200, title: 'Press Brake Bending', slug: 'press-brake', parent_id: 110, order_index: 1 }),
    ],
  }),
);

const more = () => within(screen.getByRole('navigation', { name: 'Main' })).getByRole('button', { name: layoutTexts.more });
// eslint-disable-next-line testing-library/no-node-access -- the panel aria-controls names, and the folded items present in the HTML under the More link
const panelOf = (button: HTMLElement) => document.getElementById(button.getAttribute('aria-controls')!)!;

describe('More in the header', () => {
  it('holds the top-level items the row has no room for, and opens, is walked and closes with the keyboard', async () => {
    const { user } = renderWithRepository(<NavBar />, { repository: api.repository });
    const nav = within(screen.getByRole('navigation', { name: 'Main' }));
    await nav.findByRole('link', { name: 'Home' });
    const button = more();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    const panel = panelOf(button);
    expect(panel).not.toBeVisible();

    button.focus();
    await user.keyboard('{Enter}');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(panel).toBeVisible();
    // The row keeps Home and the first four titles (the estimate's count in a page without layout); More has the rest.
    const folded = within(panel).getAllByRole('link').map((link) => link.textContent);
    expect(folded).toEqual(LONG_TITLES.slice(4));
    expect(within(panel).getByRole('link', { name: 'Completed Projects' })).toHaveAttribute('href', '/long-4');

    await user.tab();
    expect(within(panel).getByRole('link', { name: 'Completed Projects' })).toHaveFocus();
    // Sub-items of a folded item open under it.
    await user.click(within(panel).getByRole('button', { name: layoutTexts.toggleSubmenu('Careers and Apprenticeships') }));
    expect(within(panel).getByRole('link', { name: 'Press Brake Bending' })).toBeVisible();

    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(panel).not.toBeVisible();
    expect(button).toHaveFocus();
  });

  it('closes when the focus leaves it or a link in it is followed', async () => {
    const { user } = renderWithRepository(<NavBar />, { repository: api.repository });
    await within(screen.getByRole('navigation', { name: 'Main' })).findByRole('link', { name: 'Home' });
    const button = more();
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const home = within(screen.getByRole('navigation', { name: 'Main' })).getAllByRole('link', { name: 'Home' })[0]!;
    act(() => home.focus());
    expect(button).toHaveAttribute('aria-expanded', 'false');

    await user.click(button);
    await user.click(within(panelOf(button)).getByRole('link', { name: 'Investor Relations' }));
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('is in the prerendered page with the estimated fold, a link to the HTML sitemap until the app runs', async () => {
    const page = await prerendered(() => <NavBar />, {
      repository: api.repository,
      prefetch: (queryClient) => queryClient.prefetchQuery(navigationTreeQueryOptions(api.repository)),
    });
    const link = screen.getByRole('link', { name: layoutTexts.moreLink });
    expect(link).toHaveAttribute('href', '/sitemap');
    // The folded items are in the HTML under it (hovering shows them before the app runs).
    // eslint-disable-next-line testing-library/no-node-access -- the panel aria-controls names, and the folded items present in the HTML under the More link
    const htmlPanel = link.parentElement!.querySelector('ul')!;
    expect(within(htmlPanel).getAllByRole('link', { hidden: true }).map((item) => item.textContent)).toEqual(WITH_SUB_ITEM);
    link.focus();

    await page.hydrate();
    const button = more();
    expect(button).toHaveFocus();
    expect(within(panelOf(button)).getAllByRole('link', { hidden: true }).map((item) => item.textContent)).toEqual(WITH_SUB_ITEM);
  });
});
