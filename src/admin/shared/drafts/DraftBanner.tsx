import { useId } from 'react';
import { Alert } from '../../../ui/Alert';
import { DRAFT_CHANGES_SHOWN, draftsTexts } from './drafts-texts';
import type { DraftOffer } from './use-form-draft';
import styles from './DraftBanner.module.css';

/**
 * Offers a form's kept draft: when it was written, what it changes against the stored record (label, old → new,
 * long text shortened), a warning when the stored record was saved again since, and Restore or Discard.
 */
export function DraftBanner({ offer }: { offer: DraftOffer | null }) {
  const id = useId();
  if (!offer) return null;
  const shown = offer.changes.slice(0, DRAFT_CHANGES_SHOWN);
  const rest = offer.changes.length - shown.length;
  const text = (value: string) => (value === '' ? draftsTexts.empty : value);
  return (
    <section className={styles.banner} aria-labelledby={`${id}-question`}>
      <p id={`${id}-question`} className={styles.question}>
        {draftsTexts.offer(offer.time)}
      </p>
      {offer.changedSince ? <p className={styles.changedSince}>{draftsTexts.changedSince}</p> : null}
      {offer.changes.length > 0 ? (
        <ul className={styles.changes} aria-label={draftsTexts.changesLabel}>
          {shown.map((change) => (
            <li key={change.field}>
              <span className={styles.label}>{change.label}:</span> <span className={styles.from}>{text(change.from)}</span> {draftsTexts.arrow}{' '}
              <span>{text(change.to)}</span>
            </li>
          ))}
          {rest > 0 ? <li>{draftsTexts.more(rest)}</li> : null}
        </ul>
      ) : null}
      {offer.failed ? <Alert tone="error">{draftsTexts.restoreFailed}</Alert> : null}
      <div className={styles.actions}>
        <button type="button" className="btn btn--primary btn--small" onClick={offer.restore}>
          {draftsTexts.restore}
        </button>
        <button type="button" className="btn btn--secondary btn--small" onClick={offer.discard}>
          {draftsTexts.discard}
        </button>
      </div>
    </section>
  );
}
