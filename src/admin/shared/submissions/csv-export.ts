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

/**
 * A UTF-8 CSV file (with byte-order mark, CRLF line ends, papaparse quoting) of every row, built in chunks with the
 * event loop free between them, so exporting 100,000 rows leaves the page responsive and progress can be shown.
 * Each page is written as soon as it arrives, while the source fetches the next one: reading and writing overlap.
 * papaparse is loaded here, on the first export, so the section's chunk does not carry it.
 */
export async function buildCsvBlob<T>({ headers, pages, toCells, onProgress, chunkRows = CSV_CHUNK_ROWS }: CsvBlobOptions<T>): Promise<Blob> {
  const { unparse } = (await import('papaparse')).default;
  // Cells are already neutralised (src/domain/csv.ts); papaparse's own escapeFormulae would quote them twice.
  const config = { newline: '\r\n', escapeFormulae: false };
  const parts: string[] = [CSV_BOM, unparse([[...headers]], config)];
  let done = 0;
  let reported = false;
  for await (const { rows, total } of pages) {
    if (!reported) onProgress?.({ done: 0, total });
    reported = true;
    for (let start = 0; start < rows.length; start += chunkRows) {
      const cells = rows.slice(start, start + chunkRows).map(toCells);
      parts.push('\r\n', unparse(cells, config));
      done += cells.length;
      onProgress?.({ done, total });
      await nextTask();
    }
  }
  return new Blob(parts, { type: 'text/csv;charset=utf-8' });
}
