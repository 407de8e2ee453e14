import { pageOf, type Repository } from '../../src/data/repository';
import { CareerApplicationInputSchema, CareerStatusSchema } from '../../src/domain/careers';
import { matchesCareerFilter, matchesContactFilter, newestFirst } from '../../src/domain/filters';
import { adminMessages, publicMessages, ruleMessages } from '../../src/domain/messages';
import { parseInput } from '../../src/domain/schema-helpers';
import { BrochureRequestInputSchema, ContactStatusSchema, ContactSubmissionInputSchema } from '../../src/domain/submissions';
import type { AreaContext } from './area-context';
import { checkUpload, done, isUpload, requireRecord, ruleBroken, setsAnyCriterion, type Upload, uploadName } from './record-rules';

const SUBMISSION = 'Submission';
const APPLICATION = 'Application';

function parseStatus<T>(schema: { safeParse(value: unknown): { success: true; data: T } | { success: false } }, status: unknown): T {
  const result = schema.safeParse(status);
  if (!result.success) throw ruleBroken(ruleMessages.invalidStatus(String(status)));
  return result.data;
}

/**
 * The application's resume (public spec 5: Resume/CV is required): a .pdf, .doc or .docx whose content is one, at
 * most 10 MB. A form posted without choosing a file carries an empty, nameless part, which counts as missing.
 */
async function checkResume(resume: unknown): Promise<Upload> {
  const missing = resume === null || resume === undefined || (isUpload(resume) && resume.size === 0 && uploadName(resume) === '');
  if (missing) throw ruleBroken(ruleMessages.required('Resume/CV'));
  if (!isUpload(resume)) throw ruleBroken(ruleMessages.invalidResumeType);
  await checkUpload('resume', resume);
  return resume;
}

export function createContactSubmissionsArea({ store, now }: AreaContext): Repository['contactSubmissions'] {
  const area: Repository['contactSubmissions'] = {
    async submit(raw) {
      const input = parseInput(ContactSubmissionInputSchema, raw);
      const id = await store.add('contactSubmissions', { ...input, status: 'new', created_at: now() });
      return done(publicMessages.contact.success, id);
    },

    async list(filter = {}) {
      const rows = store.queryContactSubmissions
        ? await store.queryContactSubmissions(filter)
        : await store.list('contactSubmissions');
      // The domain rule decides in every case, so a store's index query can only narrow, never change, the answer.
      const matching = setsAnyCriterion(filter) ? rows.filter((row) => matchesContactFilter(row, filter)) : rows.slice();
      return matching.sort(newestFirst);
    },

    async page(filter, request) {
      return (await store.listPage?.('contactSubmissions', filter, request)) ?? pageOf(await area.list(filter), request);
    },

    async updateStatus(id, raw) {
      const status = parseStatus(ContactStatusSchema, raw);
      const row = await requireRecord(store, 'contactSubmissions', id, SUBMISSION);
      await store.put('contactSubmissions', { ...row, status });
      return done(adminMessages.submissions.statusUpdated);
    },

    async remove(id) {
      await requireRecord(store, 'contactSubmissions', id, SUBMISSION);
      await store.remove('contactSubmissions', id);
      return done(adminMessages.submissions.submissionDeleted);
    },
  };
  return area;
}

export function createCareerApplicationsArea({ store, files, now }: AreaContext): Repository['careerApplications'] {
  const area: Repository['careerApplications'] = {
    async submit(raw) {
      const input = parseInput(CareerApplicationInputSchema, raw);
      const resume = await checkResume(raw.resume);
      const resumeName = uploadName(resume);
      const stored = await files.save('resumes', resume, resumeName);
      try {
        const id = await store.add('careerApplications', {
          ...input,
          education: '',
          skills: '',
          resume_filename: resumeName,
          resume_file: stored,
          status: 'new',
          created_at: now(),
        });
        return done(publicMessages.careers.success, id);
      } catch (error) {
        if (stored) await files.remove('resumes', stored);
        throw error;
      }
    },

    async list(filter = {}) {
      const rows = store.queryCareerApplications
        ? await store.queryCareerApplications(filter)
        : await store.list('careerApplications');
      const matching = setsAnyCriterion(filter) ? rows.filter((row) => matchesCareerFilter(row, filter)) : rows.slice();
      return matching.sort(newestFirst);
    },

    async page(filter, request) {
      return (await store.listPage?.('careerApplications', filter, request)) ?? pageOf(await area.list(filter), request);
    },

    async updateStatus(id, raw) {
      const status = parseStatus(CareerStatusSchema, raw);
      const row = await requireRecord(store, 'careerApplications', id, APPLICATION);
      await store.put('careerApplications', { ...row, status });
      return done(adminMessages.submissions.statusUpdated);
    },

    async remove(id) {
      const row = await requireRecord(store, 'careerApplications', id, APPLICATION);
      await store.remove('careerApplications', id);
      // An applicant's resume is personal data: it goes with the application rather than lingering unreferenced
      // (unless another application names the same stored file).
      if (row.resume_file) {
        const others = await store.list('careerApplications');
        if (!others.some((other) => other.resume_file === row.resume_file)) await files.remove('resumes', row.resume_file);
      }
      return done(adminMessages.submissions.applicationDeleted);
    },

    downloadResume(file) {
      return files.read('resumes', file);
    },
  };
  return area;
}

export function createBrochureRequestsArea({ store, now }: AreaContext): Repository['brochureRequests'] {
  return {
    async submit(raw) {
      const input = parseInput(BrochureRequestInputSchema, raw);
      const id = await store.add('brochureRequests', { email: input.email, created_at: now() });
      return done(publicMessages.brochure.success, id);
    },
  };
}
