import 'fake-indexeddb/auto';
import { afterEach, beforeEach } from 'vitest';

/*
 * An unexpected console.error fails the test (ARCHITECTURE: strict test setup). The guard is a plain replacement of
 * console.error made once per test file, not a vi mock: vi.restoreAllMocks() (or restoreMocks) inside a test cannot
 * switch it off. A test that spies on console.error itself sees its own spy; when the spy is restored, the guard is back.
 */
let errors: unknown[][] = [];
const guard = (...args: unknown[]) => {
  errors.push(args);
};
console.error = guard;

beforeEach(() => {
  errors = [];
  // Put back if a test replaced console.error without restoring it.
  console.error = guard;
});
afterEach(() => {
  const logged = errors;
  errors = [];
  console.error = guard;
  if (logged.length > 0) {
    throw new Error(`Unexpected console.error:\n${logged.map((args) => args.map(String).join(' ')).join('\n')}`);
  }
});

/** For tests that expect an error to be logged: returns and clears what was logged. */
export function takeConsoleErrors(): unknown[][] {
  const logged = errors;
  errors = [];
  return logged;
}
