import type { Repository } from '../../src/data/repository';
import { CAREER_FILTER_QUERY, CONTACT_FILTER_QUERY, envelopes } from '../../src/domain/contract';
import type { HttpClient, Query } from './http-client';

function filterQuery<F extends object>(names: readonly string[], filter: F | undefined): Query {
  const query: Query = {};
  for (const name of names) {
    const value = (filter as Record<string, unknown> | undefined)?.[name];
    if (typeof value === 'string' || typeof value === 'number') query[name] = value;
  }
  return query;
}

/** The file name a download answers with: Content-Disposition when the server names it, else the requested one. */
export function attachmentName(response: Response, fallback: string): string {
  const header = response.headers.get('Content-Disposition') ?? '';
  const encoded = /filename\*\s*=\s*(?:UTF-8'')?([^;]+)/i.exec(header);
  if (encoded?.[1]) {
    try {
      return decodeURIComponent(encoded[1].trim().replace(/^"|"$/g, ''));
    } catch {
      // A badly encoded name falls through to the plain filename parameter.
    }
  }
  const plain = /filename\s*=\s*"?([^";]+)"?/i.exec(header);
  return plain?.[1]?.trim() || fallback;
}

/** Public submissions and their back-office handling over the .php contract. */
export function createSubmissionAreas(
  client: HttpClient,
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
      async downloadResume(file) {
        const { blob, response } = await client.fetchFile({ endpoint: 'downloadResume', query: { file } });
        return { blob, filename: attachmentName(response, file) };
      },
    },

    brochureRequests: {
      submit: (input) => client.mutate('requestBrochure', input),
    },
  };
}
