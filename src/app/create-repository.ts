import type { AppConfig } from '../config';
import type { Repository } from '../data/repository';
import { imageFileUrl } from '../domain/image-location';
import { loadInSlices } from '../domain/next-task';

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

async function seedFor(config: AppConfig) {
  const [{ createSeedDataset }, { withImagesBase }] = await Promise.all([
    import('../../fixtures/seed-dataset'),
    import('../../fixtures/images-base'),
  ]);
  return () => withImagesBase(createSeedDataset(), config.imagesBase);
}

async function createDemoStore(config: AppConfig): Promise<Repository> {
  const [{ createDexieRepository }, seed] = await Promise.all([
    import('../../adapters/dexie/create-dexie-repository'),
    seedFor(config),
  ]);
  return createDexieRepository({ name: DEMO_DATABASE, seed, imagesBase: config.imagesBase });
}

/**
 * The HTTP adapter's options from the configuration; `base` rewrites the three API bases (the prerender step makes
 * them absolute on the origin the build machine reaches the API at).
 */
export function httpRepositoryOptions(config: AppConfig, base: (apiBase: string) => string = (apiBase) => apiBase) {
  return {
    apiBase: base(config.apiBase),
    adminApiBase: base(config.adminApiBase),
    seoApiBase: base(config.seoApiBase),
    imagesBase: config.imagesBase,
    imageFolders: config.imageFolders,
    brochureEndpoint: config.brochure.requestEndpoint,
    apiKey: config.apiKey,
    requestTimeoutMs: config.apiTimeoutMs,
  };
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
 * The modules whose schemas the HTTP adapter checks every answer with, in the order they import each other. Loaded
 * one per task before the adapter (which imports them all), so building the schemas, right after a prerendered page
 * hydrates, is a dozen short tasks instead of one long one (README, Performance). A module missing here is simply
 * built with the adapter.
 */
const DOMAIN_SCHEMAS = [
  () => import('../domain/schema-helpers'),
  () => import('../domain/catalog'),
  () => import('../domain/company'),
  () => import('../domain/careers'),
  () => import('../domain/pages'),
  () => import('../domain/navigation'),
  () => import('../domain/slider'),
  () => import('../domain/seo'),
  () => import('../domain/submissions'),
  () => import('../domain/dashboard'),
  () => import('../domain/dataset'),
  () => import('../domain/contract'),
];

/**
 * The one place an adapter is chosen. Each branch imports its adapter dynamically so the others stay out of the
 * bundle. The demo default ('msw') runs the same code path production runs: the HTTP adapter, answered by the MSW
 * worker, which stores everything in IndexedDB through the Dexie adapter. Where no service worker can run, the demo
 * uses the same IndexedDB store directly and says so, instead of showing a broken site.
 */
export async function createRepository(config: AppConfig): Promise<CreatedRepository> {
  const httpOptions = httpRepositoryOptions(config);
  switch (config.dataAdapter) {
    case 'http': {
      await loadInSlices(DOMAIN_SCHEMAS);
      const { createHttpRepository } = await import('../../adapters/http/create-http-repository');
      return { repository: createHttpRepository(httpOptions), demo: null };
    }
    case 'dexie':
      return { repository: await createDemoStore(config), demo: { dataPath: 'direct', fallbackReason: null, scenarios: [] } };
    case 'json-server': {
      const [{ createJsonServerRepository }, seed] = await Promise.all([
        import('../../adapters/json-server/create-json-server-repository'),
        seedFor(config),
      ]);
      const repository = createJsonServerRepository({ baseUrl: config.jsonServerUrl, imagesBase: config.imagesBase, seed });
      return { repository, demo: null };
    }
    case 'msw': {
      const store = await createDemoStore(config);
      const unavailable = serviceWorkerUnavailable();
      if (unavailable) {
        console.warn(`${unavailable}: the demo reads and writes IndexedDB directly.`);
        return { repository: store, demo: { dataPath: 'direct', fallbackReason: unavailable, scenarios: [] } };
      }
      const [{ startMockWorker }, { scenariosFromLocation }, { createHttpRepository }] = await Promise.all([
        import('../../mocks/browser'),
        import('../../mocks/scenarios'),
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
