import { Dexie, type Collection, type Table } from 'dexie';
import { countByStatus } from '../../src/data/repository';
import { newestFirst } from '../../src/domain/filters';
import { setsAnyCriterion } from '../record-store/record-rules';

// Stored timestamps are ASCII ("2026-02-10 12:30:00" or ISO), so this sorts after every timestamp of a day.
const END_OF_DAY = '\uffff';

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
  /**
   * A write of this store after which the table holds exactly `rows` (a dataset replacing everything): they become
   * the copy, so the lists after an import or a reset are answered from memory instead of read back.
   */
  replaced<R>(write: () => Promise<R>, rows: readonly T[]): Promise<R>;
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
    if (started === generation) {
      cached = rows;
      // The search texts are prepared after the first answer, in chunks, so the first search does not wait for them.
      setTimeout(() => void texts(rows), 0);
    }
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

  function texts(rows: T[]): Promise<string[]> {
    let prepared = textsOf.get(rows);
    if (!prepared) {
      prepared = buildTexts(rows);
      textsOf.set(rows, prepared);
    }
    return prepared;
  }

  /** Runs a write of this store with the table's change events treated as ours, then `after` on the copy. */
  async function ours<R>(write: () => Promise<R>, after: () => void): Promise<R> {
    ownWrites += 1;
    try {
      const result = await write();
      after();
      return result;
    } finally {
      ownWrites -= 1;
    }
  }

  return {
    texts,
    rows() {
      if (cached) return Promise.resolve(cached);
      loading ??= load().finally(() => {
        loading = null;
      });
      return loading;
    },
    own: (write, change) =>
      ours(write, () => {
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
      }),
    replaced: (write, rows) =>
      ours(write, () => {
        cached = rows.slice().sort(newestFirst);
        // A load under way read the table before this write: it must not become the copy.
        loading = null;
        generation += 1;
      }),
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
 * A cache change for `bulkPut` of new rows (a batch of an import): merged into the copy in its order, newest first;
 * a reload when one of them replaces a row the copy has.
 */
export function addRows<T extends Row>(added: readonly T[]) {
  return (rows: T[]): T[] | null => {
    const ids = new Set(added.map((row) => row.id));
    if (ids.size < added.length || rows.some((row) => ids.has(row.id))) return null;
    const incoming = added.slice().sort(newestFirst);
    const merged: T[] = new Array<T>(rows.length + incoming.length);
    let a = 0;
    let b = 0;
    for (let index = 0; index < merged.length; index += 1) {
      merged[index] = b >= incoming.length || (a < rows.length && newestFirst(rows[a]!, incoming[b]!) <= 0) ? rows[a++]! : incoming[b++]!;
    }
    return merged;
  };
}

/** How deep an unfiltered list is paged from the indexes before the copy is there (it reads this many per status). */
const INDEX_PAGE_ROWS = 1_000;

/** The matching rows of one cache snapshot and their counts per status, for the last filter asked of it. */
const pagedSnapshots = new WeakMap<object, { key: string; rows: Row[]; counts: Record<string, number> }>();

/**
 * One page of a submission list. From the in-memory copy (newest first) when it is there: the filtered list and its
 * counts are kept for the copy's last filter, so paging through a list or exporting it (ten pages of 10,000 rows)
 * filters, copies and counts 100,000 rows once, not once per page; a write replaces the copy and with it what was
 * kept. Before the copy is there, a list with no filter or a status alone is answered from [status+created_at]
 * (counts per status by index; newest first, ties by id as newestFirst orders them) and the copy is filled in the
 * background. Any other filter, or a page past the first thousand rows, before the copy is there: null (the caller
 * lists and pages, which fills the copy).
 */
export async function storePage<T extends Row, F extends { search?: string; status?: string }>(
  db: Dexie,
  cache: ListCache<T>,
  table: string,
  filter: F,
  matches: (row: T, filter: F) => boolean,
  request: { page: number; perPage: number },
): Promise<{ rows: T[]; total: number; counts: Record<string, number> } | null> {
  const offset = (Math.max(1, request.page) - 1) * request.perPage;
  if (cache.ready()) {
    const snapshot = await cache.rows();
    const key = JSON.stringify(Object.entries(filter).filter(([, value]) => value !== undefined && value !== '').sort());
    let kept = pagedSnapshots.get(snapshot);
    if (kept?.key !== key) {
      const rows = setsAnyCriterion(filter) ? await queryCached(cache, filter, matches) : snapshot;
      kept = { key, rows, counts: countByStatus(rows) };
      pagedSnapshots.set(snapshot, kept);
    }
    return { rows: (kept.rows as T[]).slice(offset, offset + request.perPage), total: kept.rows.length, counts: { ...kept.counts } };
  }
  const keys = Object.keys(filter).filter((key) => filter[key as keyof F] !== undefined && filter[key as keyof F] !== '');
  if (keys.some((key) => key !== 'status')) return null;
  const store = db.table<T, number>(table);
  // The copy is filled once this page is answered: its reads would otherwise queue before the page's.
  const fill = () => void cache.rows().catch(() => undefined);
  const counts = await statusCounts(store);
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
  // Newest first across every status: each status's newest rows (its index range backwards: created_at, then id,
  // descending, as newestFirst orders them), merged. Past the first pages the copy answers instead.
  if (offset + request.perPage > INDEX_PAGE_ROWS) return null;
  const newest = await Promise.all(Object.keys(counts).map((status) => byStatus(store, status).reverse().limit(offset + request.perPage).toArray()));
  fill();
  const rows = newest.flat().sort(newestFirst).slice(offset, offset + request.perPage);
  return { rows, total: Object.values(counts).reduce((sum, n) => sum + n, 0), counts };
}
