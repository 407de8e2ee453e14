import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { COMPANY } from '../../domain/company-info';
import { TopBar } from './TopBar';

const meta = {
  title: 'Public/Layout/TopBar',
  component: TopBar,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: `Call us: ${COMPANY.phone}` })).toHaveAttribute('href', COMPANY.phoneHref);
    await expect(canvas.getByRole('link', { name: `E-mail us: ${COMPANY.email}` })).toHaveAttribute(
      'href',
      `mailto:${COMPANY.email}`,
    );
  },
} satisfies Meta<typeof TopBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
