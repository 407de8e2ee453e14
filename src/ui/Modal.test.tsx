import { composeStories } from '@storybook/react-vite';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { adminMessages } from '../domain/messages';
import * as confirmDialogStories from './ConfirmDialog.stories';
import { Modal } from './Modal';
import { NoticeRegion } from './NoticeRegion';
import { notify, resetNotices } from './notices';

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

/** A page with its notice region, an "Edit Page" dialog, and inside it an "Upload Image" dialog. */
function NestedDialogs() {
  const [editing, setEditing] = useState(false);
  const [uploading, setUploading] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setEditing(true)}>
        Edit
      </button>
      <Modal open={editing} onClose={() => setEditing(false)} title="Edit Page">
        <button type="button" onClick={() => setUploading(true)}>
          Upload Image
        </button>
        <Modal open={uploading} onClose={() => setUploading(false)} title="Upload Image">
          <p>Image file</p>
        </Modal>
      </Modal>
      <NoticeRegion />
    </>
  );
}

const pageNotices = () => within(screen.getByRole('region', { name: 'Notifications' }));

describe('Modal and notices', () => {
  afterEach(() => act(() => resetNotices()));

  it('does not carry a notice raised before it opened into the dialog; the page shows it again after', async () => {
    const user = userEvent.setup();
    render(<NestedDialogs />);
    act(() => notify('Page updated successfully!', 'success'));
    expect(pageNotices().getByRole('status')).toHaveTextContent('Page updated successfully!');

    await user.click(screen.getByRole('button', { name: 'Edit' }));
    const edit = screen.getByRole('dialog', { name: 'Edit Page' });
    await user.click(within(edit).getByRole('button', { name: 'Upload Image' }));
    const upload = screen.getByRole('dialog', { name: 'Upload Image' });
    expect(within(upload).queryByText('Page updated successfully!')).not.toBeInTheDocument();
    expect(within(edit).queryByText('Page updated successfully!')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Notifications' })).not.toBeInTheDocument();

    await user.click(within(upload).getByRole('button', { name: 'Close' }));
    await user.click(within(edit).getByRole('button', { name: 'Close' }));
    expect(pageNotices().getByRole('status')).toHaveTextContent('Page updated successfully!');
  });

  it('shows a notice in the dialog it was raised in, then in the dialog that one was opened from, then on the page', async () => {
    const user = userEvent.setup();
    render(<NestedDialogs />);
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    const edit = screen.getByRole('dialog', { name: 'Edit Page' });
    await user.click(within(edit).getByRole('button', { name: 'Upload Image' }));
    const upload = screen.getByRole('dialog', { name: 'Upload Image' });
    act(() => notify('Image uploaded successfully!', 'success'));
    expect(within(upload).getByRole('region', { name: 'Notifications' })).toHaveTextContent('Image uploaded successfully!');

    // The upload dialog closes: its message is about the page being edited, so the Edit Page dialog shows it.
    await user.click(within(upload).getByRole('button', { name: 'Close' }));
    expect(within(edit).getByRole('region', { name: 'Notifications' })).toHaveTextContent('Image uploaded successfully!');

    // Opened again, the upload dialog starts without the message of the upload before.
    await user.click(within(edit).getByRole('button', { name: 'Upload Image' }));
    expect(within(screen.getByRole('dialog', { name: 'Upload Image' })).queryByText('Image uploaded successfully!')).not.toBeInTheDocument();
    await user.click(within(screen.getByRole('dialog', { name: 'Upload Image' })).getByRole('button', { name: 'Close' }));

    await user.click(within(edit).getByRole('button', { name: 'Close' }));
    expect(pageNotices().getByRole('status')).toHaveTextContent('Image uploaded successfully!');
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
