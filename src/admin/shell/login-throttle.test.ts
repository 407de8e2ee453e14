// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { LOGIN_THROTTLE_KEY, loginWaitUntil, recordLoginFailure, recordLoginSuccess, waitAfterFailures } from './login-throttle';

const T0 = new Date('2026-04-01T09:00:00Z').getTime();

describe('the login throttle', () => {
  afterEach(() => window.localStorage.clear());

  it('lets five attempts go at once, then waits 30 s, doubling after each failure, at most 15 minutes', () => {
    expect([1, 2, 3, 4].map(waitAfterFailures)).toEqual([0, 0, 0, 0]);
    expect([5, 6, 7, 8, 9, 10, 11, 40].map(waitAfterFailures)).toEqual([30_000, 60_000, 120_000, 240_000, 480_000, 900_000, 900_000, 900_000]);
  });

  it('sets the wait from the fifth failure in a row, and keeps it in localStorage (a reload keeps it)', () => {
    for (let attempt = 1; attempt <= 4; attempt += 1) expect(recordLoginFailure(T0 + attempt)).toBe(T0 + attempt);
    expect(loginWaitUntil(T0 + 10)).toBeLessThanOrEqual(T0 + 10);
    expect(recordLoginFailure(T0 + 5)).toBe(T0 + 5 + 30_000);
    expect(loginWaitUntil(T0 + 1000)).toBe(T0 + 5 + 30_000);
    expect(JSON.parse(window.localStorage.getItem(LOGIN_THROTTLE_KEY)!)).toMatchObject({ failures: 5 });
    // After the wait, one more failure waits twice as long.
    expect(recordLoginFailure(T0 + 40_000)).toBe(T0 + 40_000 + 60_000);
  });

  it('forgets the failures after a successful login', () => {
    for (let attempt = 0; attempt < 5; attempt += 1) recordLoginFailure(T0);
    recordLoginSuccess();
    expect(loginWaitUntil(T0)).toBe(0);
    expect(recordLoginFailure(T0)).toBe(T0);
  });

  it('forgets failures a day old, and ignores a damaged entry', () => {
    for (let attempt = 0; attempt < 5; attempt += 1) recordLoginFailure(T0);
    expect(recordLoginFailure(T0 + 24 * 60 * 60_000)).toBe(T0 + 24 * 60 * 60_000);
    window.localStorage.setItem(LOGIN_THROTTLE_KEY, '{not json');
    expect(loginWaitUntil(T0)).toBe(0);
    window.localStorage.setItem(LOGIN_THROTTLE_KEY, JSON.stringify({ failures: 'many' }));
    expect(loginWaitUntil(T0)).toBe(0);
  });
});
