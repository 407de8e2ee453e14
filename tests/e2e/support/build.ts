import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createHttpRepository } from '../../../adapters/http/create-http-repository';
import type { Repository } from '../../../src/data/repository';
import type { RunningApiServer } from '../../support/api-server-process';

const ROOT = resolve(import.meta.dirname, '../../..');

export type SiteBuild = { status: number | null; output: string; outDir: string };

/**
 * Runs the site's build (`vite build` with its prerender step, as `npm run build` does) into `outDir`, a new temporary
 * folder when none is given. Vitest runs with NODE_ENV=test, which Vite would honour with a development React build;
 * the site ships production.
 */
export function buildSite({ env = {}, outDir }: { env?: Record<string, string>; outDir?: string } = {}): SiteBuild {
  const dir = outDir ?? mkdtempSync(join(tmpdir(), 'ironcrest-build-'));
  const result = spawnSync(process.execPath, [resolve(ROOT, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn', '--emptyOutDir'], {
    cwd: ROOT,
    // The test builds keep the demo login (scripts/demo-login-check.ts); a test of that check passes ALLOW_DEMO_LOGIN: ''.
    env: { ...process.env, NODE_ENV: 'production', BUILD_OUT_DIR: dir, ALLOW_DEMO_LOGIN: '1', ...env },
    encoding: 'utf8',
    timeout: 300_000,
  });
  return { status: result.status, output: `${result.stdout}\n${result.stderr}`, outDir: dir };
}

/** The production variables (README, Production) of a site whose browser reads `npm run api` on its own origin. */
export function productionEnv(api: RunningApiServer, key?: string): Record<string, string> {
  return {
    VITE_DATA_ADAPTER: 'http',
    PRERENDER_API_ORIGIN: api.origin,
    VITE_API_BASE: api.apiBase,
    VITE_ADMIN_API_BASE: api.adminApiBase,
    VITE_SEO_API_BASE: api.adminApiBase,
    VITE_IMAGES_BASE: api.imagesBase,
    ...(key === undefined ? {} : { VITE_API_KEY: key }),
  };
}

/** The HTTP adapter on `npm run api` with the key: an editor's changes made through the contract, as the back office makes them. */
export function apiRepository(api: RunningApiServer, key: string): Repository {
  return createHttpRepository({ apiBase: api.apiBase, adminApiBase: api.adminApiBase, seoApiBase: api.adminApiBase, imagesBase: api.imagesBase, apiKey: key });
}
