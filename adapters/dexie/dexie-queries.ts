import type { Collection, Dexie } from 'dexie';
import type { CareerApplication, CareerApplicationFilter } from '../../src/domain/careers';
import { matchesCareerFilter, matchesContactFilter } from '../../src/domain/filters';
import type { ContactSubmission, ContactSubmissionFilter } from '../../src/domain/submissions';
import { setsAnyCriterion } from '../record-store/record-rules';
import { idTable } from './dexie-schema';

// Stored timestamps are ASCII ("2026-02-10 12:30:00" or ISO), so this sorts after every timestamp of a day.
const END_OF_DAY = '\uffff';

/** The created_at bounds of a day filter (YYYY-MM-DD, inclusive on both ends), or null when it names no dates. */
function dayRange(filter: { dateFrom?: string; dateTo?: string }): [string, string] | null {
  if (!filter.dateFrom && !filter.dateTo) return null;
  return [filter.dateFrom ?? '', filter.dateTo ? `${filter.dateTo}${END_OF_DAY}` : END_OF_DAY];
}

/**
 * get_contact_form_data.php over the indexes: the most selective index the filter allows picks the candidates
 * (status and day range together through [status+created_at]); the domain rule decides the rest (search).
 * The candidates are read in one getAll() and filtered in JavaScript: a Dexie .filter() would walk a cursor instead,
 * one request per row, which is many times slower at 10,000 rows (seconds on fake-indexeddb).
 */
export async function queryContactSubmissions(db: Dexie, filter: ContactSubmissionFilter): Promise<ContactSubmission[]> {
  const table = idTable(db, 'contactSubmissions');
  const range = dayRange(filter);
  let candidates: Collection<ContactSubmission, number>;
  if (filter.status && range) {
    candidates = table.where('[status+created_at]').between([filter.status, range[0]], [filter.status, range[1]], true, true);
  } else if (filter.status) {
    candidates = table.where('status').equals(filter.status);
  } else if (range) {
    candidates = table.where('created_at').between(range[0], range[1], true, true);
  } else {
    candidates = table.toCollection();
  }
  const rows = await candidates.toArray();
  return setsAnyCriterion(filter) ? rows.filter((row) => matchesContactFilter(row, filter)) : rows;
}

/** get_career_applications.php over the indexes (status, day range, position); one getAll(), then the domain rule. */
export async function queryCareerApplications(db: Dexie, filter: CareerApplicationFilter): Promise<CareerApplication[]> {
  const table = idTable(db, 'careerApplications');
  const range = dayRange(filter);
  let candidates: Collection<CareerApplication, number>;
  if (filter.status && range) {
    candidates = table.where('[status+created_at]').between([filter.status, range[0]], [filter.status, range[1]], true, true);
  } else if (filter.status) {
    candidates = table.where('status').equals(filter.status);
  } else if (filter.position) {
    // The domain rule compares positions case-insensitively; so does the index lookup.
    candidates = table.where('position').equalsIgnoreCase(filter.position);
  } else if (range) {
    candidates = table.where('created_at').between(range[0], range[1], true, true);
  } else {
    candidates = table.toCollection();
  }
  const rows = await candidates.toArray();
  return setsAnyCriterion(filter) ? rows.filter((row) => matchesCareerFilter(row, filter)) : rows;
}
