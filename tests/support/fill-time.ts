import { vi } from 'vitest';
import { MIN_FILL_TIME_MS } from '../../src/domain/spam-guard';

/**
 * Moves the clock past the public forms' minimum fill time (src/domain/spam-guard.ts), as if the visitor had taken
 * their time: user-event fills a form in milliseconds, which the spam guard would take for a bot. Call it after
 * the form is shown, before sending it. Works with fake timers too (it spies on whichever Date is installed); restored after each test (restoreMocks).
 */
export function passMinimumFillTime(): void {
  // Read once, then advanced with performance.now(): calling Date.now() inside its own spy would recurse.
  const later = Date.now() + MIN_FILL_TIME_MS - performance.now();
  vi.spyOn(Date, 'now').mockImplementation(() => later + performance.now());
}
