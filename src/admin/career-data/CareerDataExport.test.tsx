import { screen, waitFor, within } from '@testing-library/react';
import { buildCareerApplication, buildDataset } from '../../../tests/support/builders';
import { setupMockApi } from '../../../tests/support/mock-api';
import { renderWithRepository } from '../../../tests/support/render-app';
import { isoDate } from '../../domain/text';
import { NoticeRegion } from '../../ui/NoticeRegion';
import { blobBytes, captureDownloads } from '../../../tests/support/downloads';
import { CareerDataSection } from './CareerDataSection';

const api = setupMockApi(() =>
  buildDataset({
    careerApplications: [
      buildCareerApplication({
        id: 1,
        name: 'José García',
        email: 'jose@example.es',
        phone: '+91 98140 22750',
        position: 'Design Engineer, Structural',
        experience: '3-5',
        resume_filename: 'José_CV.pdf',
        resume_file: 'resume_1.pdf',
        status: 'shortlisted',
        created_at: '2026-02-01 10:00:00',
      }),
      buildCareerApplication({
        id: 2,
        name: '-2+3+cmd|"/C calc"!A0',
        email: 'x@example.com',
        phone: '+1+1',
        position: 'Welder',
        experience: '0-1',
        status: 'rejected',
        created_at: '2026-03-01 10:00:00',
      }),
    ],
    files: [],
  }),
);

async function renderSection() {
  const view = renderWithRepository(
    <>
      <NoticeRegion />
      <CareerDataSection />
    </>,
    { repository: api.repository },
  );
  await screen.findByRole('table', { name: 'Career applications' });
  return view;
}

describe('CareerDataSection CSV export', () => {
  it('exports career_applications_{date}.csv with the documented columns, a BOM, quoting and neutralised formulas', async () => {
    const saved = captureDownloads();
    const { user } = await renderSection();
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    // The export ends (its button given back) just after the file is saved: wait for it, inside waitFor.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Export CSV' })).toBeEnabled());
    expect(saved[0]!.filename).toBe(`career_applications_${isoDate()}.csv`);
    const bytes = await blobBytes(saved[0]!.blob);
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes.slice(3)).split('\r\n')).toEqual([
      'Name,Email,Phone,Position,Experience,Resume File,Status,Applied Time',
      `"'-2+3+cmd|""/C calc""!A0",x@example.com,'+1+1,Welder,0-1 years,,rejected,"Mar 1, 2026, 03:30 PM GMT+5:30"`,
      `José García,jose@example.es,+91 98140 22750,"Design Engineer, Structural",3-5 years,José_CV.pdf,shortlisted,"Feb 1, 2026, 03:30 PM GMT+5:30"`,
    ]);
  });

  it('reads as the table and the details do: the experience label, and the time shown in the table with the zone of the details', async () => {
    const saved = captureDownloads();
    const { user } = await renderSection();
    const row = screen.getByRole('row', { name: /José García/ });
    const cells = within(row).getAllByRole('cell').map((cell) => cell.textContent);
    expect(cells).toEqual(expect.arrayContaining(['+91 98140 22750', '3-5 years', 'Feb 1, 2026, 03:30 PM']));
    await user.click(within(row).getByRole('button', { name: 'View' }));
    const details = await screen.findByRole('dialog', { name: 'Career Application Details' });
    expect(details).toHaveTextContent('Feb 1, 2026, 03:30 PM GMT+5:30');
    await user.click(within(details).getByRole('button', { name: /close/i }));

    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Export CSV' })).toBeEnabled());
    const lines = new TextDecoder('utf-8', { ignoreBOM: true }).decode((await blobBytes(saved[0]!.blob)).slice(3)).split('\r\n');
    expect(lines.find((line) => line.startsWith('José García'))).toBe(
      `José García,jose@example.es,+91 98140 22750,"Design Engineer, Structural",3-5 years,José_CV.pdf,shortlisted,"Feb 1, 2026, 03:30 PM GMT+5:30"`,
    );
  });

  it('says No data to export when there are no applications', async () => {
    await api.store.dataset.import(buildDataset({ careerApplications: [], files: [] }));
    const saved = captureDownloads();
    const { user } = await renderSection();
    await screen.findByText('No applications found');
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByText('No data to export')).toBeInTheDocument();
    expect(saved).toHaveLength(0);
  });
});
