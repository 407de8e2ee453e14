import { adminMessages } from '../../domain/messages';
import { resumeName } from './use-resume-download';
import type { CareerApplication } from '../../domain/careers';
import { formatSiteTime } from '../../data/site-time';
import { experienceText } from '../../domain/submission-labels';
import { DetailsModal } from '../shared/submissions/DetailsModal';
import { statusLabel } from '../shared/submissions/StatusSelect';

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
    <DetailsModal
      record={application}
      title="Career Application Details"
      maxWidth={720}
      onClose={onClose}
      details={(row) => [
        { label: 'ID', value: row.id },
        { label: 'Name', value: row.name },
        { label: 'Email', value: row.email },
        { label: 'Phone', value: row.phone },
        { label: 'Position', value: row.position },
        { label: 'Experience', value: experienceText(row.experience) },
        { label: 'Education', value: row.education },
        { label: 'Skills', value: row.skills },
        { label: 'Cover Letter', value: row.cover_letter },
        {
          label: 'Resume',
          // Without a file there is nothing to download: the details say so (admin spec 5) instead of offering a button.
          value: row.resume_file ? (
            <>
              <bdi>{resumeName(row)}</bdi>{' '}
              <button type="button" className="btn btn--secondary btn--small" onClick={() => onDownload(row)}>
                Download Resume
              </button>
            </>
          ) : (
            adminMessages.submissions.noResume
          ),
        },
        { label: 'Status', value: statusLabel(row.status) },
        { label: 'Applied', value: formatSiteTime(row.created_at, { named: true }) },
      ]}
    />
  );
}
