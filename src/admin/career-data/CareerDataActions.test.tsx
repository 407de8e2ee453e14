import { screen, waitFor, within } from '@testing-library/react';
import { buildCareerApplication, buildDataset, buildPdfBytes, buildStoredFile } from '../../../tests/support/builders';
import { setupMockApi } from '../../../tests/support/mock-api';
import { renderWithRepository } from '../../../tests/support/render-app';
import { NoticeRegion } from '../../ui/NoticeRegion';
import { blobBytes, captureDownloads } from '../../../tests/support/downloads';
import { CareerDataSection } from './CareerDataSection';

const resumeBytes = buildPdfBytes('Karan Singh');

const api = setupMockApi(() =>
  buildDataset({
    careerApplications: [
      buildCareerApplication({
        id: 1,
        name: 'Karan Singh',
        email: 'karan@example.com',
        phone: '+91 98155 20394',
        position: 'Welding Supervisor',
        experience: '5-10',
        education: 'Diploma in Mechanical Engineering',
        skills: 'MIG/TIG welding, 5S',
        cover_letter: 'I have supervised a 30-welder shop.\nI can join in a month.',
        resume_filename: 'Karan_CV.pdf',
        resume_file: 'resume_20260506_karan.pdf',
        status: 'new',
        created_at: '2026-05-06 09:14:22',
      }),
      buildCareerApplication({ id: 2, name: 'Ritu Sharma', status: 'reviewed', created_at: '2026-05-12 15:40:08' }),
    ],
    files: [buildStoredFile('resumes/resume_20260506_karan.pdf', resumeBytes, 'application/pdf', 'Karan_CV.pdf')],
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

const row = (name: string) => screen.getByRole('row', { name: new RegExp(name) });
const stored = async (id: number) => (await api.store.careerApplications.list()).find((r) => r.id === id);

describe('CareerDataSection status, details, resume and delete', () => {
  it('saves any of the six statuses at once and says so', async () => {
    const { user } = await renderSection();
    await user.selectOptions(within(row('Karan Singh')).getByRole('combobox'), 'interviewed');
    expect(await screen.findByText('Status updated successfully!')).toBeInTheDocument();
    expect((await stored(1))?.status).toBe('interviewed');
    expect(screen.getByRole('listitem', { name: 'New: 0' })).toBeInTheDocument();
  });

  it("shows the server's message when a status is refused", async () => {
    api.server.failEndpoint('updateCareerStatus', 'server-error');
    const { user } = await renderSection();
    await user.selectOptions(within(row('Karan Singh')).getByRole('combobox'), 'hired');
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Error updating status: .+/);
    expect((await stored(1))?.status).toBe('new');
    await waitFor(() => expect(within(row('Karan Singh')).getByRole('combobox')).toHaveValue('new'));
  });

  it('shows every field, education, skills and cover letter included, in the details modal', async () => {
    const { user } = await renderSection();
    await user.click(within(row('Karan Singh')).getByRole('button', { name: 'View' }));
    const dialog = await screen.findByRole('dialog', { name: 'Career Application Details' });
    const field = (label: string) => within(dialog).getByText(label).nextElementSibling?.textContent;
    expect(field('Name')).toBe('Karan Singh');
    expect(field('Email')).toBe('karan@example.com');
    expect(field('Phone')).toBe('+91 98155 20394');
    expect(field('Position')).toBe('Welding Supervisor');
    expect(field('Experience')).toBe('5-10 years');
    expect(field('Education')).toBe('Diploma in Mechanical Engineering');
    expect(field('Skills')).toBe('MIG/TIG welding, 5S');
    expect(field('Cover Letter')).toBe('I have supervised a 30-welder shop.\nI can join in a month.');
    expect(field('Resume')).toContain('Karan_CV.pdf');
    expect(field('Status')).toBe('New');
    expect(field('Applied')).toBe('May 6, 2026, 02:44 PM GMT+5:30');
  });

  it('downloads the stored resume under the name the applicant uploaded', async () => {
    const saved = captureDownloads();
    const { user } = await renderSection();
    await user.click(within(row('Karan Singh')).getByRole('button', { name: 'Resume' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]!.filename).toBe('Karan_CV.pdf');
    expect([...(await blobBytes(saved[0]!.blob))]).toEqual([...resumeBytes]);
  });

  it('saves the resume under the name the details show, whatever name download_resume.php sends', async () => {
    // The list names the file one way; download_resume.php's Content-Disposition names it another.
    await api.store.dataset.import(
      buildDataset({
        careerApplications: [buildCareerApplication({ id: 1, name: 'Renée Dubois', resume_filename: 'resume_20260507_renee.pdf', resume_file: 'resume_20260507_renee.pdf' })],
        files: [buildStoredFile('resumes/resume_20260507_renee.pdf', resumeBytes, 'application/pdf', 'Renée Dubois — CV.pdf')],
      }),
    );
    const saved = captureDownloads();
    const { user } = await renderSection();
    await user.click(within(row('Renée Dubois')).getByRole('button', { name: 'View' }));
    const dialog = await screen.findByRole('dialog');
    // eslint-disable-next-line testing-library/no-node-access -- the value beside its label in the details list, which no role ties to it
    expect(within(dialog).getByText('Resume').nextElementSibling).toHaveTextContent('resume_20260507_renee.pdf');
    await user.click(within(dialog).getByRole('button', { name: 'Download Resume' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]!.filename).toBe('resume_20260507_renee.pdf');
  });

  it('downloads the resume from the details modal too', async () => {
    const saved = captureDownloads();
    const { user } = await renderSection();
    await user.click(within(row('Karan Singh')).getByRole('button', { name: 'View' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Download Resume' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect([...(await blobBytes(saved[0]!.blob))]).toEqual([...resumeBytes]);
  });

  it('offers no Resume button on an application without a file; its details say No resume file available for download', async () => {
    const { user } = await renderSection();
    expect(within(row('Ritu Sharma')).queryByRole('button', { name: 'Resume' })).toBeNull();
    expect(within(row('Karan Singh')).getByRole('button', { name: 'Resume' })).toBeInTheDocument();
    await user.click(within(row('Ritu Sharma')).getByRole('button', { name: 'View' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('No resume file available for download')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Download Resume' })).toBeNull();
  });

  it('says why a resume download failed', async () => {
    api.server.failEndpoint('downloadResume', 'http-error');
    const saved = captureDownloads();
    const { user } = await renderSection();
    await user.click(within(row('Karan Singh')).getByRole('button', { name: 'Resume' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Error downloading resume: .+/);
    expect(saved).toHaveLength(0);
  });

  it('asks before deleting: Cancel keeps the application, Delete removes it', async () => {
    const { user } = await renderSection();
    await user.click(within(row('Ritu Sharma')).getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm).toHaveTextContent('Are you sure you want to delete this application?');
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(row('Ritu Sharma')).toBeInTheDocument();
    expect(await stored(2)).toBeDefined();

    await user.click(within(row('Ritu Sharma')).getByRole('button', { name: 'Delete' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Application deleted successfully!')).toBeInTheDocument();
    expect(screen.queryByRole('row', { name: /Ritu Sharma/ })).not.toBeInTheDocument();
    expect(await stored(2)).toBeUndefined();
  });

  it('says why a delete failed', async () => {
    api.server.failEndpoint('deleteCareerApplication', 'server-error');
    const { user } = await renderSection();
    await user.click(within(row('Ritu Sharma')).getByRole('button', { name: 'Delete' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Error deleting application: .+/);
    expect(await stored(2)).toBeDefined();
  });
});
