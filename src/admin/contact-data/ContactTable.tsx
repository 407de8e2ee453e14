import { memo } from 'react';
import { CONTACT_STATUSES } from '../../domain/constants';
import { adminMessages } from '../../domain/messages';
import type { ContactStatus, ContactSubmission } from '../../domain/submissions';
import { formatDateTime, titleFromSegment } from '../../domain/text';
import { DataTable, type DataTableColumn } from '../../ui/DataTable';
import { StatusSelect } from '../shared/submissions/StatusSelect';
import styles from '../shared/submissions/Submissions.module.css';

export type ContactTableProps = {
  rows: readonly ContactSubmission[];
  /** Statuses being saved, by submission id: shown at once, the dropdown disabled until the answer. */
  pending: ReadonlyMap<number, ContactStatus>;
  onStatusChange: (row: ContactSubmission, status: ContactStatus) => void;
  onView: (row: ContactSubmission) => void;
  onDelete: (row: ContactSubmission) => void;
};

/**
 * One page of contact submissions: name, email, phone, subject, date, the status dropdown, View and Delete.
 * Memoised: while another filter is being fetched the section renders again, and the page on screen stays as it is.
 */
export const ContactTable = memo(function ContactTable({ rows, pending, onStatusChange, onView, onDelete }: ContactTableProps) {
  const columns: DataTableColumn<ContactSubmission>[] = [
    { key: 'name', header: 'Name', cell: (row) => row.name },
    { key: 'email', header: 'Email', cell: (row) => <a href={`mailto:${row.email}`}>{row.email}</a> },
    { key: 'phone', header: 'Phone', cell: (row) => row.phone },
    { key: 'subject', header: 'Subject', cell: (row) => (row.subject ? titleFromSegment(row.subject) : '') },
    { key: 'date', header: 'Date', cell: (row) => formatDateTime(row.created_at) },
    {
      key: 'status',
      header: 'Status',
      cell: (row) => (
        <StatusSelect
          value={pending.get(row.id) ?? row.status}
          statuses={CONTACT_STATUSES}
          label={`Status of the submission from ${row.name}`}
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
          <button type="button" className="btn btn--danger btn--small" onClick={() => onDelete(row)}>
            Delete
          </button>
        </div>
      ),
    },
  ];
  return (
    <DataTable
      caption="Contact form submissions"
      columns={columns}
      rows={rows}
      // Keyed by place on the page, not by id: another page or filter then updates the rows on screen in place
      // (texts and values) instead of removing every row's elements and creating new ones.
      rowKey={(row) => rows.indexOf(row)}
      empty={adminMessages.submissions.noSubmissions}
    />
  );
});
