import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  test: {
    globals: true,
    restoreMocks: true,
    // Vitest's default is one worker fewer than the cores: one worker on a 2-core machine, where two take npm test from
    // about 16 to about 12 minutes (the files are independent; the main process mostly waits).
    maxWorkers: Math.max(availableParallelism() - 1, 2),
    // One user-event in a document: the copy the stories' play functions use (tests/support/user-event.ts).
    alias: { '@testing-library/user-event': fileURLToPath(new URL('tests/support/user-event.ts', import.meta.url)) },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          include: ['src/**/*.test.ts', 'tests/setup/**/*.test.ts', 'adapters/**/*.test.ts', 'mocks/**/*.test.ts', 'fixtures/**/*.test.ts', 'scripts/**/*.test.ts'],
          setupFiles: ['tests/setup/node.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'contract',
          environment: 'node',
          include: ['tests/contract/**/*.test.ts'],
          setupFiles: ['tests/setup/node.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'conformance',
          environment: 'node',
          include: ['tests/conformance/**/*.test.ts'],
          setupFiles: ['tests/setup/node.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'component',
          environment: 'jsdom',
          include: ['src/**/*.test.tsx'],
          // Component tests start from stories where both show the same state (tests/support/stories.tsx).
          setupFiles: ['tests/setup/node.ts', 'tests/setup/dom.ts', 'tests/setup/stories.ts'],
          testTimeout: 30_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'stories',
          environment: 'jsdom',
          include: ['tests/stories/**/*.test.tsx'],
          // The Chromium run of the same stories has its own config (vitest.browser.config.ts).
          exclude: ['tests/stories/**/*.browser.test.tsx'],
          setupFiles: ['tests/setup/node.ts', 'tests/setup/dom.ts', 'tests/setup/stories.ts'],
          testTimeout: 30_000,
        },
      },
    ],
  },
});
