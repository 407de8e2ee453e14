import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Badge, type BadgeTone } from './Badge';

const TONES: Array<[BadgeTone, string]> = [
  ['success', 'Hired'],
  ['info', 'Reviewed'],
  ['primary', 'New'],
  ['warning', 'Shortlisted'],
  ['danger', 'Rejected'],
  ['neutral', 'Archived'],
];

const meta = {
  title: 'UI/Badge',
  component: Badge,
  tags: ['autodocs'],
  parameters: { docs: { description: { component: '**When to use.** A short status label inside tables and cards (application status, "Featured", active/inactive).\n\n**States.** Six tones: `success`, `info`, `primary`, `warning`, `danger`, `neutral`.\n\n**Accessibility.** Plain text in a `span`: the word carries the meaning, the colour only repeats it. Every tone meets 4.5:1 (see Foundations/Tokens).' } } },
  args: { tone: 'danger', children: 'Featured' },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Single: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Featured')).toHaveAttribute('data-tone', 'danger');
  },
};

export const AllTones: Story = {
  render: () => (
    <p style={{ display: 'flex', gap: '0.5rem', padding: '1rem' }}>
      {TONES.map(([tone, text]) => (
        <Badge key={tone} tone={tone}>
          {text}
        </Badge>
      ))}
    </p>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const [tone, text] of TONES) await expect(canvas.getByText(text)).toHaveAttribute('data-tone', tone);
  },
};
