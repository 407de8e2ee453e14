import { memo } from 'react';
import { formatSiteTime } from '../../data/site-time';
import type { CareerApplication, CareerStatus } from '../../domain/careers';
import { CAREER_STATUSES } from '../../domain/constants';
import { adminMessages } from '../../domain/messages';
import { experienceText } from '../../domain/submission-labels';
import type { DataTableColumn } from '../../ui/DataTable';
import { personColumns, SubmissionTable, submittedText } from '../shared/submissions/SubmissionTable';
import { submissionsTexts } from '../shared/submissions/submissions-texts';

export type CareerTableProps = {
  rows: readonly CareerApplication[];
  /** Why the table may be empty: nothing matches, or the day range ends before it starts. */
  empty: 'none' | 'reversed';
  /** Statuses being saved, by application id: shown at once, the dropdown disabled until the answer. */
  pending: ReadonlyMap<number, CareerStatus>;
  onStatusChange: (row: CareerApplication, status: CareerStatus) => void;
  onView: (row: CareerApplication) => void;
  onDownload: (row: CareerApplication) => void;
  onDelete: (row: CareerApplication) => void;
};

const COLUMNS: DataTableColumn<CareerApplication>[] = [
  ...personColumns<CareerApplication>(),
  { key: 'position', header: 'Position', cell: (row) => submittedText(row.position) },
  { key: 'experience', header: 'Experience', cell: (row) => experienceText(row.experience) },
  { key: 'date', header: 'Applied', cell: (row) => formatSiteTime(row.created_at) },
];

/**
 * One page of applications: name, email, phone, position, experience, date, status dropdown, View, Resume, Delete.
 * Memoised: while another filter is being fetched the section renders again, and the page on screen stays as it is.
 */
export const CareerTable = memo(function CareerTable({ rows, empty, pending, onStatusChange, onView, onDownload, onDelete }: CareerTableProps) {
  return (
    <SubmissionTable
      caption="Career applications"
      empty={empty === 'reversed' ? submissionsTexts.dateRangeReversed : adminMessages.submissions.noApplications}
      columns={COLUMNS}
      rows={rows}
      statuses={CAREER_STATUSES}
      statusLabel={(row) => `Status of the application from ${row.name}`}
      pending={pending}
      onStatusChange={onStatusChange}
      actions={[
        { label: 'View', onClick: onView },
        // Only where a file was uploaded: a button that can only answer "no file" is not offered.
        { label: 'Resume', onClick: onDownload, offered: (row) => Boolean(row.resume_file) },
        { label: 'Delete', danger: true, onClick: onDelete },
      ]}
    />
  );
});
