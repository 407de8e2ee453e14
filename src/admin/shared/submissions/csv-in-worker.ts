import { CSV_HEADERS, csvCellsOf, type CsvExportKind, type CsvRowOf } from '../../../domain/csv';
import { buildCsvBlob, type CsvProgress, type RowPage } from './csv-export';
import type { CsvWorkerAnswer, CsvWorkerRequest } from './csv-worker-session';

/** The page's end of a CSV worker: requests go in, answers and the worker's own failure come back. */
export type CsvWorkerPort = {
  post(request: CsvWorkerRequest): void;
  listen(onAnswer: (answer: CsvWorkerAnswer) => void, onFailure: (error: Error) => void): void;
  terminate(): void;
};

/** A worker that has not said it is ready by then is given up, and the file is built on the page (slower, same file). */
export const CSV_WORKER_READY_MS = 10_000;

/** A module worker running csv-export.worker.ts; throws where the browser has no workers. */
export function openCsvWorker(): CsvWorkerPort {
  const worker = new Worker(new URL('./csv-export.worker.ts', import.meta.url), { type: 'module', name: 'csv-export' });
  return {
    post: (request) => worker.postMessage(request),
    listen(onAnswer, onFailure) {
      worker.onmessage = (event: MessageEvent<CsvWorkerAnswer>) => onAnswer(event.data);
      worker.onerror = (event) => {
        event.preventDefault();
        onFailure(new Error(event.message || 'The export worker failed'));
      };
    },
    terminate: () => worker.terminate(),
  };
}

/** `pages` with its first page asked for at once (not when it is first iterated), read from there on as it was. */
function readingNow<T>(pages: AsyncIterable<T>): AsyncIterable<T> {
  const iterator = pages[Symbol.asyncIterator]();
  const first = iterator.next();
  // Awaited by whoever reads the pages; a failure before then is theirs to report.
  first.catch(() => undefined);
  return {
    async *[Symbol.asyncIterator]() {
      for (let step = await first; !step.done; step = await iterator.next()) yield step.value;
    },
  };
}

/** The worker once it has loaded and said it is ready, or null when it cannot run (the page then builds the file). */
function readyWorker(open: () => CsvWorkerPort, kind: CsvExportKind, timeZone: string): Promise<CsvWorkerPort | null> {
  let port: CsvWorkerPort;
  try {
    port = open();
  } catch {
    return Promise.resolve(null);
  }
  return new Promise((resolve) => {
    const timer = setTimeout(() => give(null), CSV_WORKER_READY_MS);
    function give(answer: CsvWorkerPort | null) {
      clearTimeout(timer);
      if (!answer) port.terminate();
      resolve(answer);
    }
    // A script that cannot be loaded (an old build's chunk gone after a deploy) or a failure to begin: no worker.
    port.listen((answer) => give(answer.type === 'ready' ? port : null), () => give(null));
    port.post({ type: 'begin', kind, timeZone });
  });
}

/** A worker opened and begun ahead of an export (prepareCsvWorker), waiting for the next export of its kind. */
type PreparedWorker = { kind: CsvExportKind; timeZone: string; open: () => CsvWorkerPort; ready: Promise<CsvWorkerPort | null> };

let prepared: PreparedWorker | null = null;

function releasePrepared(): void {
  const entry = prepared;
  prepared = null;
  void entry?.ready.then((port) => port?.terminate());
}

/**
 * Opens and begins an export worker for `kind` while the list is on the screen, so the next export finds its script
 * and papaparse loaded and compiled and writes from the first page (a cold worker made the first export after a build
 * the slowest). One is kept at a time; the returned release ends it unless an export took it.
 */
export function prepareCsvWorker(kind: CsvExportKind, timeZone: string, open: () => CsvWorkerPort = openCsvWorker): () => void {
  releasePrepared();
  const entry: PreparedWorker = { kind, timeZone, open, ready: readyWorker(open, kind, timeZone) };
  prepared = entry;
  return () => {
    if (prepared === entry) releasePrepared();
  };
}

/** The prepared worker if it was begun for this export, taken (the next export prepares or opens its own). */
function takePrepared(kind: CsvExportKind, timeZone: string, open: () => CsvWorkerPort): Promise<CsvWorkerPort | null> | null {
  if (!prepared || prepared.kind !== kind || prepared.timeZone !== timeZone || prepared.open !== open) return null;
  const { ready } = prepared;
  prepared = null;
  return ready;
}

export type CsvFileOptions<K extends CsvExportKind> = {
  kind: K;
  /** The zone the times are written in (the site's). */
  timeZone: string;
  pages: AsyncIterable<RowPage<CsvRowOf[K]>>;
  onProgress?: (progress: CsvProgress) => void;
  /** Where the worker comes from (tests hand in one that runs in place). */
  openWorker?: () => CsvWorkerPort;
};

/**
 * One export's CSV file (admin spec 9), built in a worker: the page reads the rows page by page through the
 * Repository and hands each page over as it arrives; the worker turns them into text, so the page's thread only reads
 * and the two overlap. Progress counts the rows written. Without a worker the page builds the same file itself.
 */
export async function buildCsvFile<K extends CsvExportKind>({ kind, timeZone, pages: source, onProgress, openWorker = openCsvWorker }: CsvFileOptions<K>): Promise<Blob> {
  // The first page is asked for now: it travels while the worker loads.
  const pages = readingNow(source);
  const port = await (takePrepared(kind, timeZone, openWorker) ?? readyWorker(openWorker, kind, timeZone));
  if (!port) return buildCsvBlob({ headers: CSV_HEADERS[kind], pages, toCells: csvCellsOf(kind, timeZone), onProgress });
  let total = 0;
  let failure: Error | null = null;
  try {
    const file = new Promise<Blob>((resolve, reject) => {
      const fail = (error: Error) => {
        failure = error;
        reject(error);
      };
      port.listen((answer) => {
        if (answer.type === 'written') onProgress?.({ done: answer.done, total });
        else if (answer.type === 'done') resolve(answer.blob);
        else if (answer.type === 'failed') fail(new Error(answer.error));
      }, fail);
    });
    // Awaited below; until then a failure is kept in `failure` and ends the reading.
    file.catch(() => undefined);
    let first = true;
    for await (const page of pages) {
      if (failure) throw failure;
      if (first) {
        total = page.total;
        onProgress?.({ done: 0, total });
        first = false;
      }
      port.post({ type: 'rows', rows: page.rows });
    }
    port.post({ type: 'end' });
    return await file;
  } finally {
    port.terminate();
  }
}
