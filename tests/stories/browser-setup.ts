import { setProjectAnnotations } from '@storybook/react-vite';
import type { SetupWorker } from 'msw/browser';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { afterEach, beforeAll, beforeEach, expect, vi } from 'vitest';
import { storyBases, storyDataLoader, storyStore, withStoryProviders } from '../../.storybook/story-environment';
import { startMockWorker } from '../../mocks/browser';
import '../../src/app/global.css';
import '../setup/dom';

// Stories as tests in Chromium: the same loaders and decorators as .storybook/preview.tsx, with the project's own
// MSW service worker (mocks/browser.ts) over a real IndexedDB store. The test page lives below the server's root,
// so the worker script is addressed from the root.
const annotations = setProjectAnnotations([
  {
    loaders: [
      mswLoader(
        (): Promise<SetupWorker> =>
          startMockWorker({ repository: storyStore(), ...storyBases, serviceWorkerUrl: '/mockServiceWorker.js', scenarios: [] }),
      ),
      storyDataLoader,
    ],
    decorators: [withStoryProviders],
  },
]);

beforeAll(annotations.beforeAll);

// As in the jsdom projects: an unexpected console.error fails the test.
let errors: unknown[][] = [];
beforeEach(() => {
  // A real browser paints on its own schedule, as in Storybook; act() is a jsdom device (Testing Library turns the
  // flag on when it is imported).
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
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

/**
 * For a story that declares it logs an error: waits for it (in a browser the failed request may settle after the
 * play function has seen the fallback), then returns and clears what was logged.
 */
export async function takeBrowserConsoleErrors(): Promise<unknown[][]> {
  await vi.waitFor(() => expect(errors.length).toBeGreaterThan(0), { timeout: 5000 }).catch(() => undefined);
  const logged = errors;
  errors = [];
  return logged;
}
