import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { appMessages } from '../../src/domain/messages';
import { DATA_TIMEOUT, logIn, publicNavigation, visible } from './support/app';
import { openBrowser, type Session } from './support/browser';
import { serveStatic } from './support/static-server';

const ROOT = resolve(import.meta.dirname, '../..');
const DIST = inject('distDir');

type Server = Awaited<ReturnType<typeof serveStatic>>;

/** Waits until the service worker controls the page and has stored the whole build (it is active only then). */
async function installedForOffline(session: Session): Promise<void> {
  await expect
    .poll(() => session.page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null), { timeout: DATA_TIMEOUT })
    .toMatch(/service-worker\.js$/);
  await session.page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
}

/** Builds the demo into `outDir`; `env` changes the build so its files (and the worker's precache list) differ. */
function buildDemo(outDir: string, env: Record<string, string> = {}): void {
  execFileSync(
    process.execPath,
    [resolve(ROOT, 'node_modules/vite/bin/vite.js'), 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'error'],
    { cwd: ROOT, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production', ...env } },
  );
}

describe('the demo with no network after one visit', () => {
  // Its own server on the built demo, closed after the first visit: nothing can come from the network any more.
  let server: Server;
  let session: Session;
  beforeAll(async () => {
    server = await serveStatic(DIST, process.env.VITE_BASE_PATH ?? '/');
    session = await openBrowser();
  });
  afterAll(async () => {
    await session?.close();
    await server?.close();
  });

  it('reloads public and admin routes and navigates by the menu to a page not visited yet', async () => {
    const { page, context } = session;
    const url = (path: string) => new URL(path.replace(/^\//, ''), server.url).toString();
    await page.goto(url('/'));
    await publicNavigation(page);
    await installedForOffline(session);

    await server.close();
    await context.setOffline(true);

    // 1. Reload the page on screen.
    await page.reload();
    await publicNavigation(page);
    await visible(page.getByRole('list', { name: 'Our Products' }).getByRole('heading', { level: 3 }));

    // 2. A public page never opened online: its code chunk and its data (MSW over IndexedDB) are local.
    await page.goto(url('/about-us'));
    await visible(page.getByRole('heading', { name: 'Company Overview' }));

    // 3. The back office: its lazy chunk comes from the precache, the login works, the dashboard shows data.
    await page.goto(url('/admin'));
    await logIn(page);
    await visible(page.getByRole('heading', { level: 2, name: 'Dashboard' }));

    // 4. Client navigation by the main menu to another page not visited yet.
    await page.goto(url('/contact-us'));
    const nav = await publicNavigation(page);
    await nav.getByRole('link', { name: 'Careers' }).click();
    await visible(page.getByRole('heading', { level: 1, name: /Careers/i }));
    expect(new URL(page.url()).pathname).toMatch(/\/careers$/);
    expect(session.errors).toEqual([]);
  });
});

describe('installing the demo', () => {
  let session: Session;
  beforeAll(async () => {
    session = await openBrowser();
  });
  afterAll(() => session.close());

  it('has a manifest with icons, a service worker scoped to the site, and Chromium finds nothing missing to install it', async () => {
    const { page } = session;
    await page.goto(session.url('/'));
    await publicNavigation(page);
    await installedForOffline(session);

    const manifestHref = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(manifestHref).toBeTruthy();
    const manifestUrl = new URL(manifestHref!, page.url()).toString();
    const manifest = (await (await page.request.get(manifestUrl)).json()) as {
      name: string;
      short_name: string;
      display: string;
      start_url: string;
      scope: string;
      theme_color: string;
      icons: Array<{ src: string; sizes: string; purpose?: string }>;
    };
    expect(manifest).toMatchObject({ name: 'Ironcrest Steel Industries', short_name: 'Ironcrest', display: 'standalone' });
    expect(new URL(manifest.start_url, manifestUrl).toString()).toBe(session.url('/'));
    expect(manifest.icons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
    expect(manifest.icons.some((icon) => icon.purpose === 'maskable')).toBe(true);
    for (const icon of manifest.icons) {
      const answer = await page.request.get(new URL(icon.src, manifestUrl).toString());
      expect(answer.status(), icon.src).toBe(200);
      expect(answer.headers()['content-type']).toBe('image/png');
      const [width, height] = icon.sizes.split('x').map(Number);
      const png = await answer.body();
      // The PNG header holds the real size (bytes 16–23): it must be what the manifest says.
      expect([png.readUInt32BE(16), png.readUInt32BE(20)], icon.src).toEqual([width, height]);
    }

    const worker = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready;
      return { scope: registration.scope, script: registration.active?.scriptURL };
    });
    expect(worker).toEqual({ scope: session.url('/'), script: session.url('/service-worker.js') });

    const cdp = await page.context().newCDPSession(page);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: unknown[] };
    expect(installabilityErrors).toEqual([]);
    await cdp.detach();
    expect(session.errors).toEqual([]);
  });
});

describe('a new build of the demo', () => {
  let outDir: string;
  let server: Server;
  let session: Session;
  beforeAll(async () => {
    outDir = mkdtempSync(join(tmpdir(), 'ironcrest-update-build-'));
    buildDemo(outDir);
    server = await serveStatic(outDir, '/');
    session = await openBrowser();
  });
  afterAll(async () => {
    await session?.close();
    await server?.close();
    if (outDir) rmSync(outDir, { recursive: true, force: true });
  });

  it('is offered on the next visit with a Reload prompt and runs only after the visitor accepts', async () => {
    const { page } = session;
    await page.goto(server.url);
    await publicNavigation(page);
    await installedForOffline(session);
    const firstScript = readFileSync(join(outDir, 'service-worker.js'), 'utf8');

    // The host gets a new build (another idle time changes the app's code, so every hashed file name changes).
    buildDemo(outDir, { VITE_KIOSK_IDLE_MINUTES: '7' });
    expect(readFileSync(join(outDir, 'service-worker.js'), 'utf8')).not.toBe(firstScript);

    // The next visit still runs the old build in full, and says a new one is ready.
    await page.reload();
    await publicNavigation(page);
    const prompt = await visible(page.getByRole('status').filter({ hasText: appMessages.updateAvailable }));
    const oldScripts = await page.evaluate(() => [...document.scripts].map((script) => script.src).filter(Boolean));

    await Promise.all([page.waitForEvent('load'), prompt.getByRole('button', { name: appMessages.updateReload }).click()]);
    await publicNavigation(page);
    const newScripts = await page.evaluate(() => [...document.scripts].map((script) => script.src).filter(Boolean));
    expect(newScripts).not.toEqual(oldScripts);
    expect(await page.getByText(appMessages.updateAvailable).count()).toBe(0);
    const waiting = await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting ?? null);
    expect(waiting).toBeNull();
    expect(session.errors).toEqual([]);
  });
});
