import { SESSION_LOGIN_TIME_KEY, SESSION_MARKER_KEY, startSession } from '../../src/admin/shell/session';

/**
 * Signs the administrator in, as a finished login would: the stored marker and login time, and the in-memory
 * session. Component tests of admin sections call it before rendering `/admin/<section>`.
 */
export function signInAsAdmin(now: number = Date.now()): void {
  startSession(now);
}

/** What a login stored (for tests that assert the marker). */
export function storedAdminSession(): { marker: string | null; loginAt: string | null } {
  return {
    marker: window.localStorage.getItem(SESSION_MARKER_KEY),
    loginAt: window.localStorage.getItem(SESSION_LOGIN_TIME_KEY),
  };
}
