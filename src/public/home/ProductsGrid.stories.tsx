import { siteAssetUrl } from '../../config';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { fallbackProducts } from '../../data/fallback-catalog';
import { homeTexts } from './home-texts';
import { ProductsGrid } from './ProductsGrid';

const LOAD = { timeout: 10000 };

const meta = {
  title: 'Public/Home/ProductsGrid',
  component: ProductsGrid,
  tags: ['autodocs'],
  parameters: { docs: { description: { component: '**When to use.** The products of the home page (3 per row on large screens, 2 on small).\n\n**States.** Every state is listed under States below; each opens on its own canvas, with its own data.\n\n**Accessibility.** A list named "Our Products"; each product links to its page with its name as the link text.' } } },
} satisfies Meta<typeof ProductsGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

const productTitles = async (canvasElement: HTMLElement) => {
  const list = await within(canvasElement).findByRole('list', { name: 'Our Products' }, LOAD);
  return within(list)
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);
};

/** The first nine active products in their saved order, the first one featured. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const titles = await productTitles(canvasElement);
    await expect(titles).toHaveLength(9);
    await expect(titles[0]).toBe('Chain Link Fencing');
    await expect(within(canvasElement).getAllByText('Featured')).toHaveLength(1);
  },
};

export const LoadedMobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: Loaded.play,
};

export const SamplesWhenTheCallFails: Story = {
  parameters: { scenarios: ['productsFail'] },
  play: async ({ canvasElement }) => {
    await expect(await productTitles(canvasElement)).toEqual(fallbackProducts(siteAssetUrl).map((product) => product.title));
  },
};

export const Empty: Story = {
  parameters: { scenarios: ['productsEmpty'] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No products available', {}, LOAD)).toBeInTheDocument();
  },
};

/** The products call never answers: 'Loading products...' in place of the cards. */
export const Loading: Story = {
  parameters: { scenarios: ['catalogSlow'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(homeTexts.productsLoading)).toBeInTheDocument();
    await expect(canvas.queryByRole('list', { name: 'Our Products' })).not.toBeInTheDocument();
  },
};
