import type { CareerApplicationFilter, CareerStatus } from '../../domain/careers';

/** What the filter bar holds; '' means "any". */
export type CareerFilterValues = { status: CareerStatus | ''; position: string; dateFrom: string; dateTo: string; search: string };

export const EMPTY_CAREER_FILTER: CareerFilterValues = { status: '', position: '', dateFrom: '', dateTo: '', search: '' };

/** The filters' names: status and dates in the address (/admin/career-data?status=new&from=2026-01-01), typed text in the history entry (use-list-params). */
export const CAREER_PARAM_NAMES = { status: 'status', position: 'position', dateFrom: 'from', dateTo: 'to', search: 'q' } as const;

/** The query of get_career_applications.php: only the filters that are set, texts trimmed. */
export function careerQuery(values: CareerFilterValues): CareerApplicationFilter {
  const query: CareerApplicationFilter = {};
  if (values.status) query.status = values.status;
  if (values.position.trim()) query.position = values.position.trim();
  if (values.dateFrom) query.dateFrom = values.dateFrom;
  if (values.dateTo) query.dateTo = values.dateTo;
  if (values.search.trim()) query.search = values.search.trim();
  return query;
}
