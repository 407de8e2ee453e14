import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import type { TestProject } from 'vitest/node';
import { serveStatic } from './static-server';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** The built folder the run serves (BUILD_OUT_DIR, default dist/). */
    distDir: string;
  }
}

const ROOT = resolve(import.meta.dirname, '../../..');

/**
 * Builds the demo with its prerendered routes (unless E2E_SKIP_BUILD=1) into BUILD_OUT_DIR (default dist/) and serves it on a
 * loopback port for the whole run.
 */
export default async function setup(project: TestProject) {
  const outDir = resolve(ROOT, process.env.BUILD_OUT_DIR || 'dist');
  if (process.env.E2E_SKIP_BUILD !== '1') {
    // Vitest runs with NODE_ENV=test, which Vite would honour with a development React build; the demo ships production.
    const env = { ...process.env, NODE_ENV: 'production' };
    // Prerenders every public route too (the prerender plugin in vite.config.ts).
    execFileSync(process.execPath, [resolve(ROOT, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'], { cwd: ROOT, stdio: 'inherit', env });
  }
  const server = await serveStatic(outDir, process.env.VITE_BASE_PATH ?? '/');
  project.provide('baseUrl', server.url);
  project.provide('distDir', outDir);
  return () => server.close();
}
