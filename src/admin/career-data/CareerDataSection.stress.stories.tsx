import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CareerDataSection } from './CareerDataSection';

const WAIT = { timeout: 10_000 };

const meta = {
  title: 'Admin/CareerData/CareerDataSection/Stress',
  component: CareerDataSection,
  // 120 applications for openings with long non-English titles (.storybook/stress-dataset.ts).
  parameters: { dataset: 'stress' },
} satisfies Meta<typeof CareerDataSection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ManyApplications: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('table', { name: 'Career applications' }, WAIT);
    await expect(canvas.getByRole('listitem', { name: /^Total: 120( \(.+\))?$/ })).toBeInTheDocument();
  },
};

export const ManyApplicationsMobile: Story = { ...ManyApplications, globals: { viewport: { value: 'mobile', isRotated: false } } };
