import type { ContactSubmission } from '../../domain/submissions';
import { formatSiteTime } from '../../data/site-time';
import { subjectText } from '../../domain/submission-labels';
import type { Detail } from '../shared/submissions/DetailsList';
import { DetailsModal } from '../shared/submissions/DetailsModal';
import { statusLabel } from '../shared/submissions/StatusSelect';

const details = (submission: ContactSubmission): Detail[] => [
  { label: 'ID', value: submission.id },
  { label: 'Name', value: submission.name },
  { label: 'Email', value: submission.email },
  { label: 'Phone', value: submission.phone },
  { label: 'Company', value: submission.company },
  { label: 'Subject', value: subjectText(submission.subject) },
  { label: 'Message', value: submission.message },
  { label: 'Status', value: statusLabel(submission.status) },
  { label: 'Submitted', value: formatSiteTime(submission.created_at, { named: true }) },
];

/** Every field of one contact submission. */
export function ContactDetailsModal({ submission, onClose }: { submission: ContactSubmission | null; onClose: () => void }) {
  return <DetailsModal record={submission} title="Contact Submission Details" details={details} onClose={onClose} />;
}
