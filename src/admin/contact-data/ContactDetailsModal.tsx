import type { ContactSubmission } from '../../domain/submissions';
import { formatDateTime, titleFromSegment } from '../../domain/text';
import { Modal } from '../../ui/Modal';
import { DetailsList } from '../shared/submissions/DetailsList';
import { statusLabel } from '../shared/submissions/StatusSelect';

/** Every field of one contact submission. */
export function ContactDetailsModal({ submission, onClose }: { submission: ContactSubmission | null; onClose: () => void }) {
  return (
    <Modal open={submission !== null} onClose={onClose} title="Contact Submission Details">
      {submission ? (
        <DetailsList
          details={[
            { label: 'ID', value: submission.id },
            { label: 'Name', value: submission.name },
            { label: 'Email', value: submission.email },
            { label: 'Phone', value: submission.phone },
            { label: 'Company', value: submission.company },
            { label: 'Subject', value: submission.subject ? titleFromSegment(submission.subject) : '' },
            { label: 'Message', value: submission.message },
            { label: 'Status', value: statusLabel(submission.status) },
            { label: 'Submitted', value: formatDateTime(submission.created_at) },
          ]}
        />
      ) : null}
    </Modal>
  );
}
