import { composeStories } from '@storybook/react-vite';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildDataset, buildNavigationItem, buildPage } from '../../../tests/support/builders';
import { setupMockApi } from '../../../tests/support/mock-api';
import { renderApp } from '../../../tests/support/render-app';
import { renderStory } from '../../../tests/support/stories';
import * as stories from './RelatedPages.stories';

const { NothingRelated } = composeStories(stories);

/** The first answer of a test can be slow on a busy machine (cold MSW, IndexedDB and module caches). */
const LOAD = { timeout: 5000 };

const dataset = () => {
  const base = buildDataset();
  return {
    ...base,
    navigation: [
      ...base.navigation,
      buildNavigationItem({ id: 20, title: 'Fasteners', slug: 'fasteners', parent_id: 5, has_page: true, order_index: 2 }),
      buildNavigationItem({ id: 21, title: 'Retired Range', slug: 'retired-range', parent_id: 5, has_page: true, order_index: 3, is_active: false }),
    ],
    pages: [
      ...base.pages,
      buildPage({ id: 5, title: 'Standalone Notes - Ironcrest Steel Industries', slug: 'standalone-notes', content: '<p>Not in the menu</p>' }),
    ],
  };
};

/** The sidebar is labelled by its heading. */
const sidebar = (heading: string) => screen.findByRole('complementary', { name: heading }, LOAD);
const linkNames = (aside: HTMLElement) => within(aside).queryAllByRole('link').map((link) => link.textContent);

describe('related pages sidebar', { timeout: 15_000 }, () => {
  const api = setupMockApi(dataset);

  it('lists the active siblings of the current page under its title and highlights the current one', async () => {
    renderApp({ route: '/page/fencing', repository: api.repository });

    const aside = await sidebar('Fencing');
    expect(await within(aside).findByRole('link', { name: 'Fencing' }, LOAD)).toHaveAttribute('aria-current', 'page');
    expect(linkNames(aside)).toEqual(['Fencing', 'Fasteners']);
    expect(within(aside).getByRole('link', { name: 'Fencing' })).toHaveAttribute('href', '/page/fencing');
    expect(within(aside).getByRole('link', { name: 'Fasteners' })).not.toHaveAttribute('aria-current');
  });

  it('lists the pages under a top-level page', async () => {
    renderApp({ route: '/manufacturing', repository: api.repository });

    const aside = await sidebar('Manufacturing');
    await within(aside).findByRole('link', { name: 'Fencing' }, LOAD);
    expect(linkNames(aside)).toEqual(['Fencing', 'Fasteners']);
    expect(within(aside).queryByRole('link', { current: 'page' })).not.toBeInTheDocument();
  });

  it('highlights a third-level page among its siblings', async () => {
    renderApp({ route: '/manufacturing/fencing/chain-link-fencing', repository: api.repository });

    const aside = await sidebar('Chain Link Fencing');
    expect(await within(aside).findByRole('link', { name: 'Chain Link Fencing' }, LOAD)).toHaveAttribute('aria-current', 'page');
  });

  it('says there are no related pages for a page the menu does not hold', async () => {
    renderApp({ route: '/page/standalone-notes', repository: api.repository });

    const aside = await sidebar('Standalone Notes');
    expect(await within(aside).findByText('No related pages available', {}, LOAD)).toBeInTheDocument();
  });

  it('uses the menu item title when the content cannot be loaded', async () => {
    api.server.applyScenarios(['pageContentFails']);
    renderApp({ route: '/manufacturing/fencing', repository: api.repository });

    const aside = await sidebar('Fencing');
    expect(await within(aside).findByRole('link', { name: 'Fencing' }, LOAD)).toHaveAttribute('aria-current', 'page');
  });

  it("uses the parent's title when the menu lacks the page", async () => {
    api.server.applyScenarios(['pageContentFails']);
    renderApp({ route: '/manufacturing/welded-mesh', repository: api.repository });

    const aside = await sidebar('Manufacturing');
    await within(aside).findByRole('link', { name: 'Fencing' }, LOAD);
    expect(linkNames(aside)).toEqual(['Fencing', 'Fasteners']);
  });

  it('falls back to Related Products with the empty text and no links when nothing matches', async () => {
    await renderStory(NothingRelated);
    expect(linkNames(screen.getByRole('complementary', { name: 'Related Products' }))).toEqual([]);
  });
});
