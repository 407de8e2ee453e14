import { Fragment, type ReactNode } from 'react';
import styles from './Submissions.module.css';

export type Detail = { label: string; value: ReactNode };

/**
 * Every field of a record in the details modal; an empty field reads as a dash rather than disappearing. A text value
 * is isolated (<bdi>): bidi controls or right-to-left letters in what a visitor typed reorder only that value.
 */
export function DetailsList({ details }: { details: readonly Detail[] }) {
  return (
    <dl className={styles.details}>
      {details.map((detail) => (
        <Fragment key={detail.label}>
          <dt>{detail.label}</dt>
          <dd>
            {detail.value === '' || detail.value === null || detail.value === undefined ? '—' : typeof detail.value === 'string' ? <bdi>{detail.value}</bdi> : detail.value}
          </dd>
        </Fragment>
      ))}
    </dl>
  );
}
