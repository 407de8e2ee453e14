import { memo } from 'react';
import { formatSiteTime } from '../../data/site-time';
import { CONTACT_STATUSES } from '../../domain/constants';
import { adminMessages } from '../../domain/messages';
import type { ContactStatus, ContactSubmission } from '../../domain/submissions';
import { subjectText } from '../../domain/submission-labels';
import type { DataTableColumn } from '../../ui/DataTable';
import { personColumns, SubmissionTable, submittedText } from '../shared/submissions/SubmissionTable';
import { submissionsTexts } from '../shared/submissions/submissions-texts';

export type ContactTableProps = {
  rows: readonly ContactSubmission[];
  /** Why the table may be empty: nothing matches, or the day range ends before it starts. */
  empty: 'none' | 'reversed';
  /** Statuses being saved, by submission id: shown at once, the dropdown disabled until the answer. */
  pending: ReadonlyMap<number, ContactStatus>;
  onStatusChange: (row: ContactSubmission, status: ContactStatus) => void;
  onView: (row: ContactSubmission) => void;
  onDelete: (row: ContactSubmission) => void;
};

const COLUMNS: DataTableColumn<ContactSubmission>[] = [
  ...personColumns<ContactSubmission>(),
  { key: 'subject', header: 'Subject', cell: (row) => submittedText(subjectText(row.subject)) },
  { key: 'date', header: 'Date', cell: (row) => formatSiteTime(row.created_at) },
];

/**
 * One page of contact submissions: name, email, phone, subject, date, the status dropdown, View and Delete.
 * Memoised: while another filter is being fetched the section renders again, and the page on screen stays as it is.
 */
export const ContactTable = memo(function ContactTable({ rows, empty, pending, onStatusChange, onView, onDelete }: ContactTableProps) {
  return (
    <SubmissionTable
      caption="Contact form submissions"
      empty={empty === 'reversed' ? submissionsTexts.dateRangeReversed : adminMessages.submissions.noSubmissions}
      columns={COLUMNS}
      rows={rows}
      statuses={CONTACT_STATUSES}
      statusLabel={(row) => `Status of the submission from ${row.name}`}
      pending={pending}
      onStatusChange={onStatusChange}
      actions={[
        { label: 'View', onClick: onView },
        { label: 'Delete', danger: true, onClick: onDelete },
      ]}
    />
  );
});
