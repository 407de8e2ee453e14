import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ContactDataSection } from './ContactDataSection';

const WAIT = { timeout: 10_000 };

const meta = {
  title: 'Admin/ContactData/ContactDataSection/Stress',
  component: ContactDataSection,
  // 140 submissions, every third with a long non-English name, company and message (.storybook/stress-dataset.ts).
  parameters: { dataset: 'stress' },
} satisfies Meta<typeof ContactDataSection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ManyLongSubmissions: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('table', { name: 'Contact form submissions' }, WAIT);
    await expect(canvas.getByRole('listitem', { name: 'Total: 140' })).toBeInTheDocument();
  },
};

export const ManyLongSubmissionsMobile: Story = { ...ManyLongSubmissions, globals: { viewport: { value: 'mobile', isRotated: false } } };
