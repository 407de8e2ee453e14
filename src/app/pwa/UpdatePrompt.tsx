import { useState, useSyncExternalStore } from 'react';
import { appMessages } from '../../domain/messages';
import type { AppUpdates } from './app-updates';
import styles from './UpdatePrompt.module.css';

const never = () => () => undefined;

/**
 * "A new version is available — Reload": shown while a new build waits. Reload switches to it (the page reloads
 * once); Later keeps this version until the next visit, when the prompt comes back.
 */
export function UpdatePrompt({ updates }: { updates: AppUpdates | null }) {
  const waiting = useSyncExternalStore(updates?.subscribe ?? never, () => updates?.isWaiting() ?? false, () => false);
  const [dismissed, setDismissed] = useState(false);
  const [reloading, setReloading] = useState(false);
  if (!updates || !waiting || dismissed) return null;
  return (
    <div className={styles.prompt} role="status" aria-live="polite">
      <p className={styles.text}>{appMessages.updateAvailable}</p>
      <div className={styles.actions}>
        <button
          type="button"
          className="btn btn--primary btn--small"
          disabled={reloading}
          onClick={() => {
            setReloading(true);
            updates.accept();
          }}
        >
          {appMessages.updateReload}
        </button>
        <button type="button" className="btn btn--secondary btn--small" onClick={() => setDismissed(true)}>
          {appMessages.updateLater}
        </button>
      </div>
    </div>
  );
}
