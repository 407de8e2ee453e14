import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { createDexieRepository } from '../../adapters/dexie/create-dexie-repository';
import type { Repository } from '../../src/data/repository';
import type { EndpointName } from '../../src/domain/contract';
import { endpointUrls } from '../../mocks/mock-bases';
import { createMockServer, type MockServer } from '../../mocks/node';
import type { ServerProfileOptions } from '../../mocks/server-profile';
import { buildDataset } from '../support/builders';

/** A separate SEO prefix, so the tests see that get_seo_settings.php answers on both documented bases. */
export const bases = {
  apiBase: 'http://localhost/api',
  adminApiBase: 'http://localhost/api/admin',
  seoApiBase: 'http://localhost/seo-api',
  imagesBase: 'http://localhost/images',
};

export type ContractServer = { store: Repository; server: MockServer };

/**
 * The MSW contract (the demo profile, or the strict one with `{ strict: true, apiKey }`) over a Dexie store (fake-indexeddb), reset to buildDataset() before each test; runtime handlers
 * (scenarios, captures) are removed after each test.
 */
export function setupContractServer(profile: ServerProfileOptions = {}): ContractServer {
  const store = createDexieRepository({ name: `contract-${crypto.randomUUID()}`, seed: buildDataset, imagesBase: bases.imagesBase });
  const server = createMockServer({ repository: store, ...bases, ...profile });
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  beforeEach(async () => {
    await store.dataset.import(buildDataset());
  });
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  return { store, server };
}

/** The URL an endpoint answers on, with a query. */
export function endpointUrl(name: EndpointName, query: Record<string, string | number> = {}): string {
  const url = new URL(endpointUrls(bases, name)[0]!);
  for (const [key, value] of Object.entries(query)) url.searchParams.set(key, String(value));
  return url.href;
}

/** A POST with a raw body (a string is sent as is, so broken JSON can be sent). */
export function postRaw(name: EndpointName, body: string): Promise<Response> {
  return fetch(endpointUrl(name), { method: 'POST', headers: { 'Content-Type': 'application/json' }, body });
}

export const postJson = (name: EndpointName, body: unknown) => postRaw(name, JSON.stringify(body));

export function postForm(name: EndpointName, form: FormData): Promise<Response> {
  return fetch(endpointUrl(name), { method: 'POST', body: form });
}

export async function readJsonAnswer(response: Response): Promise<Record<string, unknown>> {
  return (await response.json()) as Record<string, unknown>;
}
