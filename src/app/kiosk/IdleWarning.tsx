import { useEffect, useId, useRef, useState } from 'react';
import { appMessages } from '../../domain/messages';
import styles from './IdleWarning.module.css';

/**
 * "Still there?": shown shortly before an idle kiosk starts over, with the seconds left. Any touch or key continues
 * (the shell's activity listener); the button says so for those who look for one.
 */
export function IdleWarning({ resetAt, onContinue }: { resetAt: number; onContinue: () => void }) {
  const [now, setNow] = useState(() => Date.now());
  const buttonRef = useRef<HTMLButtonElement>(null);
  const textId = useId();
  // Focus goes to the button, so a keyboard or switch user can answer at once.
  useEffect(() => buttonRef.current?.focus(), []);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(timer);
  }, []);
  const seconds = Math.max(0, Math.ceil((resetAt - now) / 1000));
  return (
    <div className={styles.backdrop}>
      <div className={styles.box} role="alertdialog" aria-modal="true" aria-labelledby={textId}>
        <p id={textId} className={styles.text}>
          {appMessages.kioskIdleWarning} <strong>{appMessages.kioskIdleSeconds(seconds)}</strong>.
        </p>
        <button ref={buttonRef} type="button" className="btn btn--primary" onClick={onContinue}>
          {appMessages.kioskIdleContinue}
        </button>
      </div>
    </div>
  );
}
