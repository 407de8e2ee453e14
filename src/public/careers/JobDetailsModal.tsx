import type { CareerOpening } from '../../domain/careers';
import { Modal } from '../../ui/Modal';
import { ApplicationForm } from './ApplicationForm';
import { JobDetails } from './JobDetails';
import { KioskApplication } from './KioskApplication';
import { openingAnchor } from './OpeningDetails';
import { useKiosk } from '../shared/kiosk';

/** The job-details modal (public spec 2.8): the opening's details and its application form (on a kiosk, the ways to apply). */
export function JobDetailsModal({ opening, onClose }: { opening: CareerOpening | null; onClose: () => void }) {
  // A kiosk never opens the machine's file chooser: it says how to apply from one's own phone instead.
  const kiosk = useKiosk();
  return (
    <Modal open={opening !== null} onClose={onClose} title={opening?.title ?? ''} maxWidth={760}>
      {opening ? (
        <>
          <JobDetails opening={opening} level={3} />
          {kiosk ? (
            <KioskApplication anchor={openingAnchor(opening.id)} position={opening.title} />
          ) : (
            <ApplicationForm key={opening.id} position={opening.title} onDone={onClose} />
          )}
        </>
      ) : null}
    </Modal>
  );
}
