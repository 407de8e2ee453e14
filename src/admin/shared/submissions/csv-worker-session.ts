import { CSV_HEADERS, csvCellsOf, type CsvExportKind } from '../../../domain/csv';
import { csvFileWriter, type CsvFileWriter } from './csv-export';

/** What the page asks of the CSV worker: begin a file, add a page of rows (as many times as there are pages), end it. */
export type CsvWorkerRequest =
  | { type: 'begin'; kind: CsvExportKind; timeZone: string }
  | { type: 'rows'; rows: readonly unknown[] }
  | { type: 'end' };

/** What the worker answers: ready for rows, how many rows it wrote so far, the file, or why it failed. */
export type CsvWorkerAnswer = { type: 'ready' } | { type: 'written'; done: number } | { type: 'done'; blob: Blob } | { type: 'failed'; error: string };

/**
 * The worker's side of one export (csv-export.worker.ts runs it; tests run it in place of a worker): requests are
 * handled one after another in the order they came, and the first failure ends the session.
 */
export function csvWorkerSession(post: (answer: CsvWorkerAnswer) => void): (request: CsvWorkerRequest) => Promise<void> {
  let writer: CsvFileWriter<never> | null = null;
  let done = 0;
  let failed = false;
  let queue = Promise.resolve();

  const handle = async (request: CsvWorkerRequest) => {
    if (request.type === 'begin') {
      writer = (await csvFileWriter(CSV_HEADERS[request.kind], csvCellsOf(request.kind, request.timeZone))) as CsvFileWriter<never>;
      post({ type: 'ready' });
      return;
    }
    if (!writer) throw new Error('The export was not begun');
    if (request.type === 'rows') {
      writer.add(request.rows as never[]);
      done += request.rows.length;
      post({ type: 'written', done });
      return;
    }
    post({ type: 'done', blob: writer.blob() });
    writer = null;
  };

  return (request) => {
    queue = queue.then(async () => {
      if (failed) return;
      try {
        await handle(request);
      } catch (error) {
        failed = true;
        post({ type: 'failed', error: error instanceof Error ? error.message : String(error) });
      }
    });
    return queue;
  };
}
