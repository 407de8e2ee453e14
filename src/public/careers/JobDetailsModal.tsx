import type { CareerOpening } from '../../domain/careers';
import { Modal } from '../../ui/Modal';
import { ApplicationForm } from './ApplicationForm';
import { JobDetails } from './JobDetails';

/** The job-details modal (public spec 2.8): the opening's details and its application form. */
export function JobDetailsModal({ opening, onClose }: { opening: CareerOpening | null; onClose: () => void }) {
  return (
    <Modal open={opening !== null} onClose={onClose} title={opening?.title ?? ''} maxWidth={760}>
      {opening ? (
        <>
          <JobDetails opening={opening} level={3} />
          <ApplicationForm key={opening.id} position={opening.title} onDone={onClose} />
        </>
      ) : null}
    </Modal>
  );
}
