import type { CareerApplication } from '../../domain/careers';
import { formatDateTime } from '../../domain/text';
import { Modal } from '../../ui/Modal';
import { DetailsList } from '../shared/submissions/DetailsList';
import { statusLabel } from '../shared/submissions/StatusSelect';
import { experienceText } from './career-filter';

/** Every field of one application, with its resume to download. */
export function CareerDetailsModal({
  application,
  onClose,
  onDownload,
}: {
  application: CareerApplication | null;
  onClose: () => void;
  onDownload: (application: CareerApplication) => void;
}) {
  return (
    <Modal open={application !== null} onClose={onClose} title="Career Application Details" maxWidth={720}>
      {application ? (
        <DetailsList
          details={[
            { label: 'ID', value: application.id },
            { label: 'Name', value: application.name },
            { label: 'Email', value: application.email },
            { label: 'Phone', value: application.phone },
            { label: 'Position', value: application.position },
            { label: 'Experience', value: experienceText(application.experience) },
            { label: 'Education', value: application.education },
            { label: 'Skills', value: application.skills },
            { label: 'Cover Letter', value: application.cover_letter },
            {
              label: 'Resume',
              value: (
                <>
                  {application.resume_filename || application.resume_file || '—'}{' '}
                  <button type="button" className="btn btn--secondary btn--small" onClick={() => onDownload(application)}>
                    Download Resume
                  </button>
                </>
              ),
            },
            { label: 'Status', value: statusLabel(application.status) },
            { label: 'Applied', value: formatDateTime(application.created_at) },
          ]}
        />
      ) : null}
    </Modal>
  );
}
