import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './tests/support/chromium.ts';
import { compareScreenshot } from './tests/visual/compare-screenshot.ts';

/**
 * Stories in a real browser: Debian's Chromium driven by Playwright, one page for the whole run (the 2-core CI
 * machine cannot afford a browser per story). Two projects over the same test file:
 *   stories: every story's play function, then axe (serious and critical violations fail)
 *   visual:  the same, then a screenshot at desktop and mobile width compared with tests/visual/baselines
 */
const BROWSER_FLAGS = [
  '--headless',
  ...CHROMIUM_FLAGS,
  // Same pixels on every machine: no LCD subpixel text, no colour profile, no smooth-scrolling mid-frame shots.
  '--disable-lcd-text',
  '--force-color-profile=srgb',
  '--disable-smooth-scrolling',
  '--hide-scrollbars',
];

// A fresh object per project: Vitest names each project's browser instance in place. The visual project asks for
// reduced motion, as the e2e screenshots do: the home slider then holds its first slide however long a slow machine
// takes between the desktop and the mobile shot (it advances on its own after 5 s otherwise).
const browser = (reducedMotion: 'reduce' | 'no-preference' = 'no-preference') => ({
  enabled: true,
  headless: true,
  provider: playwright({
    launchOptions: { executablePath: CHROMIUM_PATH, args: BROWSER_FLAGS },
    // The page around the test frame is bigger than the largest story viewport, so the frame is never scaled down.
    contextOptions: { viewport: { width: 1600, height: 1000 }, deviceScaleFactor: 1, locale: 'en-GB', timezoneId: 'UTC', reducedMotion },
  }),
  instances: [{ browser: 'chromium' as const }],
  viewport: { width: 1280, height: 800 },
  screenshotFailures: false,
  commands: { compareScreenshot },
});

export default defineConfig({
  plugins: [react()],
  // Every dependency the stories reach, bundled before the run so Vite never reloads the page half-way through it.
  optimizeDeps: {
    entries: ['src/**/*.stories.tsx', '.storybook/*.tsx', 'tests/stories/*.ts*'],
    // Reached only through dynamic imports (the query devtools in development, the pure-JS password check), which the
    // entry scan does not follow.
    include: ['@tanstack/react-query-devtools', '@noble/hashes/pbkdf2.js', '@noble/hashes/sha2.js'],
  },
  test: {
    globals: true,
    restoreMocks: true,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    fileParallelism: false,
    projects: [
      {
        extends: true,
        test: {
          name: 'stories',
          include: ['tests/stories/**/*.browser.test.tsx'],
          setupFiles: ['tests/stories/browser-setup.ts'],
          provide: { visual: false },
          browser: browser(),
        },
      },
      {
        extends: true,
        test: {
          name: 'visual',
          include: ['tests/stories/**/*.browser.test.tsx'],
          setupFiles: ['tests/stories/browser-setup.ts'],
          provide: { visual: true },
          browser: browser('reduce'),
        },
      },
    ],
  },
});
