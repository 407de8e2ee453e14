import { composeStories } from '@storybook/react-vite';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildDataset, buildPageImage } from '../../../tests/support/builders';
import { setupMockApi } from '../../../tests/support/mock-api';
import { takeConsoleErrors } from '../../../tests/setup/node';
import { renderApp } from '../../../tests/support/render-app';
import { waitForQuerySettled } from '../../../tests/support/query-settled';
import { renderStory } from '../../../tests/support/stories';
import { createQueryClient } from '../../data/query-client';
import { queryKeys } from '../../data/query-keys';
import * as stories from './PageGallery.stories';

const { ImageOpen } = composeStories(stories);

/** The first answer of a test can be slow on a busy machine (cold MSW, IndexedDB and module caches). */
const LOAD = { timeout: 5000 };

const dataset = () =>
  buildDataset({
    pageImages: [
      buildPageImage({ id: 1, page_id: 1, image_title: 'Wire drawing line', image_description: 'Our wire drawing plant' }),
      buildPageImage({ id: 2, page_id: 1, image_title: 'Galvanising bath' }),
      buildPageImage({ id: 3, page_id: 2, image_title: 'Fence panel', image_description: 'A welded mesh fence panel' }),
    ],
  });

const gallery = () => screen.getByRole('region', { name: 'Gallery' });

describe('dynamic page gallery', { timeout: 15_000 }, () => {
  const api = setupMockApi(dataset);

  it('shows the page images in a grid of buttons, served from page_images under the image base', async () => {
    renderApp({ route: '/manufacturing', repository: api.repository });

    const first = await screen.findByRole('button', { name: 'View image: Wire drawing line' }, LOAD);
    const tiles = within(gallery()).getAllByRole('listitem');
    expect(tiles).toHaveLength(2);
    expect(within(gallery()).getByRole('button', { name: 'View image: Galvanising bath' })).toBeInTheDocument();
    // eslint-disable-next-line testing-library/no-node-access -- the thumbnail inside each named button is decorative (the button carries the name)
    expect(first.querySelector('img')).toHaveAttribute('src', '/images/page_images/image-1.svg');
  });

  it('loads the thumbnails lazily, each with its size reserved so the page does not shift', async () => {
    renderApp({ route: '/manufacturing', repository: api.repository });
    await screen.findByRole('button', { name: 'View image: Wire drawing line' }, LOAD);
    // eslint-disable-next-line testing-library/no-node-access -- the thumbnail inside each named button is decorative (the button carries the name)
    const thumbs = [...gallery().querySelectorAll('img')];
    expect(thumbs).toHaveLength(2);
    for (const thumb of thumbs) {
      expect(thumb).toHaveAttribute('loading', 'lazy');
      expect(thumb).toHaveAttribute('width', '400');
      expect(thumb).toHaveAttribute('height', '300');
    }
  });

  it('opens an image in a dialog served from page_images, and closes it with the close button', async () => {
    const { user } = await renderStory(ImageOpen);
    const dialog = screen.getByRole('dialog', { name: 'Industrial Perimeter' });
    expect(within(dialog).getByRole('img', { name: 'Industrial Perimeter' })).toHaveAttribute('src', expect.stringMatching(/^\/images\/page_images\//));

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes the image dialog with Escape', async () => {
    const { user } = await renderStory(ImageOpen);
    const dialog = screen.getByRole('dialog', { name: 'Industrial Perimeter' });
    // showModal() moves focus into the dialog in a browser; jsdom has no showModal, so focus it as the browser would.
    within(dialog).getByRole('button', { name: 'Close' }).focus();
    await user.keyboard('{Escape}');

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('hides a gallery image that fails to load', async () => {
    renderApp({ route: '/page/fencing', repository: api.repository });

    const tile = await screen.findByRole('button', { name: 'View image: Fence panel' }, LOAD);
    // eslint-disable-next-line testing-library/no-node-access -- the thumbnail inside each named button is decorative (the button carries the name)
    fireEvent.error(tile.querySelector('img')!);
    // eslint-disable-next-line testing-library/no-node-access -- the thumbnail inside each named button is decorative (the button carries the name)
    expect(tile.querySelector('img')).toBeNull();
    expect(tile).toHaveTextContent('Fence panel');
  });

  it('shows no gallery for a page without images', async () => {
    // Fencing has no images of its own and its parent has none to lend (a 'parent' gallery borrows them).
    for (const id of [1, 2, 3]) await api.store.pageImages.remove(id);
    const queryClient = createQueryClient();
    renderApp({ route: '/page/fencing', repository: api.repository, queryClient });

    await screen.findByText(/^Content ID:/, {}, LOAD);
    // The page shows before its gallery has answered: only an answered gallery call makes "no gallery" mean something.
    await waitForQuerySettled(queryClient, queryKeys.pageImages.publicGallery(2));
    expect(screen.queryByRole('region', { name: 'Gallery' })).not.toBeInTheDocument();
  });

  it('only logs a failed gallery call and still shows the page', async () => {
    api.server.applyScenarios(['pageImagesFail']);
    renderApp({ route: '/page/fencing', repository: api.repository });

    await screen.findByText(/^Content ID:/, {}, LOAD);
    const sidebar = screen.getByRole('complementary', { name: 'Fencing' });
    await within(sidebar).findByRole('link', { name: 'Fencing' }, LOAD);
    let logged: unknown[][] = [];
    await waitFor(() => {
      logged = [...logged, ...takeConsoleErrors()];
      expect(logged).toHaveLength(1);
    });

    expect(screen.queryByRole('region', { name: 'Gallery' })).not.toBeInTheDocument();
    expect(screen.getByText('Content')).toBeInTheDocument();
    expect(String(logged[0]?.[0])).toContain('Failed to load page images');
  });
});
