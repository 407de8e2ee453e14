import { z } from 'zod';
import type { Dataset } from './dataset';

/**
 * A dataset import in parts. A file with 100,000 submissions is too much for one request (it outlasted the general
 * timeout and then finished anyway) and for one task of the page, so an import is sent as: `begin` with everything
 * but the large tables (the store checks it and replaces everything with it), the large tables' rows in batches
 * (`rows`, each checked and added), and `finish` (the store checks that every row arrived). Every part answers
 * quickly; a part sent twice (a retry after a lost answer) is applied once, and a new import starts again from
 * `begin`, which replaces everything, so nothing is ever imported twice.
 */

/** The tables that can hold many thousands of rows: sent in batches after the rest of the dataset. */
export const STREAMED_TABLES = ['contactSubmissions', 'careerApplications', 'brochureRequests', 'files'] as const;
export type StreamedTable = (typeof STREAMED_TABLES)[number];

/**
 * Rows per batch: a batch is checked and written in well under a second, so the page keeps answering. IndexedDB takes
 * a transaction's rows in one task of the page (about 25 µs a row in Chromium, the store's put() for each), so this
 * also bounds the page's longest task during an import: 5,000 rows made tasks of 120–260 ms, 2,500 make 50–130 ms,
 * with the import as fast (100,000 rows in about 11.5 s either way; Chromium's IndexedDB itself needs about 10).
 */
export const IMPORT_BATCH_ROWS = 2_500;
/** Files travel as data: URLs; a batch of them carries at most about this many characters. */
export const IMPORT_BATCH_CHARS = 4 * 1024 * 1024;

export type DatasetImportTotals = Record<StreamedTable, number>;

export type DatasetImportPart =
  | { import_id: string; step: 'begin'; dataset: Dataset; totals: DatasetImportTotals }
  | { import_id: string; step: 'rows'; table: StreamedTable; offset: number; rows: unknown[] }
  | { import_id: string; step: 'finish' };

const importId = z.string().min(1).max(100);
const total = z.number().int().nonnegative();

/** A part as it arrives (demo_import.php); `begin`'s dataset and the rows are checked by the dataset rules. */
export const DatasetImportPartSchema = z.discriminatedUnion('step', [
  z.object({
    import_id: importId,
    step: z.literal('begin'),
    dataset: z.unknown(),
    totals: z.object({ contactSubmissions: total, careerApplications: total, brochureRequests: total, files: total }),
  }),
  z.object({ import_id: importId, step: z.literal('rows'), table: z.enum(STREAMED_TABLES), offset: total, rows: z.array(z.unknown()) }),
  z.object({ import_id: importId, step: z.literal('finish') }),
]);

/** Whether a demo_import.php body is one part of an import in parts (else it is a whole dataset). */
export function isImportPart(body: unknown): boolean {
  return typeof body === 'object' && body !== null && 'import_id' in body && 'step' in body;
}

export type DatasetImportProgress = {
  /** What is being written: 'content' (everything but the large tables), then each large table. */
  table: StreamedTable | 'content';
  /** Rows of that table written so far, and its rows in all. */
  tableDone: number;
  tableTotal: number;
  /** Records written so far, and in all (what a progress bar shows). */
  done: number;
  total: number;
};

export type DatasetImportOptions = {
  /** Called before the first part and after each part is stored. */
  onProgress?: (progress: DatasetImportProgress) => void;
};

/** A new import's id: the store ignores parts of any import but the newest. */
export function newImportId(): string {
  const random = globalThis.crypto?.randomUUID?.();
  return random ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

function batchesOf(table: StreamedTable, rows: readonly unknown[]): Array<{ offset: number; rows: unknown[] }> {
  const batches: Array<{ offset: number; rows: unknown[] }> = [];
  let start = 0;
  while (start < rows.length) {
    let end = Math.min(rows.length, start + IMPORT_BATCH_ROWS);
    if (table === 'files') {
      // Files are few but heavy: the batch ends where its data: URLs pass the size (one file at least).
      let chars = 0;
      end = start;
      do {
        chars += (rows[end] as { data_url?: string }).data_url?.length ?? 0;
        end += 1;
      } while (end < rows.length && end - start < IMPORT_BATCH_ROWS && chars + ((rows[end] as { data_url?: string }).data_url?.length ?? 0) <= IMPORT_BATCH_CHARS);
    }
    batches.push({ offset: start, rows: rows.slice(start, end) });
    start = end;
  }
  return batches;
}

/** Everything but the large tables (they are sent empty in `begin`). */
export function withoutStreamedTables(dataset: Dataset): Dataset {
  return { ...dataset, contactSubmissions: [], careerApplications: [], brochureRequests: [], files: [] };
}

const recordCount = (dataset: Dataset) =>
  Object.values(dataset).reduce<number>((sum, value) => sum + (Array.isArray(value) ? value.length : 1), 0);

/**
 * Sends `dataset` in parts through `send` (the next part once the previous one is stored), reporting progress.
 * `pause` runs between parts (a local store yields to the page there).
 */
export async function importInParts(
  dataset: Dataset,
  send: (part: DatasetImportPart) => Promise<void>,
  { onProgress, pause }: DatasetImportOptions & { pause?: () => Promise<void> } = {},
): Promise<void> {
  const id = newImportId();
  const core = withoutStreamedTables(dataset);
  const totals = Object.fromEntries(STREAMED_TABLES.map((table) => [table, dataset[table].length])) as DatasetImportTotals;
  const coreCount = recordCount(core);
  const all = coreCount + STREAMED_TABLES.reduce((sum, table) => sum + totals[table], 0);
  let done = 0;
  onProgress?.({ table: 'content', tableDone: 0, tableTotal: coreCount, done, total: all });
  await send({ import_id: id, step: 'begin', dataset: core, totals });
  done += coreCount;
  onProgress?.({ table: 'content', tableDone: coreCount, tableTotal: coreCount, done, total: all });
  // Two batches in flight: the store writes one while the next is sent and checked, so neither waits for the other.
  const inFlight = new Set<Promise<void>>();
  for (const table of STREAMED_TABLES) {
    for (const batch of batchesOf(table, dataset[table])) {
      await pause?.();
      const sent: Promise<void> = send({ import_id: id, step: 'rows', table, offset: batch.offset, rows: batch.rows }).then(() => {
        inFlight.delete(sent);
        done += batch.rows.length;
        onProgress?.({ table, tableDone: batch.offset + batch.rows.length, tableTotal: totals[table], done, total: all });
      });
      inFlight.add(sent);
      // A failure is thrown below (race or all); this keeps a second failing batch from being reported as unhandled.
      sent.catch(() => undefined);
      if (inFlight.size >= BATCHES_IN_FLIGHT) await Promise.race(inFlight);
    }
  }
  await Promise.all(inFlight);
  await send({ import_id: id, step: 'finish' });
}

const BATCHES_IN_FLIGHT = 2;
