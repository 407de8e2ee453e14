import type { Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { startMockWorker } from '../mocks/browser';
import '../src/app/global.css';
import { storyBases, storyDataLoader, storyStore, storyViewports, withStoryProviders } from './story-environment';

const preview: Preview = {
  loaders: [
    // The project's own worker and handlers (mocks/browser.ts) over the story store.
    mswLoader(() =>
      startMockWorker({ repository: storyStore(), ...storyBases, serviceWorkerUrl: './mockServiceWorker.js', scenarios: [] }),
    ),
    storyDataLoader,
  ],
  decorators: [withStoryProviders],
  parameters: {
    layout: 'fullscreen',
    viewport: { options: storyViewports },
    controls: { expanded: true },
  },
  initialGlobals: { viewport: { value: 'desktop', isRotated: false } },
};

export default preview;
