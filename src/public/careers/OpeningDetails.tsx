import type { CareerOpening } from '../../domain/careers';
import { ApplicationForm } from './ApplicationForm';
import { careersTexts } from './careers-texts';
import { JobDetails } from './JobDetails';
import { KioskApplication } from './KioskApplication';
import { useKiosk } from '../shared/kiosk';
import styles from './OpeningDetails.module.css';

/** The address fragment of an opening's own section: /careers#opening-<id>. */
export const openingAnchor = (id: number) => `opening-${id}`;

/** Does nothing: the section stays, with the success message, after an application (the modal closes instead). */
const stay = () => undefined;

/**
 * An opening's details and application form as a section of the page (public spec 2.8), shown while the address
 * names it (/careers#opening-<id>, CSS :target). The prerendered page holds one per opening, so "View Details &
 * Apply" works as a link before the app has loaded and without JavaScript; once the app runs the cards open the modal
 * and only a section the address names stays (CurrentOpenings).
 */
export function OpeningDetails({ opening, backTo }: { opening: CareerOpening; backTo: string }) {
  const anchor = openingAnchor(opening.id);
  const kiosk = useKiosk();
  const titleId = `${anchor}-details-title`;
  return (
    <section id={anchor} className={styles.details} aria-labelledby={titleId}>
      <h3 id={titleId} dir="auto" className={styles.title}>
        {opening.title}
      </h3>
      <JobDetails opening={opening} level={4} />
      {kiosk ? (
        <KioskApplication anchor={anchor} position={opening.title} level={4} />
      ) : (
        <ApplicationForm position={opening.title} onDone={stay} idPrefix={`${anchor}-application`} level={4} />
      )}
      <p className={styles.back}>
        <a href={`#${backTo}`}>{careersTexts.backToOpenings}</a>
      </p>
    </section>
  );
}
