import { adminMessages } from '../../../domain/messages';
import styles from './Submissions.module.css';
import type { CsvExport } from './use-csv-export';

/** 'Export CSV', or 'Exporting…' with a progress bar while the file is built. */
export function ExportButton({ csv }: { csv: CsvExport }) {
  const { progress } = csv;
  const percent = progress && progress.total > 0 ? Math.round((progress.done / progress.total) * 100) : 0;
  return (
    <div className={styles.actions}>
      <button type="button" className="btn btn--primary" onClick={() => void csv.exportRows()} disabled={progress !== null}>
        {progress ? adminMessages.submissions.exporting : 'Export CSV'}
      </button>
      {progress ? (
        <progress className={styles.progress} aria-label={adminMessages.submissions.exporting} max={100} value={percent}>
          {percent}%
        </progress>
      ) : null}
    </div>
  );
}
