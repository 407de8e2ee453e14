import { composeStories } from '@storybook/react-vite';
import { describe, expect, it } from 'vitest';
import { takeConsoleErrors } from '../setup/node';
import { unmountStory } from '../support/stories';

type StoryModule = Parameters<typeof composeStories>[0];
type ComposedStory = {
  run: (context?: { canvasElement?: HTMLElement }) => Promise<void>;
  parameters?: { logsErrors?: boolean };
};

// Every story in the project is a test: it renders through the same loaders and decorators as in Storybook, runs
// its play function (where the documented state is asserted), and fails on any unexpected console.error. A story
// showing a failure the specs say is "only logged" declares it with parameters.logsErrors.
const modules = import.meta.glob<StoryModule>('../../src/**/*.stories.tsx', { eager: true });

describe.each(Object.entries(modules))('%s', (_path, module) => {
  const stories = Object.entries(composeStories(module)) as Array<[string, ComposedStory]>;
  it.each(stories)('%s renders its documented state', async (_name, Story) => {
    const canvasElement = document.createElement('div');
    document.body.appendChild(canvasElement);
    try {
      await Story.run({ canvasElement });
      expect(canvasElement.childElementCount).toBeGreaterThan(0);
      if (Story.parameters?.logsErrors) expect(takeConsoleErrors().length).toBeGreaterThan(0);
    } finally {
      // Storybook only unmounts a story when the next one starts; unmount now, so the per-test resets that follow
      // (notices, session) do not re-render a story that is still mounted outside act().
      await unmountStory(canvasElement);
    }
  });
});
