import { Fragment, type ReactNode } from 'react';
import styles from './Submissions.module.css';

export type Detail = { label: string; value: ReactNode };

/** Every field of a record in the details modal; an empty field reads as a dash rather than disappearing. */
export function DetailsList({ details }: { details: readonly Detail[] }) {
  return (
    <dl className={styles.details}>
      {details.map((detail) => (
        <Fragment key={detail.label}>
          <dt>{detail.label}</dt>
          <dd>{detail.value === '' || detail.value === null || detail.value === undefined ? '—' : detail.value}</dd>
        </Fragment>
      ))}
    </dl>
  );
}
