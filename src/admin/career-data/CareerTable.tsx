import { memo } from 'react';
import type { CareerApplication, CareerStatus } from '../../domain/careers';
import { CAREER_STATUSES } from '../../domain/constants';
import { adminMessages } from '../../domain/messages';
import { formatDateTime } from '../../domain/text';
import { DataTable, type DataTableColumn } from '../../ui/DataTable';
import { StatusSelect } from '../shared/submissions/StatusSelect';
import styles from '../shared/submissions/Submissions.module.css';
import { experienceText } from './career-filter';

export type CareerTableProps = {
  rows: readonly CareerApplication[];
  /** Statuses being saved, by application id: shown at once, the dropdown disabled until the answer. */
  pending: ReadonlyMap<number, CareerStatus>;
  onStatusChange: (row: CareerApplication, status: CareerStatus) => void;
  onView: (row: CareerApplication) => void;
  onDownload: (row: CareerApplication) => void;
  onDelete: (row: CareerApplication) => void;
};

/**
 * One page of applications: name, email, phone, position, experience, date, status dropdown, View, Resume, Delete.
 * Memoised: while another filter is being fetched the section renders again, and the page on screen stays as it is.
 */
export const CareerTable = memo(function CareerTable({ rows, pending, onStatusChange, onView, onDownload, onDelete }: CareerTableProps) {
  const columns: DataTableColumn<CareerApplication>[] = [
    { key: 'name', header: 'Name', cell: (row) => row.name },
    { key: 'email', header: 'Email', cell: (row) => <a href={`mailto:${row.email}`}>{row.email}</a> },
    { key: 'phone', header: 'Phone', cell: (row) => row.phone },
    { key: 'position', header: 'Position', cell: (row) => row.position },
    { key: 'experience', header: 'Experience', cell: (row) => experienceText(row.experience) },
    { key: 'date', header: 'Applied', cell: (row) => formatDateTime(row.created_at) },
    {
      key: 'status',
      header: 'Status',
      cell: (row) => (
        <StatusSelect
          value={pending.get(row.id) ?? row.status}
          statuses={CAREER_STATUSES}
          label={`Status of the application from ${row.name}`}
          disabled={pending.has(row.id)}
          onChange={(status) => onStatusChange(row, status)}
        />
      ),
    },
    {
      key: 'actions',
      header: 'Actions',
      cell: (row) => (
        <div className={styles.actions}>
          <button type="button" className="btn btn--secondary btn--small" onClick={() => onView(row)}>
            View
          </button>
          <button type="button" className="btn btn--secondary btn--small" onClick={() => onDownload(row)}>
            Resume
          </button>
          <button type="button" className="btn btn--danger btn--small" onClick={() => onDelete(row)}>
            Delete
          </button>
        </div>
      ),
    },
  ];
  return (
    <DataTable
      caption="Career applications"
      columns={columns}
      rows={rows}
      // Keyed by place on the page, not by id: another page or filter then updates the rows on screen in place
      // (texts and values) instead of removing every row's elements and creating new ones.
      rowKey={(row) => rows.indexOf(row)}
      empty={adminMessages.submissions.noApplications}
    />
  );
});
