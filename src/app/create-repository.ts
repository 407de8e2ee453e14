import { loadDemoRepository, type AppConfig } from '../config';
import { adminCredentialProvider } from '../data/admin-credential';
import { loadInSlices, nextTask } from '../domain/next-task';
import type { CreatedRepository } from './demo-repository';

export type { CreatedRepository, DemoInfo } from './demo-repository';

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
    // Hardened mode: back-office calls send the session's credential (derived at login), never a key of the bundle.
    adminCredential: config.adminCredential === 'derived' ? adminCredentialProvider : undefined,
    requestTimeoutMs: config.apiTimeoutMs,
  };
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
 * bundle; the demo's data paths (msw, dexie, json-server: src/app/demo-repository.ts) only in a demo build
 * (loadDemoRepository), so a production build ships no seed content, mock worker or failure scenarios. `pause` comes
 * between the modules it loads: a hydrating page passes `backgroundTask`, so its hydration and a visitor's first taps
 * go before all of it (start.tsx).
 */
export async function createRepository(config: AppConfig, pause: () => Promise<void> = nextTask): Promise<CreatedRepository> {
  const httpOptions = httpRepositoryOptions(config);
  // Every data path checks with these schemas (the demo's store and its mock API too): built one module per task.
  await loadInSlices(DOMAIN_SCHEMAS, pause);
  if (loadDemoRepository === null || config.dataAdapter === 'http') {
    const { createHttpRepository } = await import('../../adapters/http/create-http-repository');
    return { repository: createHttpRepository(httpOptions), demo: null };
  }
  const { createDemoRepository } = await loadDemoRepository();
  await pause();
  return createDemoRepository({ ...config, dataAdapter: config.dataAdapter }, httpOptions, pause);
}
