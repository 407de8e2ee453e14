import { useEffect } from 'react';
import { checkSessionExpiry, sessionEndsAt, useAdminSession } from './session';

/**
 * Ends the session when its 8 hours are up: a timer for the open page, plus a check when the window regains focus
 * (timers are throttled while a laptop sleeps) and whenever `checkpoint` changes (the administrator moves on).
 */
export function useSessionExpiry(checkpoint: string): void {
  const loginAt = useAdminSession((state) => state.loginAt);

  useEffect(() => {
    checkSessionExpiry();
  }, [checkpoint]);

  useEffect(() => {
    if (loginAt === null) return;
    const timer = setTimeout(() => checkSessionExpiry(), Math.max(0, sessionEndsAt(loginAt) - Date.now()));
    const onFocus = () => checkSessionExpiry();
    window.addEventListener('focus', onFocus);
    document.addEventListener('visibilitychange', onFocus);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('focus', onFocus);
      document.removeEventListener('visibilitychange', onFocus);
    };
  }, [loginAt]);
}
