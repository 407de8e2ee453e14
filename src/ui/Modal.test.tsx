import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { adminMessages } from '../domain/messages';
import * as confirmDialogStories from './ConfirmDialog.stories';
import { Modal } from './Modal';

// ConfirmDialog's states are its stories' (message, callbacks as args).
const { AsksBeforeDeleting, Busy } = composeStories(confirmDialogStories);

function ModalHarness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open details
      </button>
      <Modal open={open} onClose={() => setOpen(false)} title="Job details">
        <p>Welder, Mohali</p>
      </Modal>
    </>
  );
}

describe('Modal', () => {
  it('opens with its title as the accessible name and closes with the close button, returning focus', async () => {
    const user = userEvent.setup();
    render(<ModalHarness />);
    const opener = screen.getByRole('button', { name: 'Open details' });
    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Job details' });
    expect(dialog).toHaveTextContent('Welder, Mohali');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('closes on Escape', async () => {
    const user = userEvent.setup();
    render(<ModalHarness />);
    await user.click(screen.getByRole('button', { name: 'Open details' }));
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('ConfirmDialog', () => {
  it('asks before deleting and reports the choice', async () => {
    const user = userEvent.setup();
    // Storybook's spies, the type the story's args declare.
    const onConfirm = fn();
    const onCancel = fn();
    render(<AsksBeforeDeleting onConfirm={onConfirm} onCancel={onCancel} />);
    expect(screen.getByRole('alertdialog', { name: 'Please confirm' })).toHaveTextContent(adminMessages.slider.confirmDelete);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('disables both choices while the action runs', () => {
    render(<Busy />);
    expect(screen.getByRole('button', { name: 'Delete' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  });
});
