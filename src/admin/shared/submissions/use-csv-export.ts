import { useState } from 'react';
import { adminMessages } from '../../../domain/messages';
import { notify } from '../../../ui/notices';
import { buildCsvBlob, type CsvProgress, type RowPage } from './csv-export';
import { errorMessage } from '../failure-text';
import { saveFile } from './save-file';

export type CsvExport = {
  /** Progress while a file is being built, null otherwise. */
  progress: CsvProgress | null;
  exportRows: () => Promise<void>;
};

/**
 * Exports every row of the current filter (not just the visible page) as a CSV download, with progress: the rows are
 * read from the store page by page (`readPages`), each page turned into CSV in chunks while the next is read. With no
 * rows it says 'No data to export' (admin spec 5).
 */
export function useCsvExport<T>({
  total,
  readPages,
  headers,
  toCells,
  fileName,
}: {
  /** How many rows the filter matches. */
  total: number;
  readPages: () => AsyncIterable<RowPage<T>>;
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
    setProgress({ done: 0, total });
    try {
      const blob = await buildCsvBlob({ headers, pages: readPages(), toCells, onProgress: setProgress });
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
