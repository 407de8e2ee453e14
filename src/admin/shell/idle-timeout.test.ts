// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { formatCountdown } from './countdown';
import { clearActivity, forgetActivityHere, IDLE_WARNING_MS, idlePhase, LAST_ACTIVITY_KEY, lastActivityAt, recordActivity } from './idle-timeout';

const MINUTE = 60_000;
const T0 = new Date('2026-04-01T09:00:00Z').getTime();

describe('idlePhase', () => {
  const limit = 30 * MINUTE;

  it('is active until 2 minutes before the idle time ends, then warns until the end, then has ended', () => {
    expect(idlePhase(T0, T0 + 10 * MINUTE, limit)).toEqual({ kind: 'active', warnAt: T0 + 28 * MINUTE });
    expect(idlePhase(T0, T0 + 28 * MINUTE - 1, limit).kind).toBe('active');
    expect(idlePhase(T0, T0 + 28 * MINUTE, limit)).toEqual({ kind: 'warning', endsAt: T0 + 30 * MINUTE });
    expect(idlePhase(T0, T0 + 30 * MINUTE - 1, limit).kind).toBe('warning');
    expect(idlePhase(T0, T0 + 30 * MINUTE, limit)).toEqual({ kind: 'ended' });
  });

  it('warns for half the idle time when that is shorter than 2 minutes', () => {
    expect(IDLE_WARNING_MS).toBe(2 * MINUTE);
    expect(idlePhase(T0, T0, 1 * MINUTE)).toEqual({ kind: 'active', warnAt: T0 + 30_000 });
  });
});

describe('the last activity, shared by the tabs', () => {
  afterEach(() => {
    forgetActivityHere();
    window.localStorage.clear();
  });

  it('is unknown before any, and stored for the other tabs', () => {
    expect(lastActivityAt(T0)).toBeNull();
    recordActivity(T0);
    expect(lastActivityAt(T0 + 1000)).toBe(T0);
    expect(window.localStorage.getItem(LAST_ACTIVITY_KEY)).toBe(String(T0));
  });

  it('counts another tab\'s later activity (what it stored)', () => {
    recordActivity(T0);
    window.localStorage.setItem(LAST_ACTIVITY_KEY, String(T0 + 20 * MINUTE));
    expect(lastActivityAt(T0 + 21 * MINUTE)).toBe(T0 + 20 * MINUTE);
  });

  it('writes a flood of activity at most every 5 seconds, while counting each one here', () => {
    recordActivity(T0);
    recordActivity(T0 + 4000);
    expect(window.localStorage.getItem(LAST_ACTIVITY_KEY)).toBe(String(T0));
    expect(lastActivityAt(T0 + 4000)).toBe(T0 + 4000);
    recordActivity(T0 + 5000);
    expect(window.localStorage.getItem(LAST_ACTIVITY_KEY)).toBe(String(T0 + 5000));
    recordActivity(T0 + 6000, { store: true });
    expect(window.localStorage.getItem(LAST_ACTIVITY_KEY)).toBe(String(T0 + 6000));
  });

  it('takes a time in the future (a clock put back) as now, and forgets everything when the session ends', () => {
    recordActivity(T0 + 60 * MINUTE);
    expect(lastActivityAt(T0)).toBe(T0);
    clearActivity();
    expect(lastActivityAt(T0)).toBeNull();
    expect(window.localStorage.getItem(LAST_ACTIVITY_KEY)).toBeNull();
  });
});

describe('formatCountdown', () => {
  it('shows minutes and seconds, rounded up, never below 0:00', () => {
    expect(formatCountdown(2 * MINUTE)).toBe('2:00');
    expect(formatCountdown(119_001)).toBe('2:00');
    expect(formatCountdown(119_000)).toBe('1:59');
    expect(formatCountdown(27_400)).toBe('0:28');
    expect(formatCountdown(0)).toBe('0:00');
    expect(formatCountdown(-5000)).toBe('0:00');
    expect(formatCountdown(15 * MINUTE)).toBe('15:00');
  });
});
