import type { Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { startMockWorker } from '../mocks/browser';
import '../src/app/global.css';
import { DocsPage } from './docs/DocsPage';
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
    docs: { page: DocsPage, toc: false },
    // The panel lists every axe finding; the story tests (npm run test:stories) fail on serious and critical ones.
    a11y: { test: 'todo' },
    options: {
      storySort: { order: ['Introduction', 'Foundations', 'UI', 'Public', 'Admin'] },
    },
  },
  initialGlobals: { viewport: { value: 'desktop', isRotated: false } },
};

export default preview;
