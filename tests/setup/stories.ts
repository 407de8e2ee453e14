import { setProjectAnnotations } from '@storybook/react-vite';
import type { SetupWorker } from 'msw/browser';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { afterAll, beforeAll } from 'vitest';
import { storyBases, storyDataLoader, storyStore, withStoryProviders } from '../../.storybook/story-environment';
import { createMockServer, type MockServer } from '../../mocks/node';
import { installMultipartBridge } from '../support/multipart-bridge';

// Stories as tests: the same loaders and decorators as .storybook/preview.tsx, with MSW's Node server in place of
// the browser worker (same handlers, same scenarios).
let server: MockServer | undefined;
let removeBridge: (() => void) | undefined;

const annotations = setProjectAnnotations([
  {
    loaders: [
      mswLoader(() => {
        server ??= createMockServer({ repository: storyStore(), ...storyBases });
        server.listen({ onUnhandledRequest: 'error' });
        // jsdom's FormData reaches Node's fetch with every file renamed 'blob' (as in component tests).
        removeBridge ??= installMultipartBridge();
        // The loader only needs use() and resetHandlers(), which the Node server has too.
        return server as unknown as SetupWorker;
      }),
      storyDataLoader,
    ],
    decorators: [withStoryProviders],
  },
]);

beforeAll(annotations.beforeAll);
afterAll(() => {
  removeBridge?.();
  server?.close();
});
