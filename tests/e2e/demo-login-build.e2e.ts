import { existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_ADMIN_PASSWORD_HASH } from '../../src/domain/demo-login';
import { buildSite, type SiteBuild } from './support/build';

/*
 * A production build (VITE_DATA_ADAPTER=http) that would sign in with the demo password stops before bundling, with a
 * message naming `npm run hash-password`; ALLOW_DEMO_LOGIN=1 lets it through on purpose. The real `vite build`, as
 * `npm run build` runs it.
 */

// buildSite keeps the demo login for the other test builds; these say for themselves.
const productionBuild = (env: Record<string, string>): SiteBuild =>
  buildSite({ env: { VITE_DATA_ADAPTER: 'http', PRERENDER_API_ORIGIN: '', VITE_ADMIN_PASSWORD_HASH: '', ALLOW_DEMO_LOGIN: '', ...env } });

describe('a production build with the demo login', () => {
  const built: string[] = [];
  afterAll(() => built.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  it('stops, naming npm run hash-password and the override, when no password hash is set', () => {
    const build = productionBuild({});
    built.push(build.outDir);
    expect(build.status).not.toBe(0);
    expect(build.output).toContain('would sign in to the back office with the demo login');
    expect(build.output).toContain('`npm run hash-password`');
    expect(build.output).toContain('ALLOW_DEMO_LOGIN=1');
    expect(existsSync(join(build.outDir, 'index.html'))).toBe(false);
  });

  it('stops when the hash is set to the demo one', () => {
    const build = productionBuild({ VITE_ADMIN_PASSWORD_HASH: DEMO_ADMIN_PASSWORD_HASH });
    built.push(build.outDir);
    expect(build.status).not.toBe(0);
    expect(build.output).toContain('`npm run hash-password`');
  });

  it('builds when ALLOW_DEMO_LOGIN=1 says so', () => {
    const build = productionBuild({ ALLOW_DEMO_LOGIN: '1' });
    built.push(build.outDir);
    expect(build.status, build.output).toBe(0);
    expect(build.output).not.toContain('npm run hash-password');
    expect(existsSync(join(build.outDir, 'index.html'))).toBe(true);
  });
});
