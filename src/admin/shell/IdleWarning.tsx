import { useEffect, useRef } from 'react';
import { adminMessages } from '../../domain/messages';
import { Modal } from '../../ui/Modal';
import { formatCountdown, useNowUntil } from './countdown';
import { useIdleTimeout } from './use-idle-timeout';

/**
 * The warning before an idle back office signs out: a countdown and "Stay signed in", which has the focus, so Enter
 * or Space keeps the session. Escape, the close button and activity in another back-office tab keep it too.
 */
export function IdleWarningDialog({ endsAt, onStay }: { endsAt: number; onStay: () => void }) {
  const now = useNowUntil(endsAt);
  const stayButton = useRef<HTMLButtonElement>(null);
  // After the dialog's own effect has opened it (a child's effects run first), so the browser's focus step is done.
  useEffect(() => stayButton.current?.focus(), []);
  return (
    <Modal
      open
      onClose={onStay}
      title={adminMessages.idle.title}
      maxWidth={440}
      role="alertdialog"
      footer={
        <button ref={stayButton} type="button" className="btn btn--primary" onClick={onStay}>
          {adminMessages.idle.stay}
        </button>
      }
    >
      {/* A timer: read when the dialog opens, not announced again every second. */}
      <p role="timer" style={{ margin: 0 }}>
        {adminMessages.idle.warning(formatCountdown(endsAt - now))}
      </p>
    </Modal>
  );
}

/** The signed-in shell's idle timeout and its warning. */
export function IdleWarning() {
  const { warningEndsAt, stay } = useIdleTimeout();
  return warningEndsAt === null ? null : <IdleWarningDialog endsAt={warningEndsAt} onStay={stay} />;
}
