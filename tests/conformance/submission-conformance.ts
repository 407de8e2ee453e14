import { describe, expect, it } from 'vitest';
import { adminMessages, publicMessages, ruleMessages } from '../../src/domain/messages';
import { DatasetSchema } from '../../src/domain/dataset';
import { UNKNOWN_ENDPOINT_MESSAGE } from '../../mocks/server-profile';
import { buildDataset } from '../support/builders';
import type { ConformanceCapabilities } from './conformance-capabilities';
import { expectFailure, pdfFile, type RepoGetter } from './conformance-helpers';

const contact = { name: 'Karan Gill', email: 'karan@example.com', phone: '', company: 'Gill Agro', subject: 'quote-request' as const, message: 'Need 200 cattle gates' };
const application = (resume: File | null) => ({ name: 'Neha Arora', email: 'neha@example.com', phone: '+91 98111 22222', position: 'Welder', experience: '3-5', cover_letter: 'I weld.', resume });

/** Public submissions, their back-office handling, and the whole dataset: the same tests for every adapter. */
export function registerSubmissionConformance(repo: RepoGetter, capabilities: ConformanceCapabilities) {
  describe('contact submissions', () => {
    it('stores a contact message as new and lists it newest first', async () => {
      const result = await repo().contactSubmissions.submit(contact);
      expect(result.message).toContain(publicMessages.contact.successMarker);
      const list = await repo().contactSubmissions.list();
      expect(list).toHaveLength(5);
      expect(list[0]).toMatchObject({ ...contact, status: 'new' });
    });

    it('filters submissions by status, date range and search', async () => {
      const ids = async (filter: object) => (await repo().contactSubmissions.list(filter)).map((s) => s.id);
      expect(await ids({ status: 'read' })).toEqual([2]);
      expect(await ids({ dateFrom: '2026-02-01', dateTo: '2026-02-28' })).toEqual([3, 2]);
      expect(await ids({ dateFrom: '2026-02-20', dateTo: '2026-02-20' })).toEqual([3]);
      expect(await ids({ search: 'verma' })).toEqual([1]);
      expect(await ids({ search: 'GALVANISED', status: 'closed' })).toEqual([4]);
      expect(await ids({ status: 'new', search: 'nobody' })).toEqual([]);
    });

    it('changes the status of a submission and deletes it', async () => {
      expect((await repo().contactSubmissions.updateStatus(1, 'replied')).message).toBe(adminMessages.submissions.statusUpdated);
      expect((await repo().contactSubmissions.list({ status: 'replied' })).map((s) => s.id)).toEqual([3, 1]);
      expect((await repo().contactSubmissions.remove(1)).message).toBe(adminMessages.submissions.submissionDeleted);
      expect((await repo().contactSubmissions.list()).map((s) => s.id)).toEqual([4, 3, 2]);
    });

    it('refuses a contact message without a subject or with a bad e-mail', async () => {
      await expectFailure(repo().contactSubmissions.submit({ ...contact, subject: '' as never }), 'Subject is required');
      await expectFailure(repo().contactSubmissions.submit({ ...contact, email: 'karan' }), /e-mail/);
      expect(await repo().contactSubmissions.list()).toHaveLength(4);
    });
  });

  describe('career applications', () => {
    it('stores an application with its resume and downloads the resume', async () => {
      const result = await repo().careerApplications.submit(application(pdfFile('neha-cv.pdf')));
      expect(result.message).toContain(publicMessages.careers.successMarker);
      const [latest] = await repo().careerApplications.list();
      expect(latest).toMatchObject({ name: 'Neha Arora', position: 'Welder', experience: '3-5', status: 'new', resume_filename: 'neha-cv.pdf' });
      expect(latest!.resume_file).not.toBe('');
      const download = await repo().careerApplications.downloadResume(latest!.resume_file);
      expect(await download.blob.text()).toContain('neha-cv.pdf');
      const seeded = await repo().careerApplications.downloadResume('seed-cv.pdf');
      expect(await seeded.blob.text()).toContain('%PDF');
    });

    it('refuses an application without the required resume and stores nothing', async () => {
      await expectFailure(repo().careerApplications.submit(application(null)), ruleMessages.required('Resume/CV'));
      expect(await repo().careerApplications.list()).toHaveLength(3);
    });

    it('refuses resumes other than .pdf, .doc and .docx', async () => {
      const exe = new File(['MZ'], 'cv.exe', { type: 'application/octet-stream' });
      await expectFailure(repo().careerApplications.submit(application(exe)), ruleMessages.invalidResumeType);
      await expectFailure(repo().careerApplications.submit({ ...application(pdfFile()), phone: '' }), ruleMessages.required('Phone Number'));
      expect(await repo().careerApplications.list()).toHaveLength(3);
    });

    it('answers file not found for a resume that does not exist', async () => {
      await expectFailure(repo().careerApplications.downloadResume('missing.pdf'), ruleMessages.fileNotFound);
    });

    it('filters applications by status, position, date range and search', async () => {
      const ids = async (filter: object) => (await repo().careerApplications.list(filter)).map((a) => a.id);
      expect(await ids({})).toEqual([3, 2, 1]);
      expect(await ids({ status: 'reviewed' })).toEqual([2]);
      expect(await ids({ position: 'Design Engineer' })).toEqual([2]);
      expect(await ids({ dateFrom: '2026-02-01' })).toEqual([3, 2]);
      expect(await ids({ dateTo: '2026-01-31' })).toEqual([1]);
      expect(await ids({ search: 'ravi' })).toEqual([3]);
    });

    it('changes the status of an application and deletes it', async () => {
      await repo().careerApplications.updateStatus(1, 'shortlisted');
      expect((await repo().careerApplications.list({ status: 'shortlisted' })).map((a) => a.id)).toEqual([1]);
      expect((await repo().careerApplications.remove(1)).message).toBe(adminMessages.submissions.applicationDeleted);
      expect((await repo().careerApplications.list()).map((a) => a.id)).toEqual([3, 2]);
    });
  });

  if (!capabilities.demoEndpoints) {
    describe('brochure requests and the dataset', () => {
      it('has no brochure or dataset endpoint: each call is refused as unknown and changes nothing', async () => {
        await expectFailure(repo().brochureRequests.submit({ email: 'buyer@example.com' }), UNKNOWN_ENDPOINT_MESSAGE);
        await expectFailure(repo().dataset.export(), UNKNOWN_ENDPOINT_MESSAGE);
        await expectFailure(repo().dataset.import(buildDataset()), UNKNOWN_ENDPOINT_MESSAGE);
        await expectFailure(repo().dataset.reset(), UNKNOWN_ENDPOINT_MESSAGE);
        expect(await repo().pages.list()).toHaveLength(4);
      });
    });
    return;
  }

  describe('brochure requests and the dataset', () => {
    it('records a brochure request and refuses an invalid address', async () => {
      expect((await repo().brochureRequests.submit({ email: 'buyer@example.com' })).message).toBe(publicMessages.brochure.success);
      await expectFailure(repo().brochureRequests.submit({ email: 'buyer' }), publicMessages.brochure.invalidEmail);
      const exported = await repo().dataset.export();
      expect(exported.brochureRequests.map((r) => r.email)).toEqual(['buyer@example.com']);
    });

    it('exports the dataset it imported', async () => {
      const exported = DatasetSchema.parse(await repo().dataset.export());
      const expected = buildDataset();
      for (const key of Object.keys(expected) as (keyof typeof expected)[]) {
        if (key === 'files') continue;
        expect(exported[key], key).toEqual(expected[key]);
      }
      expect(exported.files.map((f) => f.path)).toEqual(['resumes/seed-cv.pdf']);
    });

    it('refuses an invalid dataset and keeps the data', async () => {
      const broken = { ...buildDataset(), pages: [{ id: 'x' }] } as never;
      await expectFailure(repo().dataset.import(broken), /./);
      expect(await repo().pages.list()).toHaveLength(4);
    });
  });
}
