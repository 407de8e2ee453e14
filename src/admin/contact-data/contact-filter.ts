import type { ContactStatus, ContactSubmissionFilter } from '../../domain/submissions';

/** What the filter bar holds; '' means "any". */
export type ContactFilterValues = { status: ContactStatus | ''; dateFrom: string; dateTo: string; search: string };

export const EMPTY_CONTACT_FILTER: ContactFilterValues = { status: '', dateFrom: '', dateTo: '', search: '' };

/** The filters' names: status and dates in the address (/admin/contact-data?status=new&from=2026-01-01), typed text in the history entry (use-list-params). */
export const CONTACT_PARAM_NAMES = { status: 'status', dateFrom: 'from', dateTo: 'to', search: 'q' } as const;

/** The query of get_contact_form_data.php: only the filters that are set, search trimmed. */
export function contactQuery(values: ContactFilterValues): ContactSubmissionFilter {
  const query: ContactSubmissionFilter = {};
  if (values.status) query.status = values.status;
  if (values.dateFrom) query.dateFrom = values.dateFrom;
  if (values.dateTo) query.dateTo = values.dateTo;
  if (values.search.trim()) query.search = values.search.trim();
  return query;
}
