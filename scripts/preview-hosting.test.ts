import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { preview, type PreviewServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hostedFile, previewHostingRule } from './preview-hosting';

/** A build as the prerender step leaves it: the home page, one prerendered route, the app shell, an asset. */
const BUILD: Record<string, string> = {
  'index.html': '<title>home</title>',
  'about/index.html': '<title>about</title>',
  'page/fencing/index.html': '<title>fencing</title>',
  'app.html': '<title>app</title>',
  'assets/app.js': 'console.log("app")',
};

function writeBuild(files: Record<string, string>) {
  const root = mkdtempSync(join(tmpdir(), 'preview-hosting-'));
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, name)), { recursive: true });
    writeFileSync(join(root, name), text);
  }
  return root;
}

describe('hostedFile', () => {
  const root = writeBuild(BUILD);
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('answers a folder with its index.html, any other address with app.html, and leaves files alone', () => {
    expect(hostedFile(root, '/')).toBe('/index.html');
    expect(hostedFile(root, '/about')).toBe('/about/index.html');
    expect(hostedFile(root, '/about/')).toBe('/about/index.html');
    expect(hostedFile(root, '/page/fencing')).toBe('/page/fencing/index.html');
    expect(hostedFile(root, '/admin/pages')).toBe('/app.html');
    expect(hostedFile(root, '/no-such-page')).toBe('/app.html');
    expect(hostedFile(root, '/assets/app.js')).toBeNull();
    expect(hostedFile(root, '/../../etc/passwd')).toBe('/app.html');
  });

  it('falls back to index.html in a build without app.html', () => {
    const bare = writeBuild({ 'index.html': '<title>home</title>' });
    expect(hostedFile(bare, '/admin')).toBe('/index.html');
    rmSync(bare, { recursive: true, force: true });
  });
});

describe('npm run preview (vite preview with the hosting rule)', () => {
  let server: PreviewServer;
  let root: string;
  const page = async (path: string) => (await fetch(new URL(path, server.resolvedUrls!.local[0]))).text();

  beforeAll(async () => {
    root = writeBuild(BUILD);
    server = await preview({
      configFile: false,
      logLevel: 'silent',
      root,
      base: '/site/',
      build: { outDir: root },
      preview: { port: 0, host: '127.0.0.1' },
      plugins: [previewHostingRule()],
    });
  });
  afterAll(async () => {
    await server.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('serves each prerendered route its own page and every other address the app shell', async () => {
    expect(await page('/site/')).toContain('<title>home</title>');
    expect(await page('/site/about')).toContain('<title>about</title>');
    expect(await page('/site/page/fencing/?utm=1')).toContain('<title>fencing</title>');
    expect(await page('/site/admin/pages')).toContain('<title>app</title>');
    expect(await page('/site/no-such-page')).toContain('<title>app</title>');
    expect(await page('/site/assets/app.js')).toContain('console.log');
  });
});
