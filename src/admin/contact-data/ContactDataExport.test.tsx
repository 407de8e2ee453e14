import { screen, waitFor } from '@testing-library/react';
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
        phone: '',
        subject: 'support',
        message: '@SUM(1+1)',
        status: 'new',
        created_at: '2026-02-10 12:30:00',
      }),
      buildContactSubmission({ id: 3, name: 'Zoë Müller', email: 'zoe@example.de', message: 'Grüße', status: 'closed', created_at: '2026-03-01 08:00:00' }),
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
      'Zoë Müller,zoe@example.de,,general-inquiry,Grüße,closed,2026-03-01 08:00:00',
      `"'=HYPERLINK(""http://evil.example"",""Click"")",x@evil.example,,support,'@SUM(1+1),new,2026-02-10 12:30:00`,
      `"Smith, John",john@smith.example,'+1 406 555 0147,quote-request,"He said ""400 panels""\nthen left",read,2026-01-15 09:00:00`,
    ]);
  });

  it('exports only the rows of the current filter', async () => {
    const saved = captureDownloads();
    const { user } = await renderSection();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'closed');
    await waitFor(() => expect(screen.getByRole('listitem', { name: 'Total: 1' })).toBeInTheDocument());
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
