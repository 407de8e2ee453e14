import { useCallback, useMemo, useState } from 'react';
import { useRepository } from '../../data/repository-context';
import { useResource } from '../../data/use-resource';
import type { CareerApplication, CareerStatus } from '../../domain/careers';
import { ADMIN_SECTIONS } from '../../domain/constants';
import { CAREER_CSV_HEADERS, careerCsvRow, csvFileName } from '../../domain/csv';
import { adminMessages } from '../../domain/messages';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { notify } from '../../ui/notices';
import { Spinner } from '../../ui/Spinner';
import { ExportButton } from '../shared/submissions/ExportButton';
import { errorMessage, failureText } from '../shared/submissions/failure-text';
import { StatTiles } from '../shared/submissions/StatTiles';
import styles from '../shared/submissions/Submissions.module.css';
import { withPendingStatus } from '../shared/submissions/pending-statuses';
import { TablePager } from '../shared/submissions/TablePager';
import { useCsvExport } from '../shared/submissions/use-csv-export';
import { useDebouncedValue } from '../shared/submissions/use-debounced-value';
import { usePaging } from '../shared/submissions/use-paging';
import { useSubmissionList } from '../shared/submissions/use-submission-list';
import { CareerDetailsModal } from './CareerDetailsModal';
import { careerQuery, EMPTY_CAREER_FILTER, type CareerFilterValues } from './career-filter';
import { CareerFilters } from './CareerFilters';
import { careerStats } from './career-stats';
import { CareerTable } from './CareerTable';
import { useResumeDownload } from './use-resume-download';

const TITLE = ADMIN_SECTIONS.find((section) => section.id === 'career-data')?.label ?? 'Career Form Data';
const texts = adminMessages.submissions;

/**
 * Career Applications (admin spec 2): filters applied by the store, statistics of the filtered rows, one page of the
 * table at a time, the six statuses saved from the dropdown, details, resume download, delete with confirmation and
 * CSV export of every filtered row.
 */
export function CareerDataSection() {
  const repository = useRepository();
  const [filter, setFilter] = useState<CareerFilterValues>(EMPTY_CAREER_FILTER);
  const search = useDebouncedValue(filter.search);
  const position = useDebouncedValue(filter.position);
  const query = careerQuery({ ...filter, search, position });
  const queryKey = JSON.stringify(query);
  const list = useSubmissionList(queryKey, (repo) => repo.careerApplications.list(query), 'career applications');
  const stats = useMemo(() => careerStats(list.rows), [list.rows]);
  const paging = usePaging(list.rows, queryKey);
  const csv = useCsvExport({ rows: list.rows, headers: CAREER_CSV_HEADERS, toCells: careerCsvRow, fileName: () => csvFileName('career') });
  const openings = useResource('career-openings', (repo) => repo.careerOpenings.list());
  const positions = useMemo(() => [...new Set((openings.data ?? []).map((opening) => opening.title))], [openings.data]);
  const downloadResume = useResumeDownload();

  const [pending, setPending] = useState<ReadonlyMap<number, CareerStatus>>(new Map());
  const [viewing, setViewing] = useState<CareerApplication | null>(null);
  const [deleting, setDeleting] = useState<CareerApplication | null>(null);
  const [deleteBusy, setDeleteBusy] = useState(false);

  const { patch } = list;
  // Stable, so the memoised table is not rendered again while nothing on its page changed.
  const changeStatus = useCallback(
    (row: CareerApplication, status: CareerStatus) => {
      void (async () => {
        setPending((current) => withPendingStatus(current, row.id, status));
        try {
          await repository.careerApplications.updateStatus(row.id, status);
          patch((rows) => rows.map((r) => (r.id === row.id ? { ...r, status } : r)));
          notify(texts.statusUpdated, 'success');
        } catch (error) {
          notify(failureText(error, texts.statusFailed, texts.statusError), 'error');
        } finally {
          setPending((current) => withPendingStatus(current, row.id, null));
        }
      })();
    },
    [repository, patch],
  );
  const onDownload = useCallback((row: CareerApplication) => void downloadResume(row), [downloadResume]);

  async function confirmDelete() {
    if (!deleting) return;
    const id = deleting.id;
    setDeleteBusy(true);
    try {
      await repository.careerApplications.remove(id);
      list.patch((rows) => rows.filter((r) => r.id !== id));
      notify(texts.applicationDeleted, 'success');
    } catch (error) {
      notify(texts.applicationDeleteFailed(errorMessage(error)), 'error');
    } finally {
      setDeleteBusy(false);
      setDeleting(null);
    }
  }

  return (
    <section className={styles.section} aria-labelledby="career-data-title">
      <div className={styles.header}>
        <h2 id="career-data-title">{TITLE}</h2>
        <ExportButton csv={csv} />
      </div>
      <CareerFilters value={filter} positions={positions} onChange={setFilter} />
      <StatTiles
        label="Application statistics"
        tiles={[
          { label: 'New', value: stats.new },
          { label: 'Reviewed', value: stats.reviewed },
          { label: 'Shortlisted', value: stats.shortlisted },
          { label: 'Hired', value: stats.hired },
          { label: 'Total', value: stats.total },
        ]}
      />
      {list.settled ? (
        <div className={list.loading ? styles.busy : undefined} aria-busy={list.loading}>
          <CareerTable
            rows={paging.visible}
            pending={pending}
            onStatusChange={changeStatus}
            onView={setViewing}
            onDownload={onDownload}
            onDelete={setDeleting}
          />
          <TablePager paging={paging} total={list.rows.length} label="Career applications" />
        </div>
      ) : (
        <Spinner label={texts.loadingApplications} />
      )}
      <CareerDetailsModal application={viewing} onClose={() => setViewing(null)} onDownload={(row) => void downloadResume(row)} />
      <ConfirmDialog
        open={deleting !== null}
        message={adminMessages.confirmDelete('application')}
        busy={deleteBusy}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      />
    </section>
  );
}
