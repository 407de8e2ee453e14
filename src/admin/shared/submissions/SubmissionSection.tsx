import type { ReactNode } from 'react';
import { adminMessages } from '../../../domain/messages';
import { Alert } from '../../../ui/Alert';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { Spinner } from '../../../ui/Spinner';
import { ExportButton } from './ExportButton';
import { StatTiles, type StatTile } from './StatTiles';
import styles from './Submissions.module.css';
import { TablePager } from './TablePager';
import type { CsvExport } from './use-csv-export';
import type { Paging } from './use-paging';
import type { SubmissionActions } from './use-submission-actions';
import type { SubmissionList } from './use-submission-list';

export type SubmissionSectionProps<T> = {
  /** The section id ('contact-data'): the heading's id is `${id}-title`. */
  id: string;
  title: string;
  csv: CsvExport;
  filters: ReactNode;
  stats: { label: string; tiles: readonly StatTile[] };
  list: SubmissionList<T>;
  paging: Paging;
  /** The table's name, also naming its pages. */
  pagerLabel: string;
  loadingLabel: string;
  /** What the list holds, for its load-failure message ('contact submissions'). */
  listName: string;
  table: ReactNode;
  details: ReactNode;
  actions: Pick<SubmissionActions<T, never>, 'deleting' | 'setDeleting' | 'deleteBusy' | 'confirmDelete'>;
  confirmMessage: string;
};

/**
 * The layout of a submission section: heading and Export CSV, filters, statistics, the table with its pager (a
 * spinner until the first answer; the previous rows dimmed while another filter loads; a failure said with its message
 * and a Retry, never shown as an empty list), details and delete dialogs.
 */
export function SubmissionSection<T>({
  id,
  title,
  csv,
  filters,
  stats,
  list,
  paging,
  pagerLabel,
  loadingLabel,
  listName,
  table,
  details,
  actions,
  confirmMessage,
}: SubmissionSectionProps<T>) {
  return (
    <section className={styles.section} aria-labelledby={`${id}-title`}>
      <div className={styles.header}>
        <h2 id={`${id}-title`}>{title}</h2>
        <ExportButton csv={csv} />
      </div>
      {filters}
      {/* Counts of a list that could not be loaded would be false zeros. */}
      {list.error === null ? <StatTiles label={stats.label} tiles={stats.tiles} /> : null}
      {list.error !== null ? (
        <Alert tone="error">
          {adminMessages.content.loadFailed(listName, list.error)}{' '}
          <button type="button" className="btn btn--secondary btn--small" onClick={list.retry} disabled={list.loading}>
            {adminMessages.submissions.retry}
          </button>
        </Alert>
      ) : list.settled ? (
        <div className={list.loading ? styles.busy : undefined} aria-busy={list.loading}>
          {table}
          <TablePager paging={paging} shown={list.rows.length} total={list.total} label={pagerLabel} />
        </div>
      ) : (
        <Spinner label={loadingLabel} />
      )}
      {details}
      <ConfirmDialog
        open={actions.deleting !== null}
        message={confirmMessage}
        busy={actions.deleteBusy}
        onConfirm={() => void actions.confirmDelete()}
        onCancel={() => actions.setDeleting(null)}
      />
    </section>
  );
}
