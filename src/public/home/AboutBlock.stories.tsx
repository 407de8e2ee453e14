import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { COMPANY_FIGURES } from '../../domain/constants';
import { AboutBlock } from './AboutBlock';

const meta = {
  title: 'Public/Home/AboutBlock',
  component: AboutBlock,
  tags: ['autodocs'],
  parameters: { docs: { description: { component: '**When to use.** The About teaser on the home page with the company figures and a link to About Us.\n\n**States.** Every state is listed under States below; each opens on its own canvas, with its own data.\n\n**Accessibility.** A region named by its heading; the link text says where it goes.' } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'About Us' })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Know More' })).toHaveAttribute('href', '/about-us');
    await expect(canvas.getByText('Years of Experience')).toBeInTheDocument();
    await expect(canvas.getByText(COMPANY_FIGURES.countries)).toBeInTheDocument();
  },
} satisfies Meta<typeof AboutBlock>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
