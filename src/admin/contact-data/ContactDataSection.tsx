import { useCallback, useMemo, useState } from 'react';
import { useRepository } from '../../data/repository-context';
import { ADMIN_SECTIONS } from '../../domain/constants';
import { CONTACT_CSV_HEADERS, contactCsvRow, csvFileName } from '../../domain/csv';
import { adminMessages } from '../../domain/messages';
import type { ContactStatus, ContactSubmission } from '../../domain/submissions';
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
import { ContactDetailsModal } from './ContactDetailsModal';
import { contactQuery, EMPTY_CONTACT_FILTER, type ContactFilterValues } from './contact-filter';
import { ContactFilters } from './ContactFilters';
import { contactStats } from './contact-stats';
import { ContactTable } from './ContactTable';

const TITLE = ADMIN_SECTIONS.find((section) => section.id === 'contact-data')?.label ?? 'Contact Form Data';
const texts = adminMessages.submissions;

/**
 * Contact Form Submissions (admin spec 2): filters applied by the store, the statistics of the filtered rows, one page
 * of the table at a time, status saved from the dropdown, details, delete with confirmation and CSV export of every
 * filtered row.
 */
export function ContactDataSection() {
  const repository = useRepository();
  const [filter, setFilter] = useState<ContactFilterValues>(EMPTY_CONTACT_FILTER);
  const search = useDebouncedValue(filter.search);
  const query = contactQuery({ ...filter, search });
  const queryKey = JSON.stringify(query);
  const list = useSubmissionList(queryKey, (repo) => repo.contactSubmissions.list(query), 'contact submissions');
  const stats = useMemo(() => contactStats(list.rows), [list.rows]);
  const paging = usePaging(list.rows, queryKey);
  const csv = useCsvExport({ rows: list.rows, headers: CONTACT_CSV_HEADERS, toCells: contactCsvRow, fileName: () => csvFileName('contact') });

  const [pending, setPending] = useState<ReadonlyMap<number, ContactStatus>>(new Map());
  const [viewing, setViewing] = useState<ContactSubmission | null>(null);
  const [deleting, setDeleting] = useState<ContactSubmission | null>(null);
  const [deleteBusy, setDeleteBusy] = useState(false);

  const { patch } = list;
  // Stable, so the memoised table is not rendered again while nothing on its page changed.
  const changeStatus = useCallback(
    (row: ContactSubmission, status: ContactStatus) => {
      void (async () => {
        setPending((current) => withPendingStatus(current, row.id, status));
        try {
          await repository.contactSubmissions.updateStatus(row.id, status);
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

  async function confirmDelete() {
    if (!deleting) return;
    setDeleteBusy(true);
    try {
      await repository.contactSubmissions.remove(deleting.id);
      const id = deleting.id;
      list.patch((rows) => rows.filter((r) => r.id !== id));
      notify(texts.submissionDeleted, 'success');
    } catch (error) {
      notify(texts.submissionDeleteFailed(errorMessage(error)), 'error');
    } finally {
      setDeleteBusy(false);
      setDeleting(null);
    }
  }

  return (
    <section className={styles.section} aria-labelledby="contact-data-title">
      <div className={styles.header}>
        <h2 id="contact-data-title">{TITLE}</h2>
        <ExportButton csv={csv} />
      </div>
      <ContactFilters value={filter} onChange={setFilter} />
      <StatTiles
        label="Submission statistics"
        tiles={[
          { label: 'New', value: stats.new },
          { label: 'Read', value: stats.read },
          { label: 'Replied', value: stats.replied },
          { label: 'Closed', value: stats.closed },
          { label: 'Total', value: stats.total },
        ]}
      />
      {list.settled ? (
        <div className={list.loading ? styles.busy : undefined} aria-busy={list.loading}>
          <ContactTable
            rows={paging.visible}
            pending={pending}
            onStatusChange={changeStatus}
            onView={setViewing}
            onDelete={setDeleting}
          />
          <TablePager paging={paging} total={list.rows.length} label="Contact form submissions" />
        </div>
      ) : (
        <Spinner label={texts.loadingSubmissions} />
      )}
      <ContactDetailsModal submission={viewing} onClose={() => setViewing(null)} />
      <ConfirmDialog
        open={deleting !== null}
        message={adminMessages.confirmDelete('submission')}
        busy={deleteBusy}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      />
    </section>
  );
}
