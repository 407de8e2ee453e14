import 'fake-indexeddb/auto';
import { afterEach, beforeEach, vi } from 'vitest';

// An unexpected console.error fails the test (ARCHITECTURE: strict test setup).
let errors: unknown[][] = [];
beforeEach(() => {
  errors = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    errors.push(args);
  });
});
afterEach(() => {
  const logged = errors;
  errors = [];
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
