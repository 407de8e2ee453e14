import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSeedDataset } from '../../fixtures/seed-dataset';
import { startApiServer, type RunningApiServer } from '../support/api-server-process';

/*
 * Where a production build's pages get their content (VITE_DATA_ADAPTER=http): the real API at PRERENDER_API_ORIGIN,
 * here `npm run api -- --strict`, a model of a server this project did not write; a clear failure naming the endpoint
 * when it cannot be read; and the shell only, with no seed company content, when no API is configured.
 */

const ROOT = resolve(import.meta.dirname, '../..');
const KEY = 'prerender-key';

function productionBuild(env: Record<string, string>): { status: number | null; output: string; outDir: string } {
  const outDir = mkdtempSync(join(tmpdir(), 'ironcrest-prod-build-'));
  const result = spawnSync(process.execPath, [resolve(ROOT, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn', '--emptyOutDir'], {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: 'production', VITE_DATA_ADAPTER: 'http', BUILD_OUT_DIR: outDir, ...env },
    encoding: 'utf8',
    timeout: 240_000,
  });
  return { status: result.status, output: `${result.stdout}\n${result.stderr}`, outDir };
}

const page = (outDir: string, route: string) => readFileSync(join(outDir, route, 'index.html'), 'utf8');
const root = (html: string) => html.slice(html.indexOf('<div id="root">'), html.indexOf('<script type="application/json" id="prerender-state">'));

describe('the production build prerenders', () => {
  let api: RunningApiServer;
  const built: string[] = [];
  const seed = createSeedDataset();
  const firstSlide = seed.sliderItems[0]!.title;
  const fencing = seed.pages.find((candidate) => candidate.slug === 'fencing')!;

  beforeAll(async () => {
    api = await startApiServer({ args: ['--strict', '--key', KEY] });
  });
  afterAll(async () => {
    await api.stop();
    built.forEach((dir) => rmSync(dir, { recursive: true, force: true }));
  });

  it('from the real API when PRERENDER_API_ORIGIN names it', () => {
    const build = productionBuild({ PRERENDER_API_ORIGIN: api.origin, VITE_API_KEY: KEY, VITE_SITE_ORIGIN: 'https://www.ironcreststeel.com' });
    built.push(build.outDir);
    expect(build.status, build.output).toBe(0);
    expect(build.output).toContain(`from ${api.origin}`);
    expect(root(page(build.outDir, ''))).toContain(firstSlide);
    const fencingPage = page(build.outDir, 'page/fencing');
    expect(root(fencingPage)).toContain(`>${fencing.title.replace(/ - Ironcrest Steel Industries$/, '')}<`);
    expect(fencingPage).toContain('<link rel="canonical" href="https://www.ironcreststeel.com/page/fencing" data-seo>');
    expect(readFileSync(join(build.outDir, 'sitemap.xml'), 'utf8')).toContain('<loc>https://www.ironcreststeel.com/page/fencing</loc>');
  });

  it('stops with the endpoint it could not read, instead of writing empty pages', () => {
    const build = productionBuild({ PRERENDER_API_ORIGIN: 'http://127.0.0.1:9' });
    built.push(build.outDir);
    expect(build.status).not.toBe(0);
    expect(build.output).toMatch(/The API could not be read while prerendering \/: http:\/\/127\.0\.0\.1:9\/api\/get_navigation\.php/);
  });

  it('the shell only, with no seed company content, when no API is configured', () => {
    const build = productionBuild({ PRERENDER_API_ORIGIN: '' });
    built.push(build.outDir);
    expect(build.status, build.output).toBe(0);
    expect(build.output).toContain('the production pages hold the shell only');
    const home = root(page(build.outDir, ''));
    expect(home).toContain('<footer');
    expect(home).not.toContain(firstSlide);
    expect(root(page(build.outDir, 'about-us'))).not.toContain(seed.teamMembers[0]!.name);
  });
});
