import { rmSync } from 'node:fs';
import { startApiServer, type RunningApiServer } from '../../support/api-server-process';
import { openBrowser, type Session } from './browser';
import { buildSite, productionEnv, type SiteBuild } from './build';
import { serveStatic } from './static-server';

export type ProductionSite = {
  /** `npm run api -- --strict` with the site's key. */
  api: RunningApiServer;
  build: SiteBuild;
  /** The build served as a static host serves it. */
  site: { url: string; close: () => Promise<void> };
  /** A fresh browser on it. */
  session: Session;
  /** The address of a path of the served site. */
  url: (path: string) => string;
  /** Closes the browser, the host and the server, and removes the build. */
  close: () => Promise<void>;
};

/**
 * A production build (VITE_DATA_ADAPTER=http, README's Production variables) against the strict server, served and
 * opened in Chromium: what a test of the shipped site starts from in its beforeAll. `env` adds to (or overrides) the
 * production variables; `headersFor` adds a host's headers. A build that fails throws with its output; whatever had
 * started is closed again.
 */
export async function startProductionSite({
  key,
  env = () => ({}),
  headersFor,
  viewport,
}: {
  key: string;
  env?: (api: RunningApiServer) => Record<string, string>;
  headersFor?: (file: string) => Record<string, string>;
  viewport?: { width: number; height: number };
}): Promise<ProductionSite> {
  const closers: Array<() => Promise<void> | void> = [];
  const close = async () => {
    for (const closer of closers.splice(0).reverse()) await closer();
  };
  try {
    const api = await startApiServer({ args: ['--strict', '--key', key] });
    closers.push(() => api.stop());
    const build = buildSite({ env: { ...productionEnv(api, key), ...env(api) } });
    closers.push(() => rmSync(build.outDir, { recursive: true, force: true }));
    if (build.status !== 0) throw new Error(`The production build failed (exit ${build.status}):\n${build.output}`);
    const site = await serveStatic(build.outDir, '/', headersFor);
    closers.push(() => site.close());
    const session = await openBrowser(viewport);
    closers.push(() => session.close());
    const url = (path: string) => new URL(path.replace(/^\//, ''), site.url).toString();
    return { api, build, site, session, url, close };
  } catch (error) {
    await close();
    throw error;
  }
}
