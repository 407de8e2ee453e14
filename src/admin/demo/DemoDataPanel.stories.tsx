import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DemoDataPanel } from './DemoDataPanel';

const MOBILE = { viewport: { value: 'mobile', isRotated: false } };

const meta = {
  title: 'Admin/Demo/DemoDataPanel',
  component: DemoDataPanel,
  args: { onDataChanged: fn() },
} satisfies Meta<typeof DemoDataPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The dialog around the panel carries the "Demo data" heading; the panel itself adds none.
    await expect(canvas.queryByRole('heading', { name: 'Demo data' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Export data' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Reset to seed data' })).toBeEnabled();
    await expect(canvas.getByLabelText('Import a dataset file (.json)')).toHaveAttribute('type', 'file');
  },
};

export const IdleMobile: Story = { ...Idle, globals: MOBILE };

export const ResetConfirmation: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Reset to seed data' }));
    const confirm = canvas.getByRole('alertdialog', { name: 'Reset demo data' });
    await expect(confirm).toHaveTextContent('Replace all content with the seed data?');
    await expect(args.onDataChanged).not.toHaveBeenCalled();
  },
};

export const InvalidFile: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(
      canvas.getByLabelText('Import a dataset file (.json)'),
      new File(['{not json'], 'broken.json', { type: 'application/json' }),
    );
    await expect(await canvas.findByRole('alert')).toHaveTextContent('This file is not valid JSON');
    await expect(args.onDataChanged).not.toHaveBeenCalled();
  },
};
