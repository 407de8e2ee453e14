import { useEffect, useState } from 'react';
import { adminMessages } from '../../../domain/messages';
import { notify } from '../../../ui/notices';
import { getConfig } from '../../../config';
import { csvFileName, type CsvExportKind, type CsvRowOf } from '../../../domain/csv';
import type { CsvProgress, RowPage } from './csv-export';
import { backgroundTask } from '../../../domain/next-task';
import { buildCsvFile, prepareCsvWorker } from './csv-in-worker';
import { errorMessage } from '../failure-text';
import { saveFile } from './save-file';

export type CsvExport = {
  /** Progress while a file is being built, null otherwise. */
  progress: CsvProgress | null;
  exportRows: () => Promise<void>;
};

/**
 * Exports every row of the current filter (not just the visible page) as a CSV download, with progress: the rows are
 * read from the store page by page (`readPages`), each page turned into CSV by a worker while the next is read, times
 * in the site's zone. With no rows it says 'No data to export' (admin spec 5).
 */
export function useCsvExport<K extends CsvExportKind>({
  kind,
  total,
  readPages,
}: {
  /** Which export (admin spec 9): its columns and its file name. */
  kind: K;
  /** How many rows the filter matches. */
  total: number;
  readPages: () => AsyncIterable<RowPage<CsvRowOf[K]>>;
}): CsvExport {
  const [progress, setProgress] = useState<CsvProgress | null>(null);
  // Each export takes the prepared worker; the next one is prepared once the browser has nothing more urgent to do.
  const [exports, setExports] = useState(0);
  const hasRows = total > 0;

  useEffect(() => {
    if (!hasRows) return undefined;
    let release: (() => void) | null = null;
    let cancelled = false;
    void backgroundTask().then(() => {
      if (!cancelled) release = prepareCsvWorker(kind, getConfig().siteTimeZone);
    });
    return () => {
      cancelled = true;
      release?.();
    };
  }, [kind, hasRows, exports]);

  async function exportRows() {
    if (total === 0) {
      notify(adminMessages.submissions.noDataToExport, 'info');
      return;
    }
    setProgress({ done: 0, total });
    try {
      const blob = await buildCsvFile({ kind, timeZone: getConfig().siteTimeZone, pages: readPages(), onProgress: setProgress });
      saveFile(blob, csvFileName(kind));
    } catch (error) {
      console.error('Error exporting CSV:', error);
      notify(adminMessages.submissions.exportFailed(errorMessage(error)), 'error');
    } finally {
      setProgress(null);
      setExports((count) => count + 1);
    }
  }

  return { progress, exportRows };
}
