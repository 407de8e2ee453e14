import { Alert } from '../../../ui/Alert';
import { failureText } from '../failure-text';
import styles from './Catalog.module.css';
import { catalogTexts } from './catalog-texts';

type CatalogLoadFailureProps = {
  error: Error;
  /** The documented 'Failed to fetch services: …' text of a server's refusal. */
  fetchFailed: (message: string) => string;
  /** The documented 'Error fetching services' text of a request that got no usable answer. */
  generic: string;
  onRetry: () => void;
};

/**
 * A failed Services or Products list, as the other sections show a load failure: the documented text, the cause when
 * that text does not carry it (a network error, a timeout, an unreadable answer), and a Retry button.
 */
export function CatalogLoadFailure({ error, fetchFailed, generic, onRetry }: CatalogLoadFailureProps) {
  const text = failureText(error, fetchFailed, generic);
  const cause = error.message;
  return (
    <Alert tone="error">
      <p className={styles.failureText}>{text}</p>
      {cause && !text.includes(cause) ? <p className={styles.failureText}>{catalogTexts.cause(cause)}</p> : null}
      <button type="button" className="btn btn--secondary btn--small" onClick={onRetry}>
        {catalogTexts.retry}
      </button>
    </Alert>
  );
}
