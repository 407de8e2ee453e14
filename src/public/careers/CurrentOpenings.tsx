import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import type { CareerOpening } from '../../domain/careers';
import { COMPANY } from '../../domain/company-info';
import { publicMessages } from '../../domain/messages';
import { Spinner } from '../../ui/Spinner';
import { careersTexts } from './careers-texts';
import { JobDetailsModal } from './JobDetailsModal';
import { OpeningCard } from './OpeningCard';
import { OpeningDetails, openingAnchor } from './OpeningDetails';
import { publishedOpeningsQueryOptions } from '../../data/queries/content-queries';
import { useRepository } from '../../data/repository-context';
import styles from './CurrentOpenings.module.css';
import { OutboundLink } from '../shared/OutboundLink';
import { useAppRunning } from '../shared/use-app-running';

const HEADING_ID = 'careers-openings';

/**
 * Current Openings (public spec 2.8, 4, 8): loading, the job cards, or 'No Current Openings' with a link to HR. The
 * prerendered page also holds each opening's own section (its details and form, shown while the address names it),
 * for visitors the app has not reached yet; once it runs the cards open the modal, and only the section the address
 * names stays (a visitor may be filling in its form).
 */
export function CurrentOpenings() {
  const openings = useQuery(publishedOpeningsQueryOptions(useRepository()));
  const [selected, setSelected] = useState<CareerOpening | null>(null);
  const running = useAppRunning();
  const { hash } = useLocation();
  const sections = (openings.data ?? []).filter((opening) => !running || hash === `#${openingAnchor(opening.id)}`);

  return (
    <section className={styles.openings} aria-labelledby={HEADING_ID}>
      <div className="container">
        <h2 id={HEADING_ID} className={styles.heading}>
          {publicMessages.careers.currentOpenings}
        </h2>
        <p className={styles.lead}>{careersTexts.openingsLead}</p>
        {openings.isPending ? <Spinner label={careersTexts.loadingOpenings} /> : null}
        {openings.data && openings.data.length > 0 ? (
          <ul className={styles.grid}>
            {openings.data.map((opening) => (
              <li key={opening.id}>
                <OpeningCard opening={opening} onOpen={setSelected} />
              </li>
            ))}
          </ul>
        ) : null}
        {!openings.isPending && (openings.data?.length ?? 0) === 0 ? (
          <div className={styles.empty}>
            <h3>{publicMessages.careers.noOpenings}</h3>
            <p>
              {careersTexts.noOpeningsText} {careersTexts.sendCv}{' '}
              <OutboundLink href={`mailto:${COMPANY.hrEmail}`}>{COMPANY.hrEmail}</OutboundLink>.
            </p>
          </div>
        ) : null}
        {sections.map((opening) => (
          <OpeningDetails key={opening.id} opening={opening} backTo={HEADING_ID} />
        ))}
      </div>
      <JobDetailsModal opening={selected} onClose={() => setSelected(null)} />
    </section>
  );
}
