import { localStore } from '../../data/browser-storage';

/**
 * Slows guessing at the login form: after FREE_ATTEMPTS failures in a row each further attempt waits, 30 seconds at
 * first and twice as long after every failure (at most 15 minutes). Kept in localStorage, so a reload or another tab
 * does not start over; a successful login forgets it. This slows a person at this form only: the password hash is
 * in the bundle, and a hardened server must refuse wrong credentials and limit attempts itself (README).
 */
export const LOGIN_THROTTLE_KEY = 'adminLoginThrottle';
export const FREE_ATTEMPTS = 5;
export const FIRST_WAIT_MS = 30_000;
export const LONGEST_WAIT_MS = 15 * 60_000;
/** Failures this old are forgotten (yesterday's typos do not count today). */
const FORGET_AFTER_MS = 24 * 60 * 60_000;

type Throttle = { failures: number; lastFailureAt: number; waitUntil: number };

const NONE: Throttle = { failures: 0, lastFailureAt: 0, waitUntil: 0 };

function read(now: number): Throttle {
  try {
    const stored = JSON.parse(localStore()?.getItem(LOGIN_THROTTLE_KEY) ?? 'null') as Partial<Throttle> | null;
    const { failures, lastFailureAt, waitUntil } = stored ?? {};
    if (typeof failures !== 'number' || typeof lastFailureAt !== 'number' || typeof waitUntil !== 'number') return NONE;
    return now - lastFailureAt >= FORGET_AFTER_MS ? NONE : { failures, lastFailureAt, waitUntil };
  } catch {
    // Not ours, or damaged: no wait (the server is the real gate).
    return NONE;
  }
}

/** How long the attempt after `failures` failures in a row waits. */
export function waitAfterFailures(failures: number): number {
  if (failures < FREE_ATTEMPTS) return 0;
  return Math.min(FIRST_WAIT_MS * 2 ** (failures - FREE_ATTEMPTS), LONGEST_WAIT_MS);
}

/** Until when the next attempt must wait (ms since the epoch); 0 or a past time: it may go now. */
export function loginWaitUntil(now: number = Date.now()): number {
  return read(now).waitUntil;
}

/** A wrong user name or password: answers until when the next attempt waits. */
export function recordLoginFailure(now: number = Date.now()): number {
  const failures = read(now).failures + 1;
  const waitUntil = now + waitAfterFailures(failures);
  try {
    localStore()?.setItem(LOGIN_THROTTLE_KEY, JSON.stringify({ failures, lastFailureAt: now, waitUntil }));
  } catch {
    // Storage blocked: no wait survives, the server still decides.
  }
  return waitUntil;
}

/** Signed in: the failures are forgotten. */
export function recordLoginSuccess(): void {
  localStore()?.removeItem(LOGIN_THROTTLE_KEY);
}
