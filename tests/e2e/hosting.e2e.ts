import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logIn, message, openSection, publicNavigation, visible } from './support/app';
import { openBrowser, type Session } from './support/browser';
import { serveStatic } from './support/static-server';

const ROOT = resolve(import.meta.dirname, '../..');

describe('hosting the demo', () => {
  let session: Session;
  beforeAll(async () => {
    session = await openBrowser();
  });
  afterAll(() => session.close());

  it('still ends with a working page after a hard reload, which bypasses the service worker', async () => {
    const { page } = session;
    await page.goto(session.url('/'));
    await publicNavigation(page);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Page.reload', { ignoreCache: true });
    await page.waitForLoadState('load');
    const nav = await publicNavigation(page);
    await visible(nav.getByRole('link', { name: 'Contact Us' }));
    await visible(page.getByRole('list', { name: 'Our Products' }).getByRole('heading', { level: 3 }));
    await cdp.detach();
    expect(session.errors).toEqual([]);
  });

  it('shows the fallback menu when the navigation scenario is switched on, and the real one when all are off', async () => {
    const { page } = session;
    await page.goto(session.url('/'));
    await publicNavigation(page);
    await page.getByRole('button', { name: /^Demo scenarios/ }).click();
    await page.getByRole('checkbox', { name: 'Navigation database error (fallback menu)' }).check();
    await Promise.all([page.waitForEvent('load'), page.getByRole('button', { name: 'Apply and reload' }).click()]);
    await visible(message(page, 'Using fallback navigation'));
    await publicNavigation(page);
    await page.getByRole('button', { name: 'Demo scenarios (1 on)' }).click();
    await Promise.all([page.waitForEvent('load'), page.getByRole('button', { name: 'Turn all off' }).click()]);
    await publicNavigation(page);
    await visible(page.getByRole('button', { name: 'Demo scenarios', exact: true }));
    expect(await page.getByText('Using fallback navigation').count()).toBe(0);
  });
});

describe('the demo built for a sub-path (VITE_BASE_PATH=/demo/)', () => {
  let outDir: string;
  let server: Awaited<ReturnType<typeof serveStatic>>;
  let session: Session;

  beforeAll(async () => {
    outDir = mkdtempSync(join(tmpdir(), 'ironcrest-demo-build-'));
    execFileSync(
      process.execPath,
      [resolve(ROOT, 'node_modules/vite/bin/vite.js'), 'build', '--outDir', outDir, '--emptyOutDir', '--base', '/demo/', '--logLevel', 'error'],
      { cwd: ROOT, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production', VITE_BASE_PATH: '/demo/' } },
    );
    server = await serveStatic(outDir, '/demo/');
    session = await openBrowser();
  });
  afterAll(async () => {
    await session?.close();
    await server?.close();
    if (outDir) rmSync(outDir, { recursive: true, force: true });
  });

  it('serves the home page with its navigation and product images, the worker scoped to the base', async () => {
    const { page } = session;
    await page.goto(server.url);
    await publicNavigation(page);
    const image = page.getByRole('list', { name: 'Our Products' }).locator('img').first();
    await image.scrollIntoViewIfNeeded();
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth), { timeout: 15_000 }).toBeGreaterThan(0);
    const worker = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      return { scope: registration?.scope, script: registration?.active?.scriptURL };
    });
    expect(worker.scope).toBe(server.url);
    // One worker per scope: the offline app cache that also carries MSW (src/app/pwa/service-worker.ts).
    expect(worker.script).toBe(`${server.url}service-worker.js`);
    expect(session.errors).toEqual([]);
  });

  it('lets the administrator log in under the sub-path', async () => {
    const { page } = session;
    await page.goto(`${server.url}admin`);
    await logIn(page);
    await visible(page.getByRole('heading', { level: 2, name: 'Dashboard' }));
    await openSection(page, 'Page Management');
    expect(new URL(page.url()).pathname).toBe('/demo/admin/pages');
    // The static host's fallback answers the section's URL, and the session survives the reload.
    await page.reload();
    await visible(page.getByRole('heading', { level: 2, name: 'Page Management' }));
  });
});
