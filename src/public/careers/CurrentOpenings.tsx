import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { CareerOpening } from '../../domain/careers';
import { COMPANY } from '../../domain/company-info';
import { publicMessages } from '../../domain/messages';
import { Spinner } from '../../ui/Spinner';
import { careersTexts } from './careers-texts';
import { JobDetailsModal } from './JobDetailsModal';
import { OpeningCard } from './OpeningCard';
import { publishedOpeningsQueryOptions } from '../../data/queries/content-queries';
import { useRepository } from '../../data/repository-context';
import styles from './CurrentOpenings.module.css';
import { OutboundLink } from '../shared/OutboundLink';

/** Current Openings (public spec 2.8, 4, 8): loading, the job cards, or 'No Current Openings' with a link to HR. */
export function CurrentOpenings() {
  const openings = useQuery(publishedOpeningsQueryOptions(useRepository()));
  const [selected, setSelected] = useState<CareerOpening | null>(null);

  return (
    <section className={styles.openings} aria-labelledby="careers-openings">
      <div className="container">
        <h2 id="careers-openings" className={styles.heading}>
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
      </div>
      <JobDetailsModal opening={selected} onClose={() => setSelected(null)} />
    </section>
  );
}
