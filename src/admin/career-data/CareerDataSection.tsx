import { useCallback, useMemo, useState } from 'react';
import type { Repository } from '../../data/repository';
import { useQuery } from '@tanstack/react-query';
import { careerApplicationsQueryOptions } from '../../data/queries/content-queries';
import { listQueryOptions } from '../../data/queries/list-queries';
import { useRepository } from '../../data/repository-context';
import type { CareerApplication, CareerStatus } from '../../domain/careers';
import { getConfig } from '../../config';
import { sectionLabel } from '../shell/sections';
import { CAREER_CSV_HEADERS, careerCsvRow, csvFileName } from '../../domain/csv';
import { adminMessages } from '../../domain/messages';
import { SubmissionSection } from '../shared/submissions/SubmissionSection';
import { useCsvExport } from '../shared/submissions/use-csv-export';
import { useDebouncedValue } from '../shared/submissions/use-debounced-value';
import { usePaging } from '../shared/submissions/use-paging';
import { useSubmissionActions } from '../shared/submissions/use-submission-actions';
import { useSubmissionList } from '../shared/submissions/use-submission-list';
import { CareerDetailsModal } from './CareerDetailsModal';
import { careerQuery, EMPTY_CAREER_FILTER, type CareerFilterValues } from './career-filter';
import { CareerFilters } from './CareerFilters';
import { careerStats, careerTotalNote } from './career-stats';
import { CareerTable } from './CareerTable';
import { useResumeDownload } from './use-resume-download';

const TITLE = sectionLabel('career-data');
const texts = adminMessages.submissions;
const careerStore = (repository: Repository) => repository.careerApplications;

/**
 * Career Applications (admin spec 2): filters applied by the store, statistics of the filtered rows, one page of the
 * table at a time, the six statuses saved from the dropdown, details, resume download, delete with confirmation and
 * CSV export of every filtered row.
 */
export function CareerDataSection() {
  const [filter, setFilter] = useState<CareerFilterValues>(EMPTY_CAREER_FILTER);
  const search = useDebouncedValue(filter.search);
  const position = useDebouncedValue(filter.position);
  const query = careerQuery({ ...filter, search, position });
  const queryKey = JSON.stringify(query);
  const repository = useRepository();
  const list = useSubmissionList(careerApplicationsQueryOptions(repository, query));
  const stats = useMemo(() => careerStats(list.rows), [list.rows]);
  const paging = usePaging(list.rows, queryKey);
  // The file reads as the table does: times in the site's zone (named in each cell), labels for coded values.
  const { siteTimeZone } = getConfig();
  const csv = useCsvExport({
    rows: list.rows,
    headers: CAREER_CSV_HEADERS,
    toCells: (row) => careerCsvRow(row, siteTimeZone),
    fileName: () => csvFileName('career'),
  });
  const openings = useQuery(listQueryOptions(repository, 'careerOpenings'));
  const positions = useMemo(() => [...new Set((openings.data ?? []).map((opening) => opening.title))], [openings.data]);
  const downloadResume = useResumeDownload();
  const actions = useSubmissionActions<CareerApplication, CareerStatus>({
    store: careerStore,
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
      filters={<CareerFilters value={filter} positions={positions} onChange={setFilter} />}
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
          rows={paging.visible}
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
