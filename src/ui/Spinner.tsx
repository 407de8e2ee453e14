import styles from './Spinner.module.css';

/** A loading indicator with its documented text visible (e.g. 'Loading navigation...'). */
export function Spinner({ label, inline = false }: { label: string; inline?: boolean }) {
  return (
    <div role="status" className={inline ? `${styles.spinner} ${styles.inline}` : styles.spinner}>
      <span className={styles.wheel} aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}
