import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { createDexieRepository } from '../../adapters/dexie/create-dexie-repository';
import { createHttpRepository } from '../../adapters/http/create-http-repository';
import { createMockServer, type MockServer } from '../../mocks/node';
import type { Repository } from '../../src/data/repository';
import type { Dataset } from '../../src/domain/dataset';
import { buildDataset } from './builders';
import { installMultipartBridge } from './multipart-bridge';

/** The demo's default bases, site-relative as in the built app (jsdom resolves them against its location). */
export const testBases = { apiBase: '/api', adminApiBase: '/api/admin', seoApiBase: '/api/admin', imagesBase: '/images' };

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
  const store = createDexieRepository({ name: `component-${crypto.randomUUID()}`, seed: dataset, imagesBase: testBases.imagesBase });
  const server = createMockServer({ repository: store, ...testBases });
  const repository = createHttpRepository({ ...testBases, apiKey: 'test-key' });
  let removeBridge: (() => void) | undefined;
  beforeAll(() => {
    server.listen({ onUnhandledRequest: 'error' });
    // Only in jsdom (component tests), where FormData is not Node's.
    if (typeof window !== 'undefined') removeBridge = installMultipartBridge();
  });
  beforeEach(async () => {
    await store.dataset.import(dataset());
  });
  afterEach(() => server.resetHandlers());
  afterAll(() => {
    removeBridge?.();
    server.close();
  });
  return { repository, store, server };
}
