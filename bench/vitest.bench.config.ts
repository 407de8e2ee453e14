import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

/**
 * The benchmark (npm run bench runs scripts/bench.ts, which runs this): its own config, so `npm test`
 * (vitest.config.ts, whose projects never include bench/) does not run it. jsdom + React + MSW (Node) + Dexie on
 * fake-indexeddb: the demo default data path, as in the component tests.
 */
export default defineConfig({
  plugins: [react()],
  // The production JSX runtime, to match React's production build below.
  oxc: { jsx: { runtime: 'automatic', development: false } },
  test: {
    globals: true,
    environment: 'jsdom',
    include: ['bench/**/*.bench.test.{ts,tsx}'],
    // Not tests/setup/dom.ts: Testing Library would turn on React's act() environment; the benchmark drives React
    // like a browser does (createRoot, DOM events) and times commits with a MutationObserver.
    setupFiles: ['tests/setup/node.ts'],
    // React's production build, as `npm run build` ships it (development React adds checks and warnings per render).
    env: { NODE_ENV: 'production' },
    testTimeout: 600_000,
    hookTimeout: 600_000,
    fileParallelism: false,
  },
});
