import { composeStories } from '@storybook/react-vite';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setupMockApi } from '../../../tests/support/mock-api';
import { renderApp } from '../../../tests/support/render-app';
import { renderStory } from '../../../tests/support/stories';
import * as stories from './StaticAboutPage.stories';

const { Desktop } = composeStories(stories);

/** The first answer of a test can be slow on a busy machine (cold MSW, IndexedDB and module caches). */
const LOAD = { timeout: 5000 };

describe('static About page', { timeout: 15_000 }, () => {
  const api = setupMockApi();
  const scrollIntoView = vi.fn<(this: Element, options?: ScrollIntoViewOptions | boolean) => void>();

  beforeEach(() => {
    // jsdom has no layout, so it has no scrollIntoView either.
    Element.prototype.scrollIntoView = scrollIntoView;
    scrollIntoView.mockClear();
  });
  afterEach(() => {
    Reflect.deleteProperty(Element.prototype, 'scrollIntoView');
  });

  it('has a sidebar of anchors to its Vision & Mission, Our Team and Infrastructure sections', async () => {
    const { container } = renderApp({ route: '/about', repository: api.repository });

    const sidebar = await screen.findByRole('navigation', { name: 'On this page' }, LOAD);
    const links = within(sidebar).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Vision & Mission', 'Our Team', 'Infrastructure']);
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/about#vision-and-mission',
      '/about#our-team',
      '/about#infrastructure',
    ]);
    for (const id of ['vision-and-mission', 'our-team', 'infrastructure']) {
      // eslint-disable-next-line testing-library/no-container, testing-library/no-node-access -- the in-page link targets, found by their ids
      expect(container.querySelector(`section#${id}`)).not.toBeNull();
    }
  });

  it('shows the static company text, the brochure block and the footer info', async () => {
    await renderStory(Desktop);
    expect(screen.getByText(/manufacturer and exporter of customised engineering steel products: fencing/)).toBeInTheDocument();
    expect(screen.getByPlaceholderText('Email Address*')).toBeInTheDocument();
  });

  it('scrolls to a section when its anchor is followed', async () => {
    const { user } = renderApp({ route: '/about', repository: api.repository });
    const sidebar = await screen.findByRole('navigation', { name: 'On this page' }, LOAD);

    await user.click(within(sidebar).getByRole('link', { name: 'Our Team' }));

    await waitFor(() => expect(scrollIntoView).toHaveBeenCalled());
    expect(scrollIntoView).toHaveBeenCalledWith(expect.objectContaining({ behavior: 'smooth' }));
    expect(scrollIntoView.mock.contexts.at(-1)).toHaveAttribute('id', 'our-team');
  });
});
