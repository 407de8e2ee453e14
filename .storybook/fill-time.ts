import { MIN_FILL_TIME_MS } from '../src/domain/spam-guard';

/*
 * For the stories of the public forms: user-event fills a form in milliseconds, which the spam guard
 * (src/domain/spam-guard.ts) would take for a bot. takeTimeToFill() moves the clock past the minimum fill time, as a
 * person would take; restoreClock, as a story's beforeEach, puts the real clock back when the story is left.
 */

/** Moves Date.now() past the minimum fill time. A plain replacement, not a spy: spies log their calls, and the logging itself reads Date.now(). */
export function takeTimeToFill(): void {
  const later = Date.now() + MIN_FILL_TIME_MS - performance.now();
  Date.now = () => later + performance.now();
}

/** A beforeEach for a form's stories: the clock takeTimeToFill() replaced is put back after the story. */
export function restoreClock(): () => void {
  const realNow = Date.now;
  return () => {
    Date.now = realNow;
  };
}
