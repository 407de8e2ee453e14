import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { publicMessages } from '../domain/messages';
import { Spinner } from './Spinner';

const meta = {
  title: 'UI/Spinner',
  component: Spinner,
  tags: ['autodocs'],
  parameters: { docs: { description: { component: '**When to use.** Shown while something loads for the first time (refetches keep the previous content).\n\n**States.** Block (centred in its area) or inline (next to text).\n\n**Accessibility.** `role="status"` with its label as text, so the loading is announced; the spinning ring is decorative and still under reduced motion.' } } },
  args: { label: publicMessages.navigation.loading },
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Block: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(publicMessages.navigation.loading);
  },
};

export const Inline: Story = {
  args: { label: publicMessages.slider.loading, inline: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(publicMessages.slider.loading);
  },
};
