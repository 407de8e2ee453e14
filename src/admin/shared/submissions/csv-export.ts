import { nextTask } from '../../../domain/next-task';
import { CSV_BOM } from '../../../domain/csv';

export type CsvProgress = { done: number; total: number };

/** Rows turned into CSV text between two yields: small enough that no task runs long enough to freeze input. */
export const CSV_CHUNK_ROWS = 5000;

export type CsvBlobOptions<T> = {
  headers: readonly string[];
  rows: readonly T[];
  toCells: (row: T) => string[];
  onProgress?: (progress: CsvProgress) => void;
  chunkRows?: number;
};

/**
 * A UTF-8 CSV file (with byte-order mark, CRLF line ends, papaparse quoting) of every row, built in chunks with the
 * event loop free between them, so exporting 10,000 rows leaves the page responsive and progress can be shown.
 * papaparse is loaded here, on the first export, so the section's chunk does not carry it.
 */
export async function buildCsvBlob<T>({ headers, rows, toCells, onProgress, chunkRows = CSV_CHUNK_ROWS }: CsvBlobOptions<T>): Promise<Blob> {
  const { unparse } = (await import('papaparse')).default;
  // Cells are already neutralised (src/domain/csv.ts); papaparse's own escapeFormulae would quote them twice.
  const config = { newline: '\r\n', escapeFormulae: false };
  const parts: string[] = [CSV_BOM, unparse([[...headers]], config)];
  onProgress?.({ done: 0, total: rows.length });
  for (let start = 0; start < rows.length; start += chunkRows) {
    const cells = rows.slice(start, start + chunkRows).map(toCells);
    parts.push('\r\n', unparse(cells, config));
    onProgress?.({ done: Math.min(start + chunkRows, rows.length), total: rows.length });
    await nextTask();
  }
  return new Blob(parts, { type: 'text/csv;charset=utf-8' });
}
