import { composeStories } from '@storybook/react-vite';
import { unmountElement } from '@storybook/react-dom-shim';
// cleanup() runs inside each test, before its resets (see the finally block), not only after it.
// eslint-disable-next-line testing-library/no-manual-cleanup
import { cleanup } from '@testing-library/react';
import { describe, expect, inject, it } from 'vitest';
import { commands, page } from 'vitest/browser';
import type { ScreenshotResult } from '../visual/compare-screenshot';
import { holdNotices } from '../../src/ui/notices';
import { blockingViolations, type A11yParameters } from './a11y';
import { takeBrowserConsoleErrors } from './browser-setup';
import { installVisualStyle, prepareForScreenshot, VISUAL_VIEWPORTS } from './visual-mode';

declare module 'vitest' {
  export interface ProvidedContext {
    visual: boolean;
  }
}
declare module 'vitest/browser' {
  interface BrowserCommands {
    compareScreenshot: (name: string) => Promise<ScreenshotResult>;
  }
}

type StoryModule = Parameters<typeof composeStories>[0];
type ComposedStory = {
  id: string;
  run: (context?: { canvasElement?: HTMLElement }) => Promise<void>;
  globals?: { viewport?: { value?: string } };
  parameters?: { logsErrors?: boolean; a11y?: A11yParameters; visual?: { disable?: boolean } };
};

// Every story, in Chromium: it renders through the same loaders and decorators as in Storybook, runs its play
// function, fails on an unexpected console.error and on any serious or critical axe violation; in the visual
// project its desktop and mobile screenshots are compared with the committed baselines. Nothing on a screenshot may
// depend on how long a slow machine takes to get there: the visual project asks for reduced motion (the home slider
// holds its first slide) and holds the notices' clocks from the end of the play function to the last screenshot.
const modules = import.meta.glob<StoryModule>('../../src/**/*.stories.tsx', { eager: true });
const visual = inject('visual');
const [desktop] = VISUAL_VIEWPORTS;
if (visual) installVisualStyle();

/** A story pinned to a viewport (globals.viewport, as in the Storybook toolbar) renders and is captured at that one. */
function viewportsOf(Story: ComposedStory) {
  const pinned = VISUAL_VIEWPORTS.find((viewport) => viewport.name === Story.globals?.viewport?.value);
  return pinned ? [pinned] : VISUAL_VIEWPORTS;
}

describe.each(Object.entries(modules))('%s', (_path, module) => {
  const stories = Object.entries(composeStories(module)) as Array<[string, ComposedStory]>;
  it.each(stories)('%s renders its documented state', async (_name, Story) => {
    const canvasElement = document.createElement('div');
    document.body.appendChild(canvasElement);
    const viewports = viewportsOf(Story);
    let releaseNotices: (() => void) | undefined;
    try {
      // Always set: a story that timed out may have left the frame at another size.
      await page.viewport(viewports[0].width, viewports[0].height);
      await Story.run({ canvasElement });
      if (visual) releaseNotices = holdNotices();
      // eslint-disable-next-line testing-library/no-node-access -- the story rendered something into its canvas (any story, whatever its roles)
      expect(canvasElement.childElementCount).toBeGreaterThan(0);
      if (Story.parameters?.logsErrors) expect((await takeBrowserConsoleErrors()).length).toBeGreaterThan(0);
      expect(await blockingViolations(document.body, Story.parameters?.a11y)).toEqual([]);
      if (visual && !Story.parameters?.visual?.disable) {
        const mismatches: string[] = [];
        for (const viewport of viewports) {
          if (viewport !== viewports[0]) await page.viewport(viewport.width, viewport.height);
          await prepareForScreenshot();
          const result = await commands.compareScreenshot(`${Story.id}--${viewport.name}`);
          if (result.status === 'mismatch' || result.status === 'missing') mismatches.push(result.message);
        }
        expect(mismatches).toEqual([]);
      }
    } finally {
      releaseNotices?.();
      // Unmount now, so the per-test resets that follow (notices, session) do not re-render a mounted story.
      unmountElement(canvasElement);
      if (viewports.at(-1) !== desktop) await page.viewport(desktop.width, desktop.height);
      // Here, not after the test: the story is unmounted inside the test so the per-test resets find nothing mounted.
      cleanup();
      canvasElement.remove();
    }
  });
});
