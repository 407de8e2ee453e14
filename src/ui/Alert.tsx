import type { HTMLAttributes, ReactNode } from 'react';
import styles from './Alert.module.css';

export type AlertTone = 'success' | 'error' | 'warning' | 'info';

/** What a caller may listen for on the message's box (a notice holds its clock while pointed at or focused). */
type AlertEvents = Pick<HTMLAttributes<HTMLDivElement>, 'onPointerEnter' | 'onPointerLeave' | 'onFocus' | 'onBlur'>;

/** An in-page message. Errors and warnings interrupt assistive technology (role alert); the rest are polite. */
export function Alert({ tone, children, onDismiss, ...events }: { tone: AlertTone; children: ReactNode; onDismiss?: () => void } & AlertEvents) {
  const urgent = tone === 'error' || tone === 'warning';
  return (
    <div role={urgent ? 'alert' : 'status'} className={`${styles.alert} ${styles[tone]}`} data-tone={tone} {...events}>
      <div className={styles.text}>{children}</div>
      {onDismiss ? (
        <button type="button" className={styles.dismiss} aria-label="Dismiss message" onClick={onDismiss}>
          ×
        </button>
      ) : null}
    </div>
  );
}
