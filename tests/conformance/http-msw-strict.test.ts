import { createDexieRepository } from '../../adapters/dexie/create-dexie-repository';
import { createHttpRepository } from '../../adapters/http/create-http-repository';
import { createMockServer } from '../../mocks/node';
import { buildDataset } from '../support/builders';
import { FULL_CAPABILITIES } from './conformance-capabilities';
import { runRepositoryConformance } from './repository-conformance';

// The HTTP adapter against the strict server profile: a real PHP API we did not write (mocks/server-profile.ts).
const bases = {
  apiBase: 'http://localhost/api',
  adminApiBase: 'http://localhost/api/admin',
  seoApiBase: 'http://localhost/api/admin',
  imagesBase: 'http://localhost/images',
};
const API_KEY = 'strict-conformance-key';

runRepositoryConformance(
  'http (through the strict .php server)',
  async () => {
    const store = createDexieRepository({ name: `conformance-strict-${crypto.randomUUID()}`, seed: buildDataset, imagesBase: bases.imagesBase });
    const server = createMockServer({ repository: store, ...bases, strict: true, apiKey: API_KEY });
    server.listen({ onUnhandledRequest: 'error' });
    // This server keeps slider images at the images base itself (VITE_SLIDER_IMAGES_PATH=/).
    const repository = createHttpRepository({ ...bases, imageFolders: { page_images: 'page_images', slider: '' }, apiKey: API_KEY });
    // A real server has no import endpoint: the data is put in place behind it.
    return { repository, dispose: async () => server.close(), reset: (dataset) => store.dataset.import(dataset) };
  },
  {
    ...FULL_CAPABILITIES,
    demoEndpoints: false,
    navigationListsInactive: false,
    newSlideOrder: 'as-sent',
  },
);
