import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Modal, type ModalProps } from './Modal';

/** The dialog with its own open state, so Close and Escape really close it and the opener gets focus back. */
function ModalPreview({ onClose, ...props }: ModalProps) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <button type="button" className="btn btn--primary" onClick={() => setOpen(true)}>
        Open dialog
      </button>
      <Modal
        {...props}
        open={open}
        onClose={() => {
          setOpen(false);
          onClose();
        }}
      />
    </>
  );
}

const meta = {
  title: 'UI/Modal',
  component: Modal,
  tags: ['autodocs'],
  // A modal dialog makes the rest of the page inert, so on the docs page each state gets a frame of its own.
  parameters: { docs: { story: { inline: false, iframeHeight: 480 }, description: { component: '**When to use.** Content that needs the user\'s attention before going back to the page: job details, edit forms.\n\n**States.** Open, closes on Escape, with a footer of actions, mobile (full width).\n\n**Accessibility.** A native modal `<dialog>` named by its title; focus moves in on open and back to the opener on close; Escape and the close button close it.' } } },
  args: {
    open: true,
    onClose: fn(),
    title: 'Delivery terms',
    children: <p>Orders ship FOB Mundra within 30 days of drawing approval.</p>,
  },
  render: (args) => <ModalPreview {...args} />,
} satisfies Meta<typeof Modal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // The dialog opens (showModal) in an effect, after the first paint: wait for it as a user would.
    const dialog = within(await canvas.findByRole('dialog', { name: 'Delivery terms' }));
    await expect(dialog.getByText(/Orders ship FOB Mundra/)).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Close' }));
    await expect(canvas.queryByRole('dialog')).not.toBeInTheDocument();
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

export const ClosesOnEscape: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    within(await canvas.findByRole('dialog', { name: 'Delivery terms' })).getByRole('button', { name: 'Close' }).focus();
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('dialog')).not.toBeInTheDocument();
    await expect(args.onClose).toHaveBeenCalled();
  },
};

export const WithFooter: Story = {
  args: {
    footer: (
      <button type="button" className="btn btn--primary">
        Save
      </button>
    ),
  },
  play: async ({ canvasElement }) => {
    const dialog = within(await within(canvasElement).findByRole('dialog', { name: 'Delivery terms' }));
    await expect(dialog.getByRole('button', { name: 'Save' })).toBeInTheDocument();
  },
};

export const Mobile: Story = {
  ...Open,
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
