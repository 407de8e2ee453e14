import { useMemo, useState } from 'react';
import type { Repository } from '../../data/repository';
import { getConfig } from '../../config';
import { sectionLabel } from '../shell/sections';
import { CONTACT_CSV_HEADERS, contactCsvRow, csvFileName } from '../../domain/csv';
import { adminMessages } from '../../domain/messages';
import type { ContactStatus, ContactSubmission } from '../../domain/submissions';
import { SubmissionSection } from '../shared/submissions/SubmissionSection';
import { useCsvExport } from '../shared/submissions/use-csv-export';
import { useDebouncedValue } from '../shared/submissions/use-debounced-value';
import { usePaging } from '../shared/submissions/use-paging';
import { useSubmissionActions } from '../shared/submissions/use-submission-actions';
import { contactSubmissionsQueryOptions } from '../../data/queries/content-queries';
import { useRepository } from '../../data/repository-context';
import { useSubmissionList } from '../shared/submissions/use-submission-list';
import { ContactDetailsModal } from './ContactDetailsModal';
import { contactQuery, EMPTY_CONTACT_FILTER, type ContactFilterValues } from './contact-filter';
import { ContactFilters } from './ContactFilters';
import { contactStats } from './contact-stats';
import { ContactTable } from './ContactTable';

const TITLE = sectionLabel('contact-data');
const texts = adminMessages.submissions;
const contactStore = (repository: Repository) => repository.contactSubmissions;

/**
 * Contact Form Submissions (admin spec 2): filters applied by the store, the statistics of the filtered rows, one page
 * of the table at a time, status saved from the dropdown, details, delete with confirmation and CSV export of every
 * filtered row.
 */
export function ContactDataSection() {
  const [filter, setFilter] = useState<ContactFilterValues>(EMPTY_CONTACT_FILTER);
  const search = useDebouncedValue(filter.search);
  const query = contactQuery({ ...filter, search });
  const queryKey = JSON.stringify(query);
  const list = useSubmissionList(contactSubmissionsQueryOptions(useRepository(), query));
  const stats = useMemo(() => contactStats(list.rows), [list.rows]);
  const paging = usePaging(list.rows, queryKey);
  // The file reads as the table does: times in the site's zone (named in each cell), labels for coded values.
  const { siteTimeZone } = getConfig();
  const csv = useCsvExport({
    rows: list.rows,
    headers: CONTACT_CSV_HEADERS,
    toCells: (row) => contactCsvRow(row, siteTimeZone),
    fileName: () => csvFileName('contact'),
  });
  const actions = useSubmissionActions<ContactSubmission, ContactStatus>({
    store: contactStore,
    patch: list.patch,
    deleted: texts.submissionDeleted,
    deleteFailed: texts.submissionDeleteFailed,
  });

  return (
    <SubmissionSection
      id="contact-data"
      title={TITLE}
      csv={csv}
      filters={<ContactFilters value={filter} onChange={setFilter} />}
      stats={{
        label: 'Submission statistics',
        tiles: [
          { label: 'New', value: stats.new },
          { label: 'Read', value: stats.read },
          { label: 'Replied', value: stats.replied },
          { label: 'Closed', value: stats.closed },
          { label: 'Total', value: stats.total },
        ],
      }}
      list={list}
      paging={paging}
      pagerLabel="Contact form submissions"
      loadingLabel={texts.loadingSubmissions}
      listName="contact submissions"
      table={
        <ContactTable
          rows={paging.visible}
          pending={actions.pending}
          onStatusChange={actions.changeStatus}
          onView={actions.setViewing}
          onDelete={actions.setDeleting}
        />
      }
      details={<ContactDetailsModal submission={actions.viewing} onClose={() => actions.setViewing(null)} />}
      actions={actions}
      confirmMessage={adminMessages.confirmDelete('submission')}
    />
  );
}
