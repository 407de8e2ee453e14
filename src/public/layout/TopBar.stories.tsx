import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { COMPANY } from '../../domain/company-info';
import { TopBar } from './TopBar';

const meta = {
  title: 'Public/Layout/TopBar',
  component: TopBar,
  tags: ['autodocs'],
  parameters: { docs: { description: { component: '**When to use.** The thin bar above the navigation with the phone number and e-mail address.\n\n**States.** Every state is listed under States below; each opens on its own canvas, with its own data.\n\n**Accessibility.** The links are named "Call us: …" and "E-mail us: …"; the icons are decorative.' } } },
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
