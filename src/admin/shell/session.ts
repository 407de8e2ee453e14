import { create } from 'zustand';
import { getConfig } from '../../config';
import { ADMIN_SESSION_MARKER, ADMIN_SESSION_MAX_AGE_MS } from '../../domain/constants';
import { adminMessages } from '../../domain/messages';
import { clearAdminCredential } from '../../data/admin-credential';
import { listenToOtherTabs, postToOtherTabs } from '../../data/cross-tab';
import { clearActivity, forgetActivityHere, idlePhase, lastActivityAt, recordActivity } from './idle-timeout';
import { localStore } from '../../data/browser-storage';

/**
 * The admin session (admin spec 4): a stored marker with the value 'authenticated', set at login, removed at logout
 * and read at start-up. Beyond the spec the login time is stored too, and a session ends after 8 hours, or sooner
 * after the configured minutes without activity in any back-office tab (idle-timeout.ts).
 */
export const SESSION_MARKER_KEY = 'adminAuth';
export const SESSION_LOGIN_TIME_KEY = 'adminAuthAt';

export type SessionStatus = 'unknown' | 'signed-in' | 'signed-out';

type SessionState = {
  status: SessionStatus;
  /** When the session started (ms since the epoch); null when signed out. */
  loginAt: number | null;
  /** Why the login form is shown again (the session expired), if it is not a plain logout. */
  notice: string | null;
};

const INITIAL: SessionState = { status: 'unknown', loginAt: null, notice: null };

export const useAdminSession = create<SessionState>(() => INITIAL);

// Where storage is blocked (privacy settings) localStore() is null: the session then lasts as long as the page.
function clearStoredSession(): void {
  localStore()?.removeItem(SESSION_MARKER_KEY);
  localStore()?.removeItem(SESSION_LOGIN_TIME_KEY);
}

export function isSessionExpired(loginAt: number, now: number = Date.now()): boolean {
  return now - loginAt >= ADMIN_SESSION_MAX_AGE_MS;
}

/** When a session that started at `loginAt` ends. */
export function sessionEndsAt(loginAt: number): number {
  return loginAt + ADMIN_SESSION_MAX_AGE_MS;
}

/** How long the back office may sit idle before its session ends (VITE_ADMIN_IDLE_MINUTES). */
export function idleLimitMs(): number {
  return getConfig().adminIdleMinutes * 60_000;
}

/** Whether the last activity in any tab is too long ago (false when none is known: the shell notes it at once). */
function isIdleTooLong(now: number): boolean {
  const last = lastActivityAt(now);
  return last !== null && idlePhase(last, now, idleLimitMs()).kind === 'ended';
}

/**
 * Reads the stored marker (start-up). A marker without a login time (written before the time was stored) counts
 * as logged in from now, so it too ends after 8 hours.
 */
export function restoreSession(now: number = Date.now()): void {
  const store = localStore();
  if (store?.getItem(SESSION_MARKER_KEY) !== ADMIN_SESSION_MARKER) {
    useAdminSession.setState({ status: 'signed-out', loginAt: null, notice: null });
    return;
  }
  const storedAt = Number(store.getItem(SESSION_LOGIN_TIME_KEY));
  const loginAt = Number.isFinite(storedAt) && storedAt > 0 && storedAt <= now ? storedAt : now;
  if (isSessionExpired(loginAt, now)) {
    expireSession();
    return;
  }
  // Back after a night away: a reload is no activity that keeps an idle session.
  if (isIdleTooLong(now)) {
    expireSession(adminMessages.login.signedOutIdle);
    return;
  }
  store.setItem(SESSION_LOGIN_TIME_KEY, String(loginAt));
  useAdminSession.setState({ status: 'signed-in', loginAt, notice: null });
}

/** Login succeeded: store the marker and the time. */
export function startSession(now: number = Date.now()): void {
  localStore()?.setItem(SESSION_MARKER_KEY, ADMIN_SESSION_MARKER);
  localStore()?.setItem(SESSION_LOGIN_TIME_KEY, String(now));
  recordActivity(now, { store: true });
  useAdminSession.setState({ status: 'signed-in', loginAt: now, notice: null });
}

/** Ends the session in this tab only. */
function endHere(notice: string | null): void {
  clearStoredSession();
  clearActivity();
  clearAdminCredential();
  useAdminSession.setState({ status: 'signed-out', loginAt: null, notice });
}

/** Logout: here and in every other open tab of the back office (they share the stored marker). */
export function endSession(): void {
  endHere(null);
  postToOtherTabs({ type: 'session-ended', notice: null });
}

/** The 8 hours are over: back to the login form with a short notice, here and in the other tabs. */
export function expireSession(notice: string = adminMessages.login.sessionExpired): void {
  endHere(notice);
  postToOtherTabs({ type: 'session-ended', notice });
}

/**
 * Follows a logout or expiry in another tab: this tab shows the login form too (with the expiry notice, if any).
 * Answers the function that stops following.
 */
export function followSessionInOtherTabs(): () => void {
  return listenToOtherTabs((message) => {
    if (message.type === 'session-ended' && useAdminSession.getState().status === 'signed-in') endHere(message.notice);
  });
}

/** Ends the session if its time is up (called on navigation, focus and by a timer). Answers whether it ended. */
export function checkSessionExpiry(now: number = Date.now()): boolean {
  const { status, loginAt } = useAdminSession.getState();
  if (status !== 'signed-in' || loginAt === null || !isSessionExpired(loginAt, now)) return false;
  expireSession();
  return true;
}

/**
 * Ends the session if no activity was seen in any tab for the idle time (called by the shell's timer and before an
 * activity counts, so coming back to a tab after the end does not keep the session). Answers whether it ended.
 */
export function checkIdleTimeout(now: number = Date.now()): boolean {
  if (useAdminSession.getState().status !== 'signed-in' || !isIdleTooLong(now)) return false;
  expireSession(adminMessages.login.signedOutIdle);
  return true;
}

/** For tests: forget the in-memory session (the next AdminApp mount reads the stored marker again). */
export function resetAdminSession(): void {
  useAdminSession.setState(INITIAL);
  forgetActivityHere();
}
