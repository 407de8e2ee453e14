import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { buildContactSubmission, buildDataset } from '../../../tests/support/builders';
import { setupMockApi } from '../../../tests/support/mock-api';
import { renderWithRepository } from '../../../tests/support/render-app';
import { NoticeRegion } from '../../ui/NoticeRegion';
import { ContactDataSection } from './ContactDataSection';

const api = setupMockApi(() =>
  buildDataset({
    contactSubmissions: [
      buildContactSubmission({
        id: 1,
        name: 'Asha Verma',
        email: 'asha@vermafarms.in',
        phone: '+91 98140 22750',
        company: 'Verma Farms',
        subject: 'quote-request',
        message: 'Please quote 400 cattle yard panels.\nDelivery to Ludhiana.',
        status: 'new',
        created_at: '2026-01-15 09:00:00',
      }),
      buildContactSubmission({ id: 2, name: 'Peter Novak', status: 'read', created_at: '2026-02-10 12:30:00' }),
    ],
  }),
);

async function renderSection() {
  const view = renderWithRepository(
    <>
      <NoticeRegion />
      <ContactDataSection />
    </>,
    { repository: api.repository },
  );
  await screen.findByRole('table', { name: 'Contact form submissions' });
  return view;
}

const row = (name: string) => screen.getByRole('row', { name: new RegExp(name) });
const storedStatus = async (id: number) => (await api.store.contactSubmissions.list()).find((r) => r.id === id)?.status;

describe('ContactDataSection status, details and delete', () => {
  it('saves a status from the dropdown at once and says so', async () => {
    const { user } = await renderSection();
    await user.selectOptions(within(row('Asha Verma')).getByRole('combobox', { name: 'Status of the submission from Asha Verma' }), 'replied');
    expect(await screen.findByText('Status updated successfully!')).toBeInTheDocument();
    expect(await storedStatus(1)).toBe('replied');
    expect(within(row('Asha Verma')).getByRole('combobox')).toHaveValue('replied');
    expect(screen.getByRole('listitem', { name: 'Replied: 1' })).toBeInTheDocument();
    expect(screen.getByRole('listitem', { name: 'New: 0' })).toBeInTheDocument();
  });

  it('saves only the status a keyboard user settles on: ArrowDown three times, then Enter, is one save', async () => {
    const saves: string[] = [];
    const count = ({ request }: { request: Request }) => {
      if (new URL(request.url).pathname.endsWith('/update_form_status.php')) saves.push(request.url);
    };
    api.server.events.on('request:start', count);
    try {
      const { user } = await renderSection();
      const select = within(row('Asha Verma')).getByRole('combobox', { name: 'Status of the submission from Asha Verma' });
      select.focus();
      // A closed dropdown changes its value on each arrow key (user-event types the key; the browser's value change
      // that follows is a change event).
      for (const status of ['read', 'replied', 'closed']) {
        await user.keyboard('{ArrowDown}');
        fireEvent.change(select, { target: { value: status } });
        expect(select).toHaveValue(status);
      }
      expect(saves).toHaveLength(0);
      await user.keyboard('{Enter}');
      expect(await screen.findByText('Status updated successfully!')).toBeInTheDocument();
      expect(await storedStatus(1)).toBe('closed');
      await user.tab();
      expect(saves).toHaveLength(1);
      expect(screen.getAllByText('Status updated successfully!')).toHaveLength(1);
    } finally {
      api.server.events.removeListener('request:start', count);
    }
  });

  it('goes back to the stored status on Escape after browsing with the arrow keys', async () => {
    const { user } = await renderSection();
    const select = within(row('Asha Verma')).getByRole('combobox', { name: 'Status of the submission from Asha Verma' });
    select.focus();
    await user.keyboard('{ArrowDown}');
    fireEvent.change(select, { target: { value: 'read' } });
    await user.keyboard('{Escape}');
    expect(select).toHaveValue('new');
    await user.tab();
    expect(await storedStatus(1)).toBe('new');
  });

  it("shows the server's message when a status is refused, and keeps the stored status", async () => {
    api.server.failEndpoint('updateFormStatus', 'server-error');
    const { user } = await renderSection();
    await user.selectOptions(within(row('Asha Verma')).getByRole('combobox'), 'closed');
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Error updating status: .+/);
    expect(await storedStatus(1)).toBe('new');
    await waitFor(() => expect(within(row('Asha Verma')).getByRole('combobox')).toHaveValue('new'));
  });

  it('says Error updating status when the request fails outright', async () => {
    api.server.failEndpoint('updateFormStatus', 'network');
    const { user } = await renderSection();
    await user.selectOptions(within(row('Asha Verma')).getByRole('combobox'), 'closed');
    const notice = await screen.findByText('Error updating status');
    // eslint-disable-next-line testing-library/no-node-access -- the alert role sits on the notice's region, an ancestor of its text
    expect(notice.closest('[role="alert"]')).not.toBeNull();
  });

  it('shows every field of a submission in the details modal', async () => {
    const { user } = await renderSection();
    await user.click(within(row('Asha Verma')).getByRole('button', { name: 'View' }));
    const dialog = await screen.findByRole('dialog', { name: 'Contact Submission Details' });
    const field = (label: string) => within(dialog).getByText(label).nextElementSibling?.textContent;
    expect(field('Name')).toBe('Asha Verma');
    expect(field('Email')).toBe('asha@vermafarms.in');
    expect(field('Phone')).toBe('+91 98140 22750');
    expect(field('Company')).toBe('Verma Farms');
    expect(field('Subject')).toBe('Quote Request');
    expect(field('Message')).toBe('Please quote 400 cattle yard panels.\nDelivery to Ludhiana.');
    expect(field('Status')).toBe('New');
    expect(field('Submitted')).toBe('Jan 15, 2026, 02:30 PM GMT+5:30');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('asks before deleting: Cancel keeps the submission, Delete removes it', async () => {
    const { user } = await renderSection();
    await user.click(within(row('Peter Novak')).getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm).toHaveTextContent('Are you sure you want to delete this submission?');
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(row('Peter Novak')).toBeInTheDocument();
    expect(await api.store.contactSubmissions.list()).toHaveLength(2);

    await user.click(within(row('Peter Novak')).getByRole('button', { name: 'Delete' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Submission deleted successfully!')).toBeInTheDocument();
    expect(screen.queryByRole('row', { name: /Peter Novak/ })).not.toBeInTheDocument();
    expect((await api.store.contactSubmissions.list()).map((r) => r.id)).toEqual([1]);
    expect(screen.getByRole('listitem', { name: 'Total: 1' })).toBeInTheDocument();
  });

  it('says why a delete failed and keeps the row', async () => {
    api.server.failEndpoint('deleteContactSubmission', 'server-error');
    const { user } = await renderSection();
    await user.click(within(row('Peter Novak')).getByRole('button', { name: 'Delete' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Error deleting submission: .+/);
    expect(row('Peter Novak')).toBeInTheDocument();
    expect(await api.store.contactSubmissions.list()).toHaveLength(2);
  });
});
