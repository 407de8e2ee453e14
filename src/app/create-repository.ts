import type { AppConfig } from '../config';
import type { Repository } from '../data/repository';

const DEMO_DATABASE = 'ironcrest-demo';

/**
 * The one place an adapter is chosen. Each branch imports its adapter dynamically so the others stay out of the
 * bundle. The demo default ('msw') runs the same code path production runs: the HTTP adapter, answered by the MSW
 * worker, which stores everything in IndexedDB through the Dexie adapter.
 */
export async function createRepository(config: AppConfig): Promise<Repository> {
  const httpOptions = {
    apiBase: config.apiBase,
    adminApiBase: config.adminApiBase,
    seoApiBase: config.seoApiBase,
    imagesBase: config.imagesBase,
    apiKey: config.apiKey,
  };
  switch (config.dataAdapter) {
    case 'http': {
      const { createHttpRepository } = await import('../../adapters/http/create-http-repository');
      return createHttpRepository(httpOptions);
    }
    case 'dexie': {
      const [{ createDexieRepository }, { createSeedDataset }] = await Promise.all([
        import('../../adapters/dexie/create-dexie-repository'),
        import('../../fixtures/seed-dataset'),
      ]);
      return createDexieRepository({ name: DEMO_DATABASE, seed: createSeedDataset, imagesBase: config.imagesBase });
    }
    case 'json-server': {
      const [{ createJsonServerRepository }, { createSeedDataset }] = await Promise.all([
        import('../../adapters/json-server/create-json-server-repository'),
        import('../../fixtures/seed-dataset'),
      ]);
      return createJsonServerRepository({
        baseUrl: config.jsonServerUrl,
        imagesBase: config.imagesBase,
        seed: createSeedDataset,
      });
    }
    case 'msw': {
      const [{ createDexieRepository }, { createSeedDataset }, { startMockWorker }, { scenariosFromLocation }, { createHttpRepository }] =
        await Promise.all([
          import('../../adapters/dexie/create-dexie-repository'),
          import('../../fixtures/seed-dataset'),
          import('../../mocks/browser'),
          import('../../mocks/scenarios'),
          import('../../adapters/http/create-http-repository'),
        ]);
      const store = createDexieRepository({ name: DEMO_DATABASE, seed: createSeedDataset, imagesBase: config.imagesBase });
      await startMockWorker({
        repository: store,
        apiBase: config.apiBase,
        adminApiBase: config.adminApiBase,
        seoApiBase: config.seoApiBase,
        imagesBase: config.imagesBase,
        serviceWorkerUrl: `${config.basePath}mockServiceWorker.js`,
        scenarios: scenariosFromLocation(window.location, window.localStorage),
      });
      return createHttpRepository(httpOptions);
    }
  }
}
