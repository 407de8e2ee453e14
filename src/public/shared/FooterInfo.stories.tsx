import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { COMPANY } from '../../domain/company-info';
import { FooterInfo } from './FooterInfo';

const meta = {
  title: 'Public/Shared/FooterInfo',
  component: FooterInfo,
  tags: ['autodocs'],
  parameters: { docs: { description: { component: '**When to use.** The Spotlight and office addresses block above the footer.\n\n**States.** Every state is listed under States below; each opens on its own canvas, with its own data.\n\n**Accessibility.** A region named "Spotlight"; addresses in `address` elements; e-mail and phone are links.' } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Spotlight' })).toBeInTheDocument();
    await expect(canvas.getByText(COMPANY.registeredOffice)).toHaveTextContent('Chandigarh');
    await expect(canvas.getByText(COMPANY.factoryOffice)).toHaveTextContent('Mohali');
    await expect(canvas.getByRole('link', { name: COMPANY.email })).toHaveAttribute('href', `mailto:${COMPANY.email}`);
  },
} satisfies Meta<typeof FooterInfo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
