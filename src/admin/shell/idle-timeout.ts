import { localStore } from '../../data/browser-storage';
/**
 * The back office's idle timeout, on top of the 8-hour limit of a session (session.ts): the last activity (pointer,
 * key, scroll, focus) in any back-office tab is kept in localStorage, so working in one tab keeps the others signed
 * in; the session ends once none has been seen for the configured minutes (VITE_ADMIN_IDLE_MINUTES), after a warning.
 */
export const LAST_ACTIVITY_KEY = 'adminLastActivity';

/** The warning shows this long before the end (or half the idle time, when that is shorter). */
export const IDLE_WARNING_MS = 2 * 60_000;

/** Activity is written at most this often: pointer moves come by the hundred, and a few seconds change nothing. */
const STORE_EVERY_MS = 5_000;

/** This tab's own last activity: kept even where storage is blocked (the timeout then covers this tab only). */
let lastHere = 0;

function storedActivity(): number {
  const stored = Number(localStore()?.getItem(LAST_ACTIVITY_KEY));
  return Number.isFinite(stored) && stored > 0 ? stored : 0;
}

/** The last activity in any tab (ms since the epoch), or null when none is known (no session started here). */
export function lastActivityAt(now: number = Date.now()): number | null {
  const last = Math.max(lastHere, storedActivity());
  // A time in the future (the clock was put back) counts as now.
  return last === 0 ? null : Math.min(last, now);
}

/** Notes activity now; `store` writes it for the other tabs at once (login, Stay signed in). */
export function recordActivity(now: number = Date.now(), { store = false }: { store?: boolean } = {}): void {
  lastHere = now;
  if (!store && now - storedActivity() < STORE_EVERY_MS) return;
  try {
    localStore()?.setItem(LAST_ACTIVITY_KEY, String(now));
  } catch {
    // Storage full or blocked: this tab still counts its own activity.
  }
}

/** Whether activity was noted in this tab within the last second (a cheap test for a flood of pointer moves). */
export function activeJustNow(now: number = Date.now()): boolean {
  return now - lastHere < 1000;
}

/** The session ended: its activity is forgotten, so the next one starts afresh. */
export function clearActivity(): void {
  forgetActivityHere();
  localStore()?.removeItem(LAST_ACTIVITY_KEY);
}

/** For tests: forget this tab's in-memory activity (as a new page would). */
export function forgetActivityHere(): void {
  lastHere = 0;
}

export type IdlePhase = { kind: 'active'; warnAt: number } | { kind: 'warning'; endsAt: number } | { kind: 'ended' };

/** Where an idle back office stands: active (the warning is due at warnAt), warning (it ends at endsAt), or ended. */
export function idlePhase(lastActivity: number, now: number, limitMs: number): IdlePhase {
  const endsAt = lastActivity + limitMs;
  if (now >= endsAt) return { kind: 'ended' };
  const warnAt = endsAt - Math.min(IDLE_WARNING_MS, limitMs / 2);
  return now >= warnAt ? { kind: 'warning', endsAt } : { kind: 'active', warnAt };
}
