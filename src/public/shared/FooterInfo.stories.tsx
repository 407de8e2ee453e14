import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { COMPANY } from '../../domain/company-info';
import { FooterInfo } from './FooterInfo';

const meta = {
  title: 'Public/Shared/FooterInfo',
  component: FooterInfo,
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
