import { pageOf, type PageRequest, type ReadOptions, type Repository, type SubmissionPage } from '../../src/data/repository';
import { CAREER_FILTER_QUERY, CONTACT_FILTER_QUERY, endpoints, envelopes, PAGED_LIST_QUERY } from '../../src/domain/contract';
import { RepositoryError } from '../../src/domain/repository-error';
import { attachmentName } from './attachment-name';
import { joinUrl, type HttpClient, type Query } from './http-client';

/** Why a brochure request was not sent: this server has no endpoint for it (the block then offers what it can). */
export const BROCHURE_REQUESTS_OFF = 'Brochure requests are not available on this server';

function filterQuery<F extends object>(names: readonly string[], filter: F | undefined): Query {
  const query: Query = {};
  for (const name of names) {
    const value = (filter as Record<string, unknown> | undefined)?.[name];
    if (typeof value === 'string' || typeof value === 'number') query[name] = value;
  }
  return query;
}

type Listed<T> = { rows: T[]; total?: number; counts?: Record<string, number> };

/**
 * page() of a submission list on a server that pages (the demo's mock API answers `page`/`per_page` beyond the spec).
 * An answer without the total and the counts (a page size the server refuses, answered with the whole list) is cut here.
 */
function pager<F extends object, T extends { status: string }>(
  fetchList: (query: Query, options?: ReadOptions) => Promise<Listed<T>>,
  names: readonly string[],
) {
  return async (filter: F, request: PageRequest, options?: ReadOptions): Promise<SubmissionPage<T>> => {
    const pageQuery = { [PAGED_LIST_QUERY.page]: request.page, [PAGED_LIST_QUERY.perPage]: request.perPage };
    const answer = await fetchList({ ...filterQuery(names, filter), ...pageQuery }, options);
    if (answer.total !== undefined && answer.counts) return { rows: answer.rows, total: answer.total, counts: answer.counts };
    return pageOf(answer.rows, request);
  };
}

/** Public submissions and their back-office handling over the .php contract. */
export function createSubmissionAreas(
  client: HttpClient,
  options: { apiBase: string; brochureEndpoint?: string | null; pagedLists?: boolean },
): Pick<Repository, 'contactSubmissions' | 'careerApplications' | 'brochureRequests'> {
  // A PHP server answers the whole filtered list (the spec's contract): its lists have no page(), so the screen cuts
  // its page from list() and an export reads the list once (with page() it fetched the whole list once per page).
  const paged = options.pagedLists ?? false;
  const contacts = pager(
    async (query: Query, read?: ReadOptions) => {
      const answer = await client.call('getContactFormData', envelopes.getContactFormData, { query, signal: read?.signal });
      return { rows: answer.submissions, total: answer.total, counts: answer.counts };
    },
    CONTACT_FILTER_QUERY,
  );
  const careers = pager(
    async (query: Query, read?: ReadOptions) => {
      const answer = await client.call('getCareerApplications', envelopes.getCareerApplications, { query, signal: read?.signal });
      return { rows: answer.applications, total: answer.total, counts: answer.counts };
    },
    CAREER_FILTER_QUERY,
  );
  return {
    contactSubmissions: {
      submit: (input) => client.mutate('submitContactForm', input),
      list: async (filter, options) =>
        (
          await client.call('getContactFormData', envelopes.getContactFormData, {
            query: filterQuery(CONTACT_FILTER_QUERY, filter),
            signal: options?.signal,
          })
        ).submissions,
      ...(paged ? { page: contacts } : {}),
      updateStatus: (id, status) => client.mutate('updateFormStatus', { form_type: 'contact', submission_id: id, status }),
      remove: (id) => client.mutate('deleteContactSubmission', { id }),
    },

    careerApplications: {
      submit(input) {
        const form = new FormData();
        form.append('name', input.name);
        form.append('email', input.email);
        form.append('phone', input.phone);
        form.append('position', input.position);
        form.append('experience', input.experience);
        form.append('cover_letter', input.cover_letter);
        if (input.resume) form.append('resume', input.resume, input.resume.name);
        return client.upload('submitCareerApplication', form);
      },
      list: async (filter, options) =>
        (
          await client.call('getCareerApplications', envelopes.getCareerApplications, {
            query: filterQuery(CAREER_FILTER_QUERY, filter),
            signal: options?.signal,
          })
        ).applications,
      ...(paged ? { page: careers } : {}),
      updateStatus: (id, status) => client.mutate('updateCareerStatus', { id, status }),
      remove: (id) => client.mutate('deleteCareerApplication', { id }),
      async downloadResume(file, fallbackName) {
        const { blob, response } = await client.fetchFile({ endpoint: 'downloadResume', query: { file } });
        return { blob, filename: attachmentName(response) ?? (fallbackName || file) };
      },
    },

    brochureRequests: {
      async submit(input) {
        const endpoint = options.brochureEndpoint === undefined ? endpoints.requestBrochure.path : options.brochureEndpoint;
        if (endpoint === null) throw new RepositoryError('not-found', BROCHURE_REQUESTS_OFF, { status: 404 });
        const url = /^https?:\/\//i.test(endpoint) ? endpoint : joinUrl(options.apiBase, endpoint);
        return client.mutate('requestBrochure', input, { url });
      },
    },
  };
}
