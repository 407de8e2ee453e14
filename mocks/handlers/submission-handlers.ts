import { HttpResponse } from 'msw';
import type { CareerApplicationFilter, CareerStatus } from '../../src/domain/careers';
import { CAREER_FILTER_QUERY, CONTACT_FILTER_QUERY, PAGED_LIST_QUERY } from '../../src/domain/contract';
import { MAX_PAGE_ROWS } from '../../src/domain/constants';
import type { PageRequest } from '../../src/data/repository';
import { ruleMessages } from '../../src/domain/messages';
import { RepositoryError } from '../../src/domain/repository-error';
import type { BrochureRequestInput, ContactStatus, ContactSubmissionFilter, ContactSubmissionInput } from '../../src/domain/submissions';
import { attachmentDisposition } from './content-disposition';
import {
  asInput,
  fileBody,
  formFile,
  formText,
  mutationAnswer,
  ok,
  readForm,
  readJson,
  requireId,
  requireText,
  type EndpointResolvers,
} from './respond';

/** The documented filter names of a list query (admin spec 7); absent ones are left out. */
function filterFrom(url: URL, names: readonly string[]): Record<string, string> {
  const filter: Record<string, string> = {};
  for (const name of names) {
    const value = url.searchParams.get(name);
    if (value) filter[name] = value;
  }
  return filter;
}

/** The page a list query asks for (beyond the spec, PAGED_LIST_QUERY), or null for the whole list. */
function pageFrom(url: URL): PageRequest | null {
  const page = Number(url.searchParams.get(PAGED_LIST_QUERY.page));
  const perPage = Number(url.searchParams.get(PAGED_LIST_QUERY.perPage));
  if (!Number.isInteger(page) || page < 1 || !Number.isInteger(perPage) || perPage < 1 || perPage > MAX_PAGE_ROWS) return null;
  return { page, perPage };
}

/** Public submissions, their back-office handling and resume downloads (public spec 7, admin spec 7). */
export const submissionResolvers = {
  submitContactForm: async ({ request, store }) =>
    mutationAnswer(await store.contactSubmissions.submit(asInput<ContactSubmissionInput>(await readJson(request)))),
  async getContactFormData({ url, store }) {
    const filter = filterFrom(url, CONTACT_FILTER_QUERY) as ContactSubmissionFilter;
    const request = pageFrom(url);
    if (request && store.contactSubmissions.page) {
      const { rows, total, counts } = await store.contactSubmissions.page(filter, request);
      return ok({ submissions: rows, total, counts });
    }
    return ok({ submissions: await store.contactSubmissions.list(filter) });
  },
  async updateFormStatus({ request, store }) {
    const body = await readJson(request);
    // form_type names the table: the back office sends "contact" (admin spec 7); "career" is accepted as well.
    const formType = requireText(body.form_type, 'form_type');
    if (formType !== 'contact' && formType !== 'career') throw new RepositoryError('validation', ruleMessages.required('form_type'), { status: 400 });
    const id = requireId(body.submission_id, 'submission_id');
    const status = requireText(body.status, 'status');
    const result =
      formType === 'career'
        ? await store.careerApplications.updateStatus(id, status as CareerStatus)
        : await store.contactSubmissions.updateStatus(id, status as ContactStatus);
    return mutationAnswer(result);
  },
  deleteContactSubmission: async ({ request, store }) =>
    mutationAnswer(await store.contactSubmissions.remove(requireId((await readJson(request)).id, 'id'))),

  async submitCareerApplication({ request, store }) {
    const form = await readForm(request);
    const input = {
      name: formText(form, 'name'),
      email: formText(form, 'email'),
      phone: formText(form, 'phone'),
      position: formText(form, 'position'),
      experience: formText(form, 'experience'),
      cover_letter: formText(form, 'cover_letter'),
      resume: formFile(form, 'resume'),
    };
    return mutationAnswer(await store.careerApplications.submit(input));
  },
  async getCareerApplications({ url, store }) {
    const filter = filterFrom(url, CAREER_FILTER_QUERY) as CareerApplicationFilter;
    const request = pageFrom(url);
    if (request && store.careerApplications.page) {
      const { rows, total, counts } = await store.careerApplications.page(filter, request);
      return ok({ applications: rows, total, counts });
    }
    return ok({ applications: await store.careerApplications.list(filter) });
  },
  async updateCareerStatus({ request, store }) {
    const body = await readJson(request);
    const id = requireId(body.id, 'id');
    return mutationAnswer(await store.careerApplications.updateStatus(id, requireText(body.status, 'status') as CareerStatus));
  },
  deleteCareerApplication: async ({ request, store }) =>
    mutationAnswer(await store.careerApplications.remove(requireId((await readJson(request)).id, 'id'))),
  async downloadResume({ url, store }) {
    const file = requireText(url.searchParams.get('file'), 'file');
    const { blob, filename } = await store.careerApplications.downloadResume(file);
    return new HttpResponse(await fileBody(blob), {
      headers: {
        'Content-Type': blob.type || 'application/octet-stream',
        'Content-Disposition': attachmentDisposition(filename),
      },
    });
  },

  requestBrochure: async ({ request, store }) =>
    mutationAnswer(await store.brochureRequests.submit(asInput<BrochureRequestInput>(await readJson(request)))),
} satisfies EndpointResolvers;
