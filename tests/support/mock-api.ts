import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { createHttpRepository } from '../../adapters/http/create-http-repository';
import { storyBases, storyStore } from '../../.storybook/story-environment';
import { createMockServer, type MockServer } from '../../mocks/node';
import type { Repository } from '../../src/data/repository';
import type { Dataset } from '../../src/domain/dataset';
import { buildDataset } from './builders';
import { installMultipartBridge } from './multipart-bridge';

/** The demo's default bases, site-relative as in the built app (jsdom resolves them against its location). */
export const testBases = storyBases;

/*
 * One mock API per test file, whoever asks for it: a component test (setupMockApi) and the stories it renders
 * (tests/support/stories.tsx, the stories-as-tests project) use the same MSW server over the same store, the one
 * Storybook's stories run on. A story's loader resets that store to the story's data; setupMockApi resets it to the
 * test's dataset before each test.
 */
let fileServer: MockServer | undefined;
let listening = false;
let removeBridge: (() => void) | undefined;

/** The test file's MSW server: the contract handlers over the story store. */
function mockServer(): MockServer {
  fileServer ??= createMockServer({ repository: storyStore(), ...testBases });
  return fileServer;
}

/** Starts the test file's MSW server if it is not listening yet (unhandled requests fail the test). */
export function startMockServer(): MockServer {
  const server = mockServer();
  if (!listening) {
    server.listen({ onUnhandledRequest: 'error' });
    listening = true;
    // Only in jsdom (component tests), where FormData is not Node's; installed after MSW patched fetch.
    if (typeof window !== 'undefined') removeBridge = installMultipartBridge();
  }
  return server;
}

/** Stops the server started by startMockServer (a test file's last hook). */
export function stopMockServer(): void {
  removeBridge?.();
  removeBridge = undefined;
  if (listening) fileServer?.close();
  listening = false;
}

export type MockApi = {
  /** What screens use: the HTTP adapter, answered by MSW. */
  repository: Repository;
  /** The store behind MSW, for arranging and asserting data directly. */
  store: Repository;
  server: MockServer;
};

/**
 * The demo default data path for component tests: HTTP adapter -> MSW (Node) -> Dexie on fake-indexeddb. The store is
 * reset to `dataset()` before each test and scenarios are removed after each; unhandled requests fail the test.
 */
export function setupMockApi(dataset: () => Dataset = buildDataset): MockApi {
  const store = storyStore();
  const server = mockServer();
  const repository = createHttpRepository({ ...testBases, apiKey: 'test-key' });
  beforeAll(() => {
    startMockServer();
  });
  beforeEach(async () => {
    await store.dataset.import(dataset());
  });
  afterEach(() => server.resetHandlers());
  afterAll(stopMockServer);
  return { repository, store, server };
}
