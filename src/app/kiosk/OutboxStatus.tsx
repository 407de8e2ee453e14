import { useSyncExternalStore } from 'react';
import type { KioskOutbox } from '../../data/kiosk-outbox';
import { appMessages } from '../../domain/messages';
import styles from './OutboxStatus.module.css';

const time = (at: number) => new Date(at).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit', second: '2-digit' });

/**
 * The kiosk's outbox for staff walking past: how many messages wait to be sent, when it last tried and what went
 * wrong. A small note in a corner of the screen while anything waits; nothing otherwise.
 */
export function OutboxStatus({ outbox }: { outbox: KioskOutbox }) {
  const status = useSyncExternalStore(outbox.subscribe, outbox.status);
  if (status.waiting === 0 && status.refused === 0) return null;
  const parts = [
    ...(status.refused > 0 ? [appMessages.kioskOutboxRefused(status.refused)] : []),
    status.lastAttemptAt === null ? appMessages.kioskOutboxNotTried : appMessages.kioskOutboxLastAttempt(time(status.lastAttemptAt)),
    ...(status.lastError ? [appMessages.kioskOutboxLastError(status.lastError)] : []),
  ];
  return (
    <p className={styles.status} role="status" data-kiosk-outbox="">
      <span className={styles.count}>{appMessages.kioskOutboxWaiting(status.waiting)}</span> · {parts.join(' · ')}
    </p>
  );
}
