import { useCallback, useMemo } from 'react';
import { careerApplicationMutations } from '../../data/mutations/career-mutations';
import { useQuery } from '@tanstack/react-query';
import { careerApplicationsPageQueryOptions, rowPages } from '../../data/queries/content-queries';
import { listQueryOptions } from '../../data/queries/list-queries';
import { useRepository } from '../../data/repository-context';
import type { CareerApplication, CareerStatus } from '../../domain/careers';
import { sectionLabel } from '../shell/sections';
import { adminMessages } from '../../domain/messages';
import { SubmissionSection } from '../shared/submissions/SubmissionSection';
import { useCsvExport } from '../shared/submissions/use-csv-export';
import { useDebouncedValue, useSearchText } from '../shared/submissions/use-debounced-value';
import { useListParams } from '../shared/submissions/use-list-params';
import { paging as pagingOf } from '../shared/submissions/use-paging';
import { rangeReversed } from '../shared/submissions/SubmissionFilters';
import { CAREER_STATUSES } from '../../domain/constants';
import { useSubmissionActions } from '../shared/submissions/use-submission-actions';
import { useSubmissionList } from '../shared/submissions/use-submission-list';
import { CareerDetailsModal } from './CareerDetailsModal';
import { CAREER_PARAM_NAMES, careerQuery, EMPTY_CAREER_FILTER } from './career-filter';
import { CareerFilters } from './CareerFilters';
import { careerStats, careerTotalNote } from './career-stats';
import { CareerTable } from './CareerTable';
import { useResumeDownload } from './use-resume-download';

const TITLE = sectionLabel('career-data');
const texts = adminMessages.submissions;
const ALLOWED = { status: CAREER_STATUSES };
const TYPED = ['search', 'position'] as const;

/**
 * Career Applications (admin spec 2): filters applied by the store, statistics of the filtered rows, one page of the
 * table at a time, the six statuses saved from the dropdown, details, resume download, delete with confirmation and
 * CSV export of every filtered row.
 */
export function CareerDataSection() {
  const params = useListParams({ empty: EMPTY_CAREER_FILTER, names: CAREER_PARAM_NAMES, allowed: ALLOWED, typed: TYPED });
  const { filter } = params;
  const [search, searchNow] = useSearchText(filter.search);
  const position = useDebouncedValue(filter.position);
  const query = useMemo(() => careerQuery({ ...filter, search, position }), [filter, search, position]);
  const repository = useRepository();
  const list = useSubmissionList(careerApplicationsPageQueryOptions(repository, query, { page: params.page, perPage: params.pageSize }));
  const stats = useMemo(() => careerStats(list.counts, list.total), [list.counts, list.total]);
  const paging = pagingOf(list.total, params, params);
  const readPages = useCallback(() => rowPages(repository.careerApplications, query), [repository, query]);
  // The file reads as the table does: times in the site's zone (named in each cell), labels for coded values.
  const csv = useCsvExport({ kind: 'career', total: list.total, readPages });
  const openings = useQuery(listQueryOptions(repository, 'careerOpenings'));
  const positions = useMemo(() => [...new Set((openings.data ?? []).map((opening) => opening.title))], [openings.data]);
  const downloadResume = useResumeDownload();
  const actions = useSubmissionActions<CareerApplication, CareerStatus>({
    writes: careerApplicationMutations,
    patch: list.patch,
    deleted: texts.applicationDeleted,
    deleteFailed: texts.applicationDeleteFailed,
  });
  const onDownload = useCallback((row: CareerApplication) => void downloadResume(row), [downloadResume]);

  return (
    <SubmissionSection
      id="career-data"
      title={TITLE}
      csv={csv}
      filters={<CareerFilters value={filter} positions={positions} onChange={params.setFilter} onSearchNow={searchNow} />}
      stats={{
        label: 'Application statistics',
        tiles: [
          { label: 'New', value: stats.new },
          { label: 'Reviewed', value: stats.reviewed },
          { label: 'Shortlisted', value: stats.shortlisted },
          { label: 'Hired', value: stats.hired },
          { label: 'Total', value: stats.total, note: careerTotalNote(stats) },
        ],
      }}
      list={list}
      paging={paging}
      pagerLabel="Career applications"
      loadingLabel={texts.loadingApplications}
      listName="career applications"
      table={
        <CareerTable
          rows={list.rows}
          empty={rangeReversed(filter) ? 'reversed' : 'none'}
          pending={actions.pending}
          onStatusChange={actions.changeStatus}
          onView={actions.setViewing}
          onDownload={onDownload}
          onDelete={actions.setDeleting}
        />
      }
      details={<CareerDetailsModal application={actions.viewing} onClose={() => actions.setViewing(null)} onDownload={onDownload} />}
      actions={actions}
      confirmMessage={adminMessages.confirmDelete('application')}
    />
  );
}
