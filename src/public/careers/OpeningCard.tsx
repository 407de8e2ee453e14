import type { CareerOpening } from '../../domain/careers';
import { VisuallyHidden } from '../../ui/VisuallyHidden';
import { careersTexts } from './careers-texts';
import { JobFacts } from './JobFacts';
import styles from './OpeningCard.module.css';

/** One job card of Current Openings; the button opens its details and application form. */
export function OpeningCard({ opening, onOpen }: { opening: CareerOpening; onOpen: (opening: CareerOpening) => void }) {
  const titleId = `opening-${opening.id}-title`;
  return (
    <article className={styles.card} aria-labelledby={titleId}>
      <h3 id={titleId} className={styles.title}>
        {opening.title}
      </h3>
      <JobFacts opening={opening} />
      <button type="button" className={`btn btn--primary ${styles.open}`} onClick={() => onOpen(opening)}>
        {careersTexts.viewDetails}
        <VisuallyHidden>: {opening.title}</VisuallyHidden>
      </button>
    </article>
  );
}
