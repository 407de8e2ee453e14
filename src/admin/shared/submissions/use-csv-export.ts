import { useState } from 'react';
import { adminMessages } from '../../../domain/messages';
import { notify } from '../../../ui/notices';
import { buildCsvBlob, type CsvProgress } from './csv-export';
import { errorMessage } from '../failure-text';
import { saveFile } from './save-file';

export type CsvExport = {
  /** Progress while a file is being built, null otherwise. */
  progress: CsvProgress | null;
  exportRows: () => Promise<void>;
};

/**
 * Exports every row of the current filter (not just the visible page) as a CSV download, with progress: the rows are
 * read from the store (`readRows`, page by page where the store pages), then turned into CSV in chunks. With no rows
 * it says 'No data to export' (admin spec 5).
 */
export function useCsvExport<T>({
  total,
  readRows,
  headers,
  toCells,
  fileName,
}: {
  /** How many rows the filter matches. */
  total: number;
  readRows: (onProgress: (done: number, total: number) => void) => Promise<readonly T[]>;
  headers: readonly string[];
  toCells: (row: T) => string[];
  fileName: () => string;
}): CsvExport {
  const [progress, setProgress] = useState<CsvProgress | null>(null);

  async function exportRows() {
    if (total === 0) {
      notify(adminMessages.submissions.noDataToExport, 'info');
      return;
    }
    // Reading counts as the first half of the bar, building the file as the second.
    setProgress({ done: 0, total: total * 2 });
    try {
      const rows = await readRows((done, all) => setProgress({ done, total: all * 2 }));
      const blob = await buildCsvBlob({
        headers,
        rows,
        toCells,
        onProgress: ({ done, total: all }) => setProgress({ done: all + done, total: all * 2 }),
      });
      saveFile(blob, fileName());
    } catch (error) {
      console.error('Error exporting CSV:', error);
      notify(adminMessages.submissions.exportFailed(errorMessage(error)), 'error');
    } finally {
      setProgress(null);
    }
  }

  return { progress, exportRows };
}
