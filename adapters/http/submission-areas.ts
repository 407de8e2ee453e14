import type { Repository } from '../../src/data/repository';
import { CAREER_FILTER_QUERY, CONTACT_FILTER_QUERY, endpoints, envelopes } from '../../src/domain/contract';
import { RepositoryError } from '../../src/domain/repository-error';
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

/** Only the last part of a path, with no control characters: a server's file name never picks a folder. */
// eslint-disable-next-line no-control-regex -- control characters are exactly what must not reach a file name
const baseName = (name: string) => (name.split(/[\\/]/).pop() ?? '').replace(/[\u0000-\u001f\u007f]/g, '').trim();

/**
 * The file name a download's Content-Disposition gives (RFC 6266): the UTF-8 `filename*` (RFC 5987, with an optional
 * language tag) before the plain `filename` (quoted, with \" escapes, or a bare token); null when it names none.
 */
export function attachmentName(response: Response): string | null {
  const header = response.headers.get('Content-Disposition') ?? '';
  const extended = /filename\*\s*=\s*([\w!#$%&+^`{}~-]+)'[^']*'([^;\s]+)/i.exec(header);
  if (extended?.[2] && /^utf-8$/i.test(extended[1] ?? '')) {
    try {
      const name = baseName(decodeURIComponent(extended[2]));
      if (name) return name;
    } catch {
      // A badly encoded name falls through to the plain filename parameter.
    }
  }
  const quoted = /(?:^|;)\s*filename\s*=\s*"((?:[^"\\]|\\.)*)"/i.exec(header);
  const token = /(?:^|;)\s*filename\s*=\s*([^";\s]+)/i.exec(header);
  const plain = quoted ? quoted[1]!.replace(/\\(.)/g, '$1') : token?.[1];
  return plain ? baseName(plain) || null : null;
}

/** Public submissions and their back-office handling over the .php contract. */
export function createSubmissionAreas(
  client: HttpClient,
  options: { apiBase: string; brochureEndpoint?: string | null },
): Pick<Repository, 'contactSubmissions' | 'careerApplications' | 'brochureRequests'> {
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
