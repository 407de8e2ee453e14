import { createDexieRepository } from '../../adapters/dexie/create-dexie-repository';
import { createHttpRepository } from '../../adapters/http/create-http-repository';
import { createMockServer } from '../../mocks/node';
import { buildDataset } from '../support/builders';
import { runRepositoryConformance } from './repository-conformance';

// The HTTP adapter speaks the .php contract; MSW answers it over a Dexie store, as in the demo.
const bases = {
  apiBase: 'http://localhost/api',
  adminApiBase: 'http://localhost/api/admin',
  seoApiBase: 'http://localhost/api/admin',
  imagesBase: 'http://localhost/images',
};

runRepositoryConformance('http (through the MSW .php contract)', async () => {
  const store = createDexieRepository({
    name: `conformance-msw-${crypto.randomUUID()}`,
    seed: buildDataset,
    imagesBase: bases.imagesBase,
  });
  const server = createMockServer({ repository: store, ...bases });
  server.listen({ onUnhandledRequest: 'error' });
  const repository = createHttpRepository({ ...bases, apiKey: 'conformance-key' });
  return { repository, dispose: async () => server.close() };
});
