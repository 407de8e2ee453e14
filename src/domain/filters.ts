import type { CareerApplication, CareerApplicationFilter } from './careers';
import type { ContactSubmission, ContactSubmissionFilter } from './submissions';

/** Date part of a stored timestamp, for inclusive day filters (dateFrom and dateTo are YYYY-MM-DD). */
function day(timestamp: string): string {
  return timestamp.slice(0, 10);
}

function inRange(timestamp: string, from?: string, to?: string): boolean {
  const d = day(timestamp);
  if (from && d < from) return false;
  if (to && d > to) return false;
  return true;
}

/** Whether any value holds the search text, compared after `normalize` (lowercase by default); no search matches all. */
export function includesText(values: readonly string[], search?: string, normalize: (text: string) => string = (text) => text.toLowerCase()): boolean {
  const needle = normalize((search ?? '').trim());
  if (needle === '') return true;
  return values.some((value) => normalize(value).includes(needle));
}

/** The contact-submission filter of get_contact_form_data.php (status, dateFrom, dateTo, search). */
export function matchesContactFilter(row: ContactSubmission, filter: ContactSubmissionFilter = {}): boolean {
  if (filter.status && row.status !== filter.status) return false;
  if (!inRange(row.created_at, filter.dateFrom, filter.dateTo)) return false;
  return includesText([row.name, row.email, row.phone, row.company, row.subject, row.message], filter.search);
}

/** The application filter of get_career_applications.php (status, position, dateFrom, dateTo, search). */
export function matchesCareerFilter(row: CareerApplication, filter: CareerApplicationFilter = {}): boolean {
  if (filter.status && row.status !== filter.status) return false;
  if (filter.position && row.position.toLowerCase() !== filter.position.toLowerCase()) return false;
  if (!inRange(row.created_at, filter.dateFrom, filter.dateTo)) return false;
  return includesText([row.name, row.email, row.phone, row.position, row.skills, row.education], filter.search);
}

/**
 * Newest first, as the back office lists submissions. Timestamps are ASCII ("2026-02-10 12:30:00" or ISO), so they
 * compare by code point: no locale collation, which costs seconds over 100,000 rows.
 */
export const newestFirst = <T extends { created_at: string; id: number }>(a: T, b: T) =>
  a.created_at < b.created_at ? 1 : a.created_at > b.created_at ? -1 : b.id - a.id;
