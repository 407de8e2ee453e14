import { useCallback, useEffect, useRef, useState } from 'react';
import { activeJustNow, idlePhase, LAST_ACTIVITY_KEY, lastActivityAt, recordActivity } from './idle-timeout';
import { checkIdleTimeout, idleLimitMs } from './session';

/** Events that show someone is at the back office (focus: the window itself, when its tab or window is chosen). */
const DOCUMENT_EVENTS = ['pointerdown', 'keydown', 'wheel', 'touchstart', 'scroll'] as const;

/**
 * Runs the idle timeout of the signed-in back office: notes activity in this tab, follows the other tabs' through
 * localStorage (activity there also closes this tab's warning), and answers when the warning shows (its end, or null) with `stay` for its button. One timer waits for
 * the next step (warning, end); it is checked again whenever the page becomes visible, as timers sleep with a laptop.
 */
export function useIdleTimeout(): { warningEndsAt: number | null; stay: () => void } {
  const [warningEndsAt, setWarningEndsAt] = useState<number | null>(null);
  const evaluateRef = useRef<() => void>(() => undefined);

  useEffect(() => {
    const limit = idleLimitMs();
    let timer: ReturnType<typeof setTimeout> | undefined;
    let warning = false;
    const evaluate = () => {
      clearTimeout(timer);
      const now = Date.now();
      if (checkIdleTimeout(now)) return;
      const phase = idlePhase(lastActivityAt(now) ?? now, now, limit);
      if (phase.kind === 'ended') return;
      warning = phase.kind === 'warning';
      setWarningEndsAt(phase.kind === 'warning' ? phase.endsAt : null);
      timer = setTimeout(evaluate, (phase.kind === 'warning' ? phase.endsAt : phase.warnAt) - now);
    };
    evaluateRef.current = evaluate;
    const onActivity = () => {
      const now = Date.now();
      if (activeJustNow(now)) return;
      // After the end (a tab chosen again hours later), activity signs out instead of keeping the session.
      if (checkIdleTimeout(now)) return;
      // While the warning shows, only its own buttons (or another tab) keep the session: a press or a key meant for
      // them must not close the dialog first and then land on the page behind it.
      if (warning) return;
      recordActivity(now);
    };
    // A pointer that really moved (the browser also sends moves when the page changes under a still pointer).
    let pointer = '';
    const onPointerMove = (event: PointerEvent) => {
      const at = `${event.screenX},${event.screenY}`;
      if (at === pointer) return;
      pointer = at;
      onActivity();
    };
    // Activity in another tab moves this tab's end too (and closes its warning).
    const onStorage = (event: StorageEvent) => {
      if (event.key === LAST_ACTIVITY_KEY) evaluate();
    };
    const options = { capture: true, passive: true };
    DOCUMENT_EVENTS.forEach((type) => document.addEventListener(type, onActivity, options));
    document.addEventListener('pointermove', onPointerMove, options);
    document.addEventListener('visibilitychange', evaluate);
    window.addEventListener('focus', onActivity);
    window.addEventListener('storage', onStorage);
    // The shell opening (a login, a reload) is activity.
    if (!checkIdleTimeout()) {
      recordActivity();
      evaluate();
    }
    return () => {
      clearTimeout(timer);
      evaluateRef.current = () => undefined;
      DOCUMENT_EVENTS.forEach((type) => document.removeEventListener(type, onActivity, options));
      document.removeEventListener('pointermove', onPointerMove, options);
      document.removeEventListener('visibilitychange', evaluate);
      window.removeEventListener('focus', onActivity);
      window.removeEventListener('storage', onStorage);
    };
  }, []);

  const stay = useCallback(() => {
    recordActivity(Date.now(), { store: true });
    evaluateRef.current();
  }, []);

  return { warningEndsAt, stay };
}
