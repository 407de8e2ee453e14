import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { adminMessages } from '../domain/messages';
import { ConfirmDialog } from './ConfirmDialog';

const meta = {
  title: 'UI/ConfirmDialog',
  component: ConfirmDialog,
  tags: ['autodocs'],
  // A modal dialog makes the rest of the page inert, so on the docs page each state gets a frame of its own.
  parameters: { docs: { story: { inline: false, iframeHeight: 480 }, description: { component: '**When to use.** Asks before a destructive or irreversible action (delete a slide, a page, a submission).\n\n**States.** Open, busy (buttons disabled while the action runs), mobile. Cancel and Escape close it without acting.\n\n**Accessibility.** A native modal `<dialog>`: focus moves to it and returns to the control that opened it; the message is its accessible description.' } } },
  args: {
    open: true,
    message: adminMessages.slider.confirmDelete,
    onConfirm: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AsksBeforeDeleting: Story = {
  play: async ({ canvasElement, args }) => {
    // The dialog opens (showModal) in an effect, after the first paint: wait for it as a user would.
    const dialog = within(await within(canvasElement).findByRole('alertdialog', { name: 'Please confirm' }));
    await expect(dialog.getByText(adminMessages.slider.confirmDelete)).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Delete' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
  },
};

export const Busy: Story = {
  args: { busy: true },
  play: async ({ canvasElement }) => {
    const dialog = within(await within(canvasElement).findByRole('alertdialog'));
    await expect(dialog.getByRole('button', { name: 'Delete' })).toBeDisabled();
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  },
};

export const Mobile: Story = {
  ...AsksBeforeDeleting,
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
