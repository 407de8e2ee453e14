import type { CareerOpening } from '../../domain/careers';
import { VisuallyHidden } from '../../ui/VisuallyHidden';
import { useAppRunning, useFocusHandover } from '../shared/use-app-running';
import { careersTexts } from './careers-texts';
import { JobFacts } from './JobFacts';
import { openingAnchor } from './OpeningDetails';
import styles from './OpeningCard.module.css';

/**
 * One job card of Current Openings; its button opens the details and application form. Until the app runs (the
 * prerendered page, no JavaScript) it is a link to the opening's section of the page instead (OpeningDetails).
 */
export function OpeningCard({ opening, onOpen }: { opening: CareerOpening; onOpen: (opening: CareerOpening) => void }) {
  const running = useAppRunning();
  const { linkRef, buttonRef } = useFocusHandover();
  const titleId = `opening-${opening.id}-title`;
  const label = (
    <>
      {careersTexts.viewDetails}
      <VisuallyHidden>: {opening.title}</VisuallyHidden>
    </>
  );
  return (
    <article className={styles.card} aria-labelledby={titleId}>
      <h3 id={titleId} dir="auto" className={styles.title}>
        {opening.title}
      </h3>
      <JobFacts opening={opening} />
      {running ? (
        <button ref={buttonRef} type="button" className={`btn btn--primary ${styles.open}`} onClick={() => onOpen(opening)}>
          {label}
        </button>
      ) : (
        <a ref={linkRef} href={`#${openingAnchor(opening.id)}`} className={`btn btn--primary ${styles.open}`}>
          {label}
        </a>
      )}
    </article>
  );
}
