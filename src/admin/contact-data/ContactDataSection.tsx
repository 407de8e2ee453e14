import { useCallback, useMemo } from 'react';
import { contactSubmissionMutations } from '../../data/mutations/submission-mutations';
import { sectionLabel } from '../shell/sections';
import { CONTACT_STATUSES } from '../../domain/constants';
import { adminMessages } from '../../domain/messages';
import type { ContactStatus, ContactSubmission } from '../../domain/submissions';
import { rangeReversed } from '../shared/submissions/SubmissionFilters';
import { SubmissionSection } from '../shared/submissions/SubmissionSection';
import { useCsvExport } from '../shared/submissions/use-csv-export';
import { useSearchText } from '../shared/submissions/use-debounced-value';
import { useListParams } from '../shared/submissions/use-list-params';
import { paging as pagingOf } from '../shared/submissions/use-paging';
import { useSubmissionActions } from '../shared/submissions/use-submission-actions';
import { contactSubmissionsPageQueryOptions, rowPages } from '../../data/queries/content-queries';
import { useRepository } from '../../data/repository-context';
import { useSubmissionList } from '../shared/submissions/use-submission-list';
import { ContactDetailsModal } from './ContactDetailsModal';
import { CONTACT_PARAM_NAMES, contactQuery, EMPTY_CONTACT_FILTER } from './contact-filter';
import { ContactFilters } from './ContactFilters';
import { contactStats } from './contact-stats';
import { ContactTable } from './ContactTable';

const TITLE = sectionLabel('contact-data');
const texts = adminMessages.submissions;
const ALLOWED = { status: CONTACT_STATUSES };
const TYPED = ['search'] as const;

/**
 * Contact Form Submissions (admin spec 2): filters (kept in the address) applied by the store, the statistics of the
 * filtered rows, one page of the table at a time asked of the store, status saved from the dropdown, details, delete
 * with confirmation and CSV export of every filtered row.
 */
export function ContactDataSection() {
  const params = useListParams({ empty: EMPTY_CONTACT_FILTER, names: CONTACT_PARAM_NAMES, allowed: ALLOWED, typed: TYPED });
  const { filter } = params;
  const [search, searchNow] = useSearchText(filter.search);
  const query = useMemo(() => contactQuery({ ...filter, search }), [filter, search]);
  const repository = useRepository();
  const list = useSubmissionList(contactSubmissionsPageQueryOptions(repository, query, { page: params.page, perPage: params.pageSize }));
  const stats = useMemo(() => contactStats(list.counts, list.total), [list.counts, list.total]);
  const paging = pagingOf(list.total, params, params);
  const readPages = useCallback(() => rowPages(repository.contactSubmissions, query), [repository, query]);
  // The file reads as the table does: times in the site's zone (named in each cell), labels for coded values.
  const csv = useCsvExport({ kind: 'contact', total: list.total, readPages });
  const actions = useSubmissionActions<ContactSubmission, ContactStatus>({
    writes: contactSubmissionMutations,
    patch: list.patch,
    deleted: texts.submissionDeleted,
    deleteFailed: texts.submissionDeleteFailed,
  });

  return (
    <SubmissionSection
      id="contact-data"
      title={TITLE}
      csv={csv}
      filters={<ContactFilters value={filter} onChange={params.setFilter} onSearchNow={searchNow} />}
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
          rows={list.rows}
          empty={rangeReversed(filter) ? 'reversed' : 'none'}
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
