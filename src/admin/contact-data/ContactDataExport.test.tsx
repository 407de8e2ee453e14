import { screen, waitFor, within } from '@testing-library/react';
import { buildContactSubmission, buildDataset } from '../../../tests/support/builders';
import { setupMockApi } from '../../../tests/support/mock-api';
import { renderWithRepository } from '../../../tests/support/render-app';
import { isoDate } from '../../domain/text';
import { NoticeRegion } from '../../ui/NoticeRegion';
import { blobBytes, captureDownloads } from '../../../tests/support/downloads';
import { ContactDataSection } from './ContactDataSection';

const api = setupMockApi(() =>
  buildDataset({
    contactSubmissions: [
      buildContactSubmission({
        id: 1,
        name: 'Smith, John',
        email: 'john@smith.example',
        phone: '+1 406 555 0147',
        subject: 'quote-request',
        message: 'He said "400 panels"\nthen left',
        status: 'read',
        created_at: '2026-01-15 09:00:00',
      }),
      buildContactSubmission({
        id: 2,
        name: '=HYPERLINK("http://evil.example","Click")',
        email: 'x@evil.example',
        phone: '+1+1',
        subject: 'support',
        message: '@SUM(A1)',
        status: 'new',
        created_at: '2026-02-10 12:30:00',
      }),
      buildContactSubmission({
        id: 3,
        name: 'Zoë Müller',
        email: 'zoe@example.de',
        phone: '+91 98140 22750',
        message: 'Grüße',
        status: 'closed',
        created_at: '2026-03-01 08:00:00',
      }),
      buildContactSubmission({ id: 4, name: '-2+3', email: 'minus@example.com', phone: '=1+1', message: 'Hi', status: 'read', created_at: '2026-01-02 20:00:00' }),
    ],
  }),
);

/** Exports the rows of the current filter and returns the file's lines (after the byte-order mark). */
async function exportLines(user: Awaited<ReturnType<typeof renderSection>>['user']): Promise<string[]> {
  const saved = captureDownloads();
  await user.click(screen.getByRole('button', { name: 'Export CSV' }));
  await waitFor(() => expect(saved).toHaveLength(1));
  // The export ends (its button given back) just after the file is saved: wait for it, inside waitFor.
  await waitFor(() => expect(screen.getByRole('button', { name: 'Export CSV' })).toBeEnabled());
  const bytes = await blobBytes(saved[0]!.blob);
  return new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes.slice(3)).split('\r\n');
}

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

describe('ContactDataSection CSV export', () => {
  it('exports every filtered row as contact_submissions_{date}.csv with a BOM, quoting and neutralised formulas', async () => {
    const saved = captureDownloads();
    const { user } = await renderSection();
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    // The export ends (its button given back) just after the file is saved: wait for it, inside waitFor.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Export CSV' })).toBeEnabled());
    const [download] = saved;
    expect(download!.filename).toBe(`contact_submissions_${isoDate()}.csv`);
    const bytes = await blobBytes(download!.blob);
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes.slice(3));
    expect(text.split('\r\n')).toEqual([
      'Name,Email,Phone,Subject,Message,Status,Submitted Time',
      'Zoë Müller,zoe@example.de,+91 98140 22750,General Inquiry,Grüße,closed,"Mar 1, 2026, 01:30 PM GMT+5:30"',
      `"'=HYPERLINK(""http://evil.example"",""Click"")",x@evil.example,'+1+1,Support,'@SUM(A1),new,"Feb 10, 2026, 06:00 PM GMT+5:30"`,
      `"Smith, John",john@smith.example,+1 406 555 0147,Quote Request,"He said ""400 panels""\nthen left",read,"Jan 15, 2026, 02:30 PM GMT+5:30"`,
      `'-2+3,minus@example.com,'=1+1,General Inquiry,Hi,read,"Jan 3, 2026, 01:30 AM GMT+5:30"`,
    ]);
  });

  it('reads as the table and the details do: the subject label, and the time shown in the table with the zone of the details', async () => {
    const { user } = await renderSection();
    const row = screen.getByRole('row', { name: /Smith, John/ });
    const cells = within(row).getAllByRole('cell').map((cell) => cell.textContent);
    expect(cells).toContain('Quote Request');
    expect(cells).toContain('Jan 15, 2026, 02:30 PM');
    await user.click(within(row).getByRole('button', { name: 'View' }));
    const details = await screen.findByRole('dialog', { name: 'Contact Submission Details' });
    expect(details).toHaveTextContent('Jan 15, 2026, 02:30 PM GMT+5:30');
    await user.click(within(details).getByRole('button', { name: /close/i }));

    const exported = (await exportLines(user)).find((line) => line.startsWith('"Smith, John"'));
    expect(exported).toBe(
      `"Smith, John",john@smith.example,+1 406 555 0147,Quote Request,"He said ""400 panels""\nthen left",read,"Jan 15, 2026, 02:30 PM GMT+5:30"`,
    );
  });

  it('exports only the rows of the current filter', async () => {
    const saved = captureDownloads();
    const { user } = await renderSection();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'closed');
    expect(await screen.findByRole('listitem', { name: 'Total: 1' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    // The export ends (its button given back) just after the file is saved: wait for it, inside waitFor.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Export CSV' })).toBeEnabled());
    const text = new TextDecoder().decode(await blobBytes(saved[0]!.blob));
    expect(text.split('\r\n')).toHaveLength(2);
    expect(text).toContain('Zoë Müller');
  });

  it('says No data to export when the filter leaves no rows', async () => {
    const saved = captureDownloads();
    const { user } = await renderSection();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'replied');
    await screen.findByText('No submissions found');
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByText('No data to export')).toBeInTheDocument();
    expect(saved).toHaveLength(0);
  });
});
