import type { Preview } from '@storybook/react-vite';
import { unmountElement } from '@storybook/react-dom-shim';
import { act, cleanup, render, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SetupWorker } from 'msw/browser';
import { mswLoader } from 'msw-storybook-addon/csf3';
import type { ComponentType } from 'react';
import { storyDataLoader, withStoryProviders } from '../../.storybook/story-environment';
import { startMockServer } from './mock-api';

/**
 * What .storybook/preview.tsx gives every story, for stories run by Vitest: the same loaders (data, scenarios,
 * session) and providers, with the test file's MSW server (tests/support/mock-api.ts) in place of the browser worker.
 */
export const storyAnnotations: Preview = {
  // The loader only needs use() and resetHandlers(), which the Node server has too.
  loaders: [mswLoader(() => startMockServer() as unknown as SetupWorker), storyDataLoader],
  decorators: [withStoryProviders],
};

type ComposedStory = ComponentType & {
  load: () => Promise<void>;
  play?: (context: { canvasElement: HTMLElement }) => Promise<void> | void;
};

/** Unmounts a story run into `canvasElement` and removes the element (Storybook would only do so at the next story). */
export async function unmountStory(canvasElement: HTMLElement): Promise<void> {
  await act(async () => {
    unmountElement(canvasElement);
  });
  cleanup();
  canvasElement.remove();
}

/**
 * Renders a composed story as a test's starting state, as Storybook shows it: its loaders (data, scenarios,
 * session), its providers, then its play function, which asserts the state. The test goes on from there with the
 * returned queries and user.
 */
export async function renderStory(Story: ComposedStory) {
  await Story.load();
  const user = userEvent.setup();
  const view = render(<Story />);
  await Story.play?.({ canvasElement: view.container });
  return { ...view, canvas: within(view.container), user };
}
