import { composeStories } from '@storybook/react-vite';
import { siteAssetUrl } from '../../config';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fallbackProducts } from '../../data/fallback-catalog';
import { buildDataset, buildProduct } from '../../../tests/support/builders';
import { setupMockApi } from '../../../tests/support/mock-api';
import { renderWithRepository } from '../../../tests/support/render-app';
import { renderStory } from '../../../tests/support/stories';
import { ProductsGrid } from './ProductsGrid';
import * as stories from './ProductsGrid.stories';

const { Loaded, SamplesWhenTheCallFails } = composeStories(stories);

const api = setupMockApi(() =>
  buildDataset({
    products: Array.from({ length: 12 }, (_, index) =>
      buildProduct({
        id: index + 1,
        title: `Product ${index + 1}`,
        sort_order: index,
        is_active: index !== 1,
        link: index === 0 ? '/page/chain-link-fencing' : '',
        image_url: index === 0 ? 'https://cdn.example.com/products/fencing.jpg' : '',
      }),
    ),
  }),
);

async function cardTitles() {
  const grid = await screen.findByRole('list', { name: 'Our Products' });
  return within(grid)
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);
}

describe('ProductsGrid', () => {
  it('shows the first nine active products in their saved order, the first one featured', async () => {
    renderWithRepository(<ProductsGrid />, { repository: api.repository });
    expect(screen.getByText('Loading products...')).toBeInTheDocument();
    expect(await cardTitles()).toEqual(['Product 1', 'Product 3', 'Product 4', 'Product 5', 'Product 6', 'Product 7', 'Product 8', 'Product 9', 'Product 10']);
    const cards = within(screen.getByRole('list', { name: 'Our Products' })).getAllByRole('listitem');
    expect(cards[0]).toHaveAttribute('data-featured', 'true');
    expect(within(cards[0]!).getByText('Featured')).toBeInTheDocument();
    expect(cards.slice(1).some((card) => card.hasAttribute('data-featured'))).toBe(false);
    expect(within(cards[0]!).getByRole('link', { name: 'Product 1' })).toHaveAttribute('href', '/page/chain-link-fencing');
    expect(within(cards[1]!).queryByRole('link')).not.toBeInTheDocument();
  });

  it('loads the product images lazily, each with its size reserved', async () => {
    await renderStory(Loaded);
    // eslint-disable-next-line testing-library/no-node-access -- the product images are decorative (alt=""), so they have no role to query
    const images = [...screen.getByRole('list', { name: 'Our Products' }).querySelectorAll('img')];
    expect(images.length).toBeGreaterThan(0);
    for (const image of images) {
      expect(image).toHaveAttribute('loading', 'lazy');
      expect(image).toHaveAttribute('width');
      expect(image).toHaveAttribute('height');
    }
  });

  it('follows a new saved order', async () => {
    await api.store.products.reorder(Array.from({ length: 12 }, (_, index) => 12 - index));
    renderWithRepository(<ProductsGrid />, { repository: api.repository });
    const titles = await cardTitles();
    expect(titles.slice(0, 3)).toEqual(['Product 12', 'Product 11', 'Product 10']);
    expect(titles).toHaveLength(9);
  });

  it("shows the three built-in samples when the products call fails, with the site's own images", async () => {
    await renderStory(SamplesWhenTheCallFails);
    // eslint-disable-next-line testing-library/no-node-access -- the product images are decorative (alt=""), so they have no role to query
    const images = [...screen.getByRole('list', { name: 'Our Products' }).querySelectorAll('img')];
    expect(images.map((image) => image.getAttribute('src'))).toEqual(fallbackProducts(siteAssetUrl).map((product) => product.image_url));
  });
});
