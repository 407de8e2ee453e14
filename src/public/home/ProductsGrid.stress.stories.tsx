import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { STRESS_TEXTS } from '../../../.storybook/stress-dataset';
import { ProductsGrid } from './ProductsGrid';

const LOAD = { timeout: 10000 };

const meta = {
  title: 'Public/Home/ProductsGrid/Stress',
  component: ProductsGrid,
  parameters: { dataset: 'stress', docs: { description: { component: 'The products grid with the longest stored titles and descriptions, in German, Arabic, Japanese and Hindi.' } } },
} satisfies Meta<typeof ProductsGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Long non-English titles wrap inside their cards; the grid keeps its nine products. */
export const LongText: Story = {
  play: async ({ canvasElement }) => {
    const list = await within(canvasElement).findByRole('list', { name: 'Our Products' }, LOAD);
    const titles = within(list).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    await expect(titles).toHaveLength(9);
    await expect(titles[0]).toBe(STRESS_TEXTS[0]);
  },
};

export const LongTextMobile: Story = { ...LongText, globals: { viewport: { value: 'mobile', isRotated: false } } };
