import { Dexie, type Collection, type Table } from 'dexie';
import type { CareerApplication, CareerApplicationFilter } from '../../src/domain/careers';
import { matchesCareerFilter, matchesContactFilter, newestFirst } from '../../src/domain/filters';
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

/** The rows of one status, through [status+created_at] (the tables keep no index on status alone). */
function byStatus<T>(table: Table<T, number>, status: string): Collection<T, number> {
  return table.where('[status+created_at]').between([status, ''], [status, END_OF_DAY], true, true);
}

/** Each status present in a submission table with its row count, one index range per status (skip scan). */
async function statusCounts<T extends Row>(table: Table<T, number>): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  let next = await table.orderBy('[status+created_at]').first();
  while (next) {
    const status = next.status;
    counts[status] = await byStatus(table, status).count();
    next = await table.where('[status+created_at]').above([status, END_OF_DAY]).first();
  }
  return counts;
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
    candidates = byStatus(table, filter.status);
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
    candidates = byStatus(table, filter.status);
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

/** Rows read from IndexedDB per request while a list cache fills: each read is a short task, not one long one. */
const CACHE_CHUNK_ROWS = 10_000;

type Row = { id: number; created_at: string; status: string };


/**
 * Every row of one submission table in memory, newest first, so a back office paging through 100,000 submissions does
 * not read (and structured-clone) the whole table on every page, filter or status change. The cache follows this
 * store's own writes in place (a status change keeps it), and is dropped when another tab or connection changes the
 * table (Dexie's storagemutated event, which also reaches this tab from others through a BroadcastChannel).
 */
export type ListCache<T extends Row> = {
  rows(): Promise<T[]>;
  /** Each row's searched fields, lower-cased and joined, aligned with `rows` (built once per snapshot, in chunks). */
  texts(rows: T[]): Promise<string[]>;
  /** A write of this store: applied to the cached rows; `write` runs with the table's change events treated as ours. */
  own<R>(write: () => Promise<R>, change?: (rows: T[]) => T[] | null): Promise<R>;
  drop(): void;
  /** Whether the rows are in memory now. */
  ready(): boolean;
};

export function createListCache<T extends Row>(db: Dexie, table: string, searched: (row: T) => readonly string[]): ListCache<T> {
  let cached: T[] | null = null;
  const textsOf = new WeakMap<T[], Promise<string[]>>();
  let loading: Promise<T[]> | null = null;
  let ownWrites = 0;
  let generation = 0;
  const marker = `/${db.name}/${table}/`;
  Dexie.on('storagemutated', (parts) => {
    if (ownWrites > 0) return;
    if (Object.keys(parts).some((key) => key.includes(marker))) {
      cached = null;
      loading = null;
      generation += 1;
    }
  });

  async function load(): Promise<T[]> {
    const started = generation;
    const rows: T[] = [];
    const store = db.table<T, number>(table);
    let after = -Infinity;
    for (;;) {
      const chunk = await store.where(':id').above(after).limit(CACHE_CHUNK_ROWS).toArray();
      rows.push(...chunk);
      if (chunk.length < CACHE_CHUNK_ROWS) break;
      after = chunk[chunk.length - 1]!.id;
    }
    rows.sort(newestFirst);
    if (started === generation) cached = rows;
    return rows;
  }

  async function buildTexts(rows: T[]): Promise<string[]> {
    const texts: string[] = new Array<string>(rows.length);
    for (let start = 0; start < rows.length; start += CACHE_CHUNK_ROWS) {
      const end = Math.min(rows.length, start + CACHE_CHUNK_ROWS);
      for (let index = start; index < end; index += 1) texts[index] = searched(rows[index]!).join('\u0000').toLowerCase();
      // The page stays responsive while 100,000 rows are prepared.
      if (end < rows.length) await new Promise((resolve) => setTimeout(resolve, 0));
    }
    return texts;
  }

  return {
    texts(rows) {
      let texts = textsOf.get(rows);
      if (!texts) {
        texts = buildTexts(rows);
        textsOf.set(rows, texts);
      }
      return texts;
    },
    rows() {
      if (cached) return Promise.resolve(cached);
      loading ??= load().finally(() => {
        loading = null;
      });
      return loading;
    },
    async own(write, change) {
      ownWrites += 1;
      try {
        const result = await write();
        if (cached) {
          const next = change ? change(cached) : null;
          if (next) cached = next;
          else {
            cached = null;
            generation += 1;
          }
        } else if (loading) {
          // A load under way may have read the table before this write: it must not become the cache.
          loading = null;
          generation += 1;
        }
        return result;
      } finally {
        ownWrites -= 1;
      }
    },
    ready: () => cached !== null,
    drop() {
      cached = null;
      loading = null;
      generation += 1;
    },
  };
}

/** The cached rows (newest first) that match `matches`; an unfiltered list is the cache's own copy. */
export async function queryCached<T extends Row, F extends { search?: string }>(
  cache: ListCache<T>,
  filter: F,
  matches: (row: T, filter: F) => boolean,
): Promise<T[]> {
  const rows = await cache.rows();
  if (!setsAnyCriterion(filter)) return rows.slice();
  const needle = filter.search?.trim().toLowerCase() ?? '';
  if (needle === '') return rows.filter((row) => matches(row, filter));
  // A search first narrows by the prepared texts (one includes() per row); the domain rule then decides.
  const texts = await cache.texts(rows);
  const found: T[] = [];
  for (let index = 0; index < rows.length; index += 1) {
    if (texts[index]!.includes(needle) && matches(rows[index]!, filter)) found.push(rows[index]!);
  }
  return found;
}

/** A cache change for `put`: the row replaced where it is (its date is unchanged) or, when new or moved, a reload. */
export function replaceRow<T extends Row>(record: T) {
  return (rows: T[]): T[] | null => {
    const index = rows.findIndex((row) => row.id === record.id);
    if (index < 0 || rows[index]!.created_at !== record.created_at) return null;
    const next = rows.slice();
    next[index] = record;
    return next;
  };
}

export const removeRow = (id: number) => <T extends Row>(rows: T[]): T[] => rows.filter((row) => row.id !== id);

/**
 * The first pages without reading the whole table: while the in-memory copy is not there yet, a list with no filter
 * or a status alone is answered from the indexes (created_at, newest first, ties by id as newestFirst orders them;
 * counts per status by index), and the copy is filled in the background. Any other filter, or a filled copy: null.
 */
export async function quickPage<T extends Row>(
  db: Dexie,
  cache: ListCache<T>,
  table: string,
  filter: { status?: string } & Record<string, unknown>,
  request: { page: number; perPage: number },
): Promise<{ rows: T[]; total: number; counts: Record<string, number> } | null> {
  if (cache.ready()) return null;
  const keys = Object.keys(filter).filter((key) => filter[key] !== undefined && filter[key] !== '');
  if (keys.some((key) => key !== 'status')) return null;
  const store = db.table<T, number>(table);
  // The copy is filled once this page is answered: its reads would otherwise queue before the page's.
  const fill = () => void cache.rows().catch(() => undefined);
  const counts = await statusCounts(store);
  const offset = (Math.max(1, request.page) - 1) * request.perPage;
  if (filter.status) {
    const status = filter.status;
    const rows = await byStatus(store, status)
      .reverse()
      .offset(offset)
      .limit(request.perPage)
      .toArray();
    fill();
    return { rows, total: counts[status] ?? 0, counts: { [status]: counts[status] ?? 0 } };
  }
  const rows = await store.orderBy('created_at').reverse().offset(offset).limit(request.perPage).toArray();
  fill();
  return { rows, total: Object.values(counts).reduce((sum, n) => sum + n, 0), counts };
}
