import type { Repository } from '../../src/data/repository';
import type { Dataset } from '../../src/domain/dataset';
import {
  DatasetImportPartSchema,
  importInParts,
  STREAMED_TABLES,
  type DatasetImportPart,
  type DatasetImportTotals,
  type StreamedTable,
} from '../../src/domain/dataset-import';
import { createDatasetCheck, type DatasetCheck } from '../../src/domain/dataset-rules';
import { datasetTexts } from '../../src/domain/dataset-texts';
import { RepositoryError } from '../../src/domain/repository-error';
import type { AreaContext } from './area-context';
import { dataUrlToBlob } from './data-url';
import { checkFileData, refusal, validateDataset } from './dataset-validation';
import type { RecordStore } from './record-store';
import { nextTask } from '../../src/domain/next-task';

/** The import in parts that is being received: its id, what `begin` announced, and what has arrived since. */
type Receiving = {
  id: string;
  totals: DatasetImportTotals;
  check: DatasetCheck;
  arrived: Record<StreamedTable, number>;
  /** Each batch's write by "table:offset": a batch sent again (its answer was lost) is not stored twice. */
  batches: Map<string, Promise<void>>;
};

const invalid = (message: string) => new RepositoryError('validation', message, { status: 400 });

/** Stores a checked batch: in one write where the store can, else record by record (no store here needs that path). */
async function storeBatch(store: RecordStore, table: StreamedTable, rows: unknown[]): Promise<void> {
  if (table === 'files') {
    const files = rows as Dataset['files'];
    if (store.addImported) await store.addImported({ table, files });
    else {
      for (const file of files) {
        await store.putFile({ path: file.path, name: file.name, type: file.type, blob: dataUrlToBlob(file.data_url, file.type) });
      }
    }
    return;
  }
  const records = rows as Dataset[typeof table];
  if (store.addImported) await store.addImported({ table, rows: records });
  else await store.bulkPut(table, records);
}

/**
 * The demo dataset tools over a RecordStore: export, reset, and import, whole or in parts (src/domain/dataset-import.ts).
 * Parts are handled one at a time, in the order they arrive, so a new import's `begin` never interleaves with the
 * previous import's rows; a part of any import but the newest is refused.
 */
export function createDatasetArea({ store, files }: AreaContext, seed: () => Dataset | Promise<Dataset>): Repository['dataset'] {
  let receiving: Receiving | null = null;
  let lastFinished: string | null = null;
  let queue: Promise<unknown> = Promise.resolve();
  const oneAtATime = <T>(work: () => Promise<T>): Promise<T> => {
    const next = queue.then(work, work);
    queue = next.catch(() => undefined);
    return next;
  };

  const replace = async (value: unknown) => {
    // Validated before anything is written, so a broken dataset leaves the data untouched.
    const dataset = validateDataset(value);
    receiving = null;
    await store.replaceAll(dataset);
    files.forgetUrls();
  };

  async function begin(id: string, value: unknown, totals: DatasetImportTotals) {
    const dataset = validateDataset(value);
    const carried = STREAMED_TABLES.find((table) => dataset[table].length > 0);
    if (carried) throw invalid(`The first part of an import carries no ${carried}: they follow in batches.`);
    receiving = null;
    await store.replaceAll(dataset);
    files.forgetUrls();
    receiving = { id, totals, check: createDatasetCheck(), arrived: { contactSubmissions: 0, careerApplications: 0, brochureRequests: 0, files: 0 }, batches: new Map() };
  }

  /**
   * Checks a batch as it arrives (while the previous one may still be written) and queues its write. A batch sent
   * again answers the first one's outcome and is not stored twice.
   */
  function addRows(id: string, table: StreamedTable, offset: number, rows: unknown[]): Promise<void> {
    const current = receiving;
    if (!current || current.id !== id) throw invalid(datasetTexts.importReplaced);
    const key = `${table}:${offset}`;
    const earlier = current.batches.get(key);
    if (earlier) return earlier;
    if (offset + rows.length > current.totals[table]) throw invalid(datasetTexts.importTooMany(current.totals[table], table));
    const { check } = current;
    const before = check.count;
    const kept = check.problems.length;
    const checked = check.rows(table, rows, offset);
    if (table === 'files') checkFileData(check.report, checked as Dataset['files'], offset);
    if (check.count > before) {
      // What was written so far stays (the import is cut short); the panel says so and offers to import again.
      receiving = null;
      throw refusal(check.problems.slice(kept), check.count - before);
    }
    const write = oneAtATime(async () => {
      if (receiving !== current) throw invalid(datasetTexts.importReplaced);
      await storeBatch(store, table, checked);
      current.arrived[table] += rows.length;
    });
    current.batches.set(key, write);
    return write;
  }

  function finish(id: string) {
    if (lastFinished === id) return;
    const current = receiving;
    if (!current || current.id !== id) throw invalid(datasetTexts.importReplaced);
    const short = STREAMED_TABLES.find((table) => current.arrived[table] !== current.totals[table]);
    if (short) throw invalid(datasetTexts.importIncomplete(current.arrived[short], current.totals[short], short));
    receiving = null;
    lastFinished = id;
    files.forgetUrls();
  }

  const importPart = async (raw: DatasetImportPart) => {
    const parsed = DatasetImportPartSchema.safeParse(raw);
    if (!parsed.success) throw invalid(`Not a part of a dataset import: ${parsed.error.issues[0]?.message ?? 'unknown shape'}`);
    const part = parsed.data;
    // Writes run one at a time in arrival order; `finish` waits for the batches' writes queued before it.
    if (part.step === 'begin') return oneAtATime(() => begin(part.import_id, part.dataset, part.totals));
    if (part.step === 'finish') return oneAtATime(async () => finish(part.import_id));
    return addRows(part.import_id, part.table, part.offset, part.rows);
  };

  return {
    export: () => store.exportAll(),
    async import(dataset, options = {}) {
      // A store that writes locally takes a large dataset in parts, letting the page paint its progress in between.
      // (Only a dataset whose large tables are lists can be split; anything else is refused whole by the rules.)
      const splittable = typeof dataset === 'object' && dataset !== null && STREAMED_TABLES.every((table) => Array.isArray(dataset[table]));
      if (store.addImported && splittable) {
        await importInParts(dataset, importPart, { ...options, pause: nextTask });
        return;
      }
      const records = Object.values(dataset).reduce<number>((sum, value) => sum + (Array.isArray(value) ? value.length : 1), 0);
      options.onProgress?.({ table: 'content', tableDone: 0, tableTotal: records, done: 0, total: records });
      await oneAtATime(() => replace(dataset));
      options.onProgress?.({ table: 'content', tableDone: records, tableTotal: records, done: records, total: records });
    },
    importPart,
    reset: async () => {
      const dataset = await seed();
      await oneAtATime(() => replace(dataset));
    },
  };
}
