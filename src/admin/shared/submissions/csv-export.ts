import { nextTask } from '../../../domain/next-task';
import { CSV_BOM } from '../../../domain/csv';

export type CsvProgress = { done: number; total: number };

/** Rows turned into CSV text between two yields: small enough that no task runs long enough to freeze input. */
export const CSV_CHUNK_ROWS = 5000;

/** Rows as they are read: a page at a time, with how many the whole export has. */
export type RowPage<T> = { rows: readonly T[]; total: number };

export type CsvBlobOptions<T> = {
  headers: readonly string[];
  /** The rows, page after page (see rowPages in src/data/queries/content-queries.ts). */
  pages: AsyncIterable<RowPage<T>>;
  toCells: (row: T) => string[];
  onProgress?: (progress: CsvProgress) => void;
  chunkRows?: number;
};

/** Rows already at hand, as the one page of an export. */
export async function* onePage<T>(rows: readonly T[]): AsyncGenerator<RowPage<T>> {
  yield { rows, total: rows.length };
}

/** A CSV file being written: rows go in as they come, the file comes out at the end. */
export type CsvFileWriter<T> = {
  /** Appends the rows' lines. */
  add(rows: readonly T[]): void;
  /** The file: UTF-8 with byte-order mark, CRLF line ends. */
  blob(): Blob;
};

/**
 * A writer of one CSV file (papaparse quoting), for the page and for the export worker alike. papaparse is loaded
 * here, on the first export, so the section's chunk does not carry it.
 */
export async function csvFileWriter<T>(headers: readonly string[], toCells: (row: T) => string[]): Promise<CsvFileWriter<T>> {
  const { unparse } = (await import('papaparse')).default;
  // Cells are already neutralised (src/domain/csv.ts); papaparse's own escapeFormulae would quote them twice.
  const config = { newline: '\r\n', escapeFormulae: false };
  const type = 'text/csv;charset=utf-8';
  // Each part is encoded as it is added (a Blob of its text), so the file at the end only joins them: encoding
  // 20 MB of text in one go would hold the last step of a 100,000-row export for over 100 ms.
  const parts: Blob[] = [new Blob([CSV_BOM, unparse([[...headers]], config)], { type })];
  return {
    add(rows) {
      if (rows.length > 0) parts.push(new Blob(['\r\n', unparse(rows.map(toCells), config)], { type }));
    },
    blob: () => new Blob(parts, { type }),
  };
}

/**
 * A UTF-8 CSV file (with byte-order mark, CRLF line ends, papaparse quoting) of every row, built on this thread in
 * chunks with the event loop free between them, so exporting 100,000 rows leaves the page responsive and progress can
 * be shown. Each page is written as soon as it arrives, while the source fetches the next one: reading and writing
 * overlap. The back office builds its files in a worker (csv-in-worker.ts); this is where it has none.
 */
export async function buildCsvBlob<T>({ headers, pages, toCells, onProgress, chunkRows = CSV_CHUNK_ROWS }: CsvBlobOptions<T>): Promise<Blob> {
  const writer = await csvFileWriter(headers, toCells);
  let done = 0;
  let reported = false;
  for await (const { rows, total } of pages) {
    if (!reported) onProgress?.({ done: 0, total });
    reported = true;
    for (let start = 0; start < rows.length; start += chunkRows) {
      const chunk = rows.slice(start, start + chunkRows);
      writer.add(chunk);
      done += chunk.length;
      onProgress?.({ done, total });
      await nextTask();
    }
  }
  return writer.blob();
}
