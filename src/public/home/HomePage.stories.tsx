import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { COMPANY } from '../../domain/company-info';
import { HomePage } from './HomePage';

const LOAD = { timeout: 10000 };

/** Slider, About Us, products, brochure, services and the footer info (public spec 2.4). */
const meta = {
  title: 'Public/Home/HomePage',
  component: HomePage,
  tags: ['autodocs'],
  parameters: { docs: { description: { component: '**When to use.** The whole home page: slider, products, services, about teaser, brochure and footer information.\n\n**States.** Every state is listed under States below; each opens on its own canvas, with its own data.\n\n**Accessibility.** One `h1` (the company name, visually hidden where the slider shows a headline); sections named by their headings.' } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: COMPANY.name })).toBeInTheDocument();
    await expect(await canvas.findByRole('heading', { name: /Engineered Fencing/ }, LOAD)).toBeInTheDocument();
    await expect(await canvas.findByRole('list', { name: 'Our Products' }, LOAD)).toBeInTheDocument();
    await expect(await canvas.findByRole('list', { name: 'Our Services' }, LOAD)).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Know More' })).toHaveAttribute('href', '/about-us');
    await expect(canvas.getByRole('heading', { name: 'Download Our Brochure' })).toBeInTheDocument();
    await expect(canvas.getByRole('heading', { name: 'Spotlight' })).toBeInTheDocument();
  },
} satisfies Meta<typeof HomePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
