import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Alert } from './Alert';

const meta = {
  title: 'UI/Alert',
  component: Alert,
  tags: ['autodocs'],
  parameters: { docs: { description: { component: '**When to use.** An in-page message about the outcome of what the user just did (a form sent, a save failed).\n\n**States.** `success` and `info` are polite (`role="status"`); `error` and `warning` interrupt (`role="alert"`). With `onDismiss` it shows a close button.\n\n**Accessibility.** Tone is carried by text as well as colour; keep the message self-explanatory. Use NoticeRegion for messages that outlive the screen that caused them.' } } },
  args: { tone: 'success', children: 'Thank you for your message! We will get back to you within 24 hours.' },
} satisfies Meta<typeof Alert>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Thank you');
  },
};

export const Error: Story = {
  args: { tone: 'error', children: 'Failed to submit form. Please try again.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Failed to submit form');
  },
};
