import type { ReactNode } from 'react';
import styles from './Alert.module.css';

export type AlertTone = 'success' | 'error' | 'warning' | 'info';

/** An in-page message. Errors and warnings interrupt assistive technology (role alert); the rest are polite. */
export function Alert({ tone, children, onDismiss }: { tone: AlertTone; children: ReactNode; onDismiss?: () => void }) {
  const urgent = tone === 'error' || tone === 'warning';
  return (
    <div role={urgent ? 'alert' : 'status'} className={`${styles.alert} ${styles[tone]}`} data-tone={tone}>
      <div className={styles.text}>{children}</div>
      {onDismiss ? (
        <button type="button" className={styles.dismiss} aria-label="Dismiss message" onClick={onDismiss}>
          ×
        </button>
      ) : null}
    </div>
  );
}
