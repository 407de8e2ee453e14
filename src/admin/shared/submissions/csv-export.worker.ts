import { csvWorkerSession, type CsvWorkerAnswer, type CsvWorkerRequest } from './csv-worker-session';

/**
 * The CSV export's worker: turns the pages of rows the page reads into the file's text (cells, quoting, the Blob),
 * which for 100,000 rows is several hundred milliseconds the page's own thread no longer spends. One file per worker.
 */
const scope = globalThis as unknown as {
  onmessage: ((event: MessageEvent<CsvWorkerRequest>) => void) | null;
  postMessage(message: CsvWorkerAnswer): void;
};

const handle = csvWorkerSession((answer) => scope.postMessage(answer));
scope.onmessage = (event) => void handle(event.data);
