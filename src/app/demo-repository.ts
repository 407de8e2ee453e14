import type { Repository } from '../data/repository';
import { imageFileUrl, type ImageFolders } from '../domain/image-location';
import { loadInSlices, nextTask } from '../domain/next-task';
import { seedAfterWorker, seedInWorker } from './demo-seed';
import type { createHttpRepository as CreateHttpRepository } from '../../adapters/http/create-http-repository';

/*
 * The demo's data paths (msw, dexie, json-server) and everything only they use: the seed content, the mock API's
 * service worker and its failure scenarios. create-repository.ts loads this module only in a demo build, so a
 * production build (VITE_DATA_ADAPTER=http) ships none of it (README, Production).
 */

const DEMO_DATABASE = 'ironcrest-demo';

/** What the demo shows about itself (null outside demo builds). */
export type DemoInfo = {
  /** 'msw': the .php contract answered by the service worker; 'direct': IndexedDB without a service worker. */
  dataPath: 'msw' | 'direct';
  /** Why the demo runs without the service worker, when it does. */
  fallbackReason: string | null;
  /** Failure scenarios switched on (?scenario= or the stored setting). */
  scenarios: string[];
};

export type CreatedRepository = { repository: Repository; demo: DemoInfo | null };

/** The settings the demo's paths read (src/config.ts's AppConfig has them; not imported, as config.ts loads this module). */
type DemoConfig = {
  dataAdapter: 'msw' | 'dexie' | 'json-server';
  apiBase: string;
  adminApiBase: string;
  seoApiBase: string;
  imagesBase: string;
  imageFolders: ImageFolders;
  jsonServerUrl: string;
  serviceWorkerUrl: string;
};

/**
 * The seed content for the page's own use (a reset to the seed data, a store the seeding worker could not seed, the
 * json-server path), made when asked for: its modules loaded and the dataset built in tasks of their own.
 */
function seedFor(config: DemoConfig) {
  return async () => {
    const [{ createSeedDataset }, { withImagesBase }] = await Promise.all([
      import('../../fixtures/seed-dataset'),
      import('../../fixtures/images-base'),
    ]);
    await nextTask();
    const dataset = createSeedDataset();
    await nextTask();
    return withImagesBase(dataset, config.imagesBase);
  };
}

async function createDemoStore(config: DemoConfig, pause: () => Promise<void>): Promise<Repository> {
  // The store's own rules (the dataset check) are built in a task of their own before Dexie's module.
  await loadInSlices([() => import('../domain/dataset-rules'), () => import('../../adapters/dexie/create-dexie-repository')], pause);
  const { createDexieRepository } = await import('../../adapters/dexie/create-dexie-repository');
  // A new database is seeded in a worker (demo-seed.worker.ts), started now; the store's first call waits for it.
  const seeded = seedInWorker({ database: DEMO_DATABASE, imagesBase: config.imagesBase });
  return createDexieRepository({ name: DEMO_DATABASE, seed: seedAfterWorker(seeded, seedFor(config)), imagesBase: config.imagesBase });
}

/** Service workers need a secure context (https or localhost) and a browser that has them. */
function serviceWorkerUnavailable(): string | null {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) {
    return 'This browser does not offer service workers here';
  }
  if (!window.isSecureContext) return 'Service workers need https (or localhost)';
  return null;
}

/**
 * The demo default ('msw') runs the same code path production runs: the HTTP adapter, answered by the MSW worker,
 * which stores everything in IndexedDB through the Dexie adapter. Where no service worker can run, the demo uses the
 * same IndexedDB store directly and says so, instead of showing a broken site.
 */
export async function createDemoRepository(
  config: DemoConfig,
  httpOptions: Parameters<typeof CreateHttpRepository>[0],
  pause: () => Promise<void> = nextTask,
): Promise<CreatedRepository> {
  switch (config.dataAdapter) {
    case 'dexie':
      return { repository: await createDemoStore(config, pause), demo: { dataPath: 'direct', fallbackReason: null, scenarios: [] } };
    case 'json-server': {
      const { createJsonServerRepository } = await import('../../adapters/json-server/create-json-server-repository');
      const repository = createJsonServerRepository({ baseUrl: config.jsonServerUrl, imagesBase: config.imagesBase, seed: seedFor(config) });
      return { repository, demo: null };
    }
    case 'msw': {
      const store = await createDemoStore(config, pause);
      const unavailable = serviceWorkerUnavailable();
      if (unavailable) {
        console.warn(`${unavailable}: the demo reads and writes IndexedDB directly.`);
        return { repository: store, demo: { dataPath: 'direct', fallbackReason: unavailable, scenarios: [] } };
      }
      // MSW, its handlers and the HTTP adapter, each evaluated in a task of its own.
      await loadInSlices([() => import('../../mocks/scenarios'), () => import('../../mocks/browser'), () => import('../../adapters/http/create-http-repository')], pause);
      const [{ scenariosFromLocation }, { startMockWorker }, { createHttpRepository }] = await Promise.all([
        import('../../mocks/scenarios'),
        import('../../mocks/browser'),
        import('../../adapters/http/create-http-repository'),
      ]);
      const scenarios = scenariosFromLocation(window.location, window.localStorage);
      try {
        await startMockWorker({
          repository: store,
          apiBase: config.apiBase,
          adminApiBase: config.adminApiBase,
          seoApiBase: config.seoApiBase,
          imagesBase: config.imagesBase,
          // The demo's API keeps slider images where the site is configured to look for them.
          sliderImagesBase: imageFileUrl(config.imagesBase, config.imageFolders.slider, '').replace(/\/$/, ''),
          serviceWorkerUrl: config.serviceWorkerUrl,
          scenarios,
        });
      } catch (error) {
        const reason = `The mock service worker could not start (${error instanceof Error ? error.message : String(error)})`;
        console.warn(`${reason}: the demo reads and writes IndexedDB directly.`);
        return { repository: store, demo: { dataPath: 'direct', fallbackReason: reason, scenarios: [] } };
      }
      // The mock API pages the submission lists (PAGED_LIST_QUERY), so the back office asks it for one page at a time.
      return { repository: createHttpRepository({ ...httpOptions, pagedLists: true }), demo: { dataPath: 'msw', fallbackReason: null, scenarios } };
    }
  }
}
