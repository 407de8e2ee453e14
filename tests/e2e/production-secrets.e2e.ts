import { readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpRepository } from '../../adapters/http/create-http-repository';
import { ADMIN_CREDENTIAL_KEY } from '../../src/data/admin-credential';
import { deriveAdminCredential } from '../../src/domain/admin-credential';
import { adminMessages } from '../../src/domain/messages';
import { hashPassword } from '../../src/domain/password';
import { startApiServer, type RunningApiServer } from '../support/api-server-process';
import { visible } from './support/app';
import { openBrowser } from './support/browser';
import { buildSite, productionEnv, type SiteBuild } from './support/build';
import { serveStatic } from './support/static-server';

/*
 * Hardened mode, as a deployer sets it up (README, Production): a production build against `npm run api -- --strict`
 * with a public key (VITE_API_KEY, in the bundle by nature) and a separate admin key, the credential the back office
 * derives from the password at login (VITE_ADMIN_CREDENTIAL=derived); the prerender reads with a build-time secret
 * (PRERENDER_API_KEY). Neither the admin key nor the prerender secret may be anywhere in dist/.
 */

const PUBLIC_KEY = 'public-key-in-the-bundle';
const PASSWORD = 'correct horse battery staple 26';
/** A team member's name only the server holds (written before the build), so a prerendered page shows live content. */
const LIVE_MEMBER = 'Live Member From The Server';

/** Every file under `dir`, as bytes. */
function filesUnder(dir: string): { path: string; bytes: Buffer }[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [{ path, bytes: readFileSync(path) }];
  });
}

describe('a hardened production build (separate public key and back-office credential)', () => {
  let api: RunningApiServer;
  let build: SiteBuild;
  let adminKey = '';
  let passwordHash = '';

  beforeAll(async () => {
    passwordHash = await hashPassword(PASSWORD, { iterations: 100_000 });
    adminKey = await deriveAdminCredential(PASSWORD, passwordHash);
    api = await startApiServer({ args: ['--strict', '--key', PUBLIC_KEY, '--admin-key', adminKey] });
    // Live content the seed does not have, written with the back-office credential, as the back office would.
    const editor = createHttpRepository({ apiBase: api.apiBase, adminApiBase: api.adminApiBase, seoApiBase: api.adminApiBase, imagesBase: api.imagesBase, apiKey: PUBLIC_KEY, adminCredential: () => adminKey });
    const [member] = await editor.team.list();
    await editor.team.update(member!.id, { ...member!, name: LIVE_MEMBER });
    build = buildSite({
      env: {
        ...productionEnv(api, PUBLIC_KEY),
        VITE_ADMIN_CREDENTIAL: 'derived',
        VITE_ADMIN_PASSWORD_HASH: passwordHash,
        // The build machine reads with the admin key here: the strictest secret there is, so the grep below means most.
        PRERENDER_API_KEY: adminKey,
      },
    });
  }, 360_000);
  afterAll(async () => {
    await api?.stop();
    if (build) rmSync(build.outDir, { recursive: true, force: true });
  });

  it('ships neither the back-office credential, the prerender secret nor the password in any file of dist/, and prerenders the live content', () => {
    expect(build.status, build.output).toBe(0);
    const files = filesUnder(build.outDir);
    expect(files.length).toBeGreaterThan(20);
    for (const { path, bytes } of files) {
      for (const secret of [adminKey, PASSWORD]) expect(bytes.includes(Buffer.from(secret)), `${secret} in ${path}`).toBe(false);
    }
    // The public key is in the bundle by nature (the specs send it from public pages): the grep would find a key.
    expect(files.some(({ bytes }) => bytes.includes(Buffer.from(PUBLIC_KEY)))).toBe(true);
    expect(build.output).toContain(`from ${api.origin}`);
    expect(readFileSync(join(build.outDir, 'about-us/index.html'), 'utf8')).toContain(LIVE_MEMBER);
  });

  it('the public pages read with the public key; the back office derives its credential at login, sends it, and logout clears it', async () => {
    expect(build.status, build.output).toBe(0);
    const site = await serveStatic(build.outDir);
    const browser = await openBrowser({ width: 1440, height: 900 });
    const keys = new Map<string, Set<string | null>>();
    browser.page.on('request', (request: Request) => {
      if (!request.url().startsWith(api.origin)) return;
      const path = new URL(request.url()).pathname.replace(/^.*\//, '');
      keys.set(path, (keys.get(path) ?? new Set()).add(request.headers()['x-api-key'] ?? null));
    });
    const page = browser.page;
    try {
      await page.goto(new URL('about-us', site.url).href);
      await visible(page.getByText(LIVE_MEMBER, { exact: true }).first());
      await page.goto(site.url);
      await visible(page.getByRole('heading', { level: 1 }).first());
      expect(keys.get('get_about_content.php')).toEqual(new Set([PUBLIC_KEY]));

      await page.goto(new URL('admin', site.url).href);
      await visible(page.getByRole('heading', { name: 'Admin Login' }));
      await page.getByLabel(/Username/).fill('admin');
      await page.getByLabel(/Password/).fill(PASSWORD);
      await page.getByRole('button', { name: 'Login' }).click();
      await visible(page.getByRole('button', { name: 'Logout' }));
      await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Contact Form Data', exact: true }).click();
      await visible(page.getByRole('heading', { level: 2, name: 'Contact Form Data', exact: true }));
      await visible(page.getByRole('row').nth(1));
      // Kept in this tab's session only, and sent on the back-office calls; the public reads keep the public key.
      expect(await page.evaluate((key) => sessionStorage.getItem(key), ADMIN_CREDENTIAL_KEY)).toBe(adminKey);
      expect(await page.evaluate((secret) => Object.values({ ...localStorage }).some((value) => value.includes(secret)), adminKey)).toBe(false);
      expect(keys.get('get_contact_form_data.php')).toEqual(new Set([adminKey]));
      expect(keys.get('get_about_content.php')).toEqual(new Set([PUBLIC_KEY]));

      // A tab whose session store lost the credential shows the login form with a notice, not a broken section.
      await page.evaluate((key) => sessionStorage.removeItem(key), ADMIN_CREDENTIAL_KEY);
      await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Career Form Data', exact: true }).click();
      await visible(page.getByRole('heading', { name: 'Admin Login' }));
      await visible(page.getByText(adminMessages.login.credentialMissing, { exact: true }));
      for (const width of [1440, 1280, 390]) {
        await page.setViewportSize({ width, height: 900 });
        await page.screenshot({ path: `/tmp/secrets-shots/credential-missing-${width}.png`, fullPage: true });
      }
      await page.setViewportSize({ width: 1440, height: 900 });
      await page.getByLabel(/Username/).fill('admin');
      await page.getByLabel(/Password/).fill(PASSWORD);
      await page.getByRole('button', { name: 'Login' }).click();
      await visible(page.getByRole('heading', { level: 2, name: 'Career Form Data', exact: true }));
      expect(await page.evaluate((key) => sessionStorage.getItem(key), ADMIN_CREDENTIAL_KEY)).toBe(adminKey);

      // A second tab shares the signed-in marker but not this tab's session store: it asks for a login at once.
      const other = await browser.context.newPage();
      await other.goto(new URL('admin', site.url).href);
      await visible(other.getByText(adminMessages.login.credentialMissing, { exact: true }));
      await other.close();

      await page.getByRole('button', { name: 'Logout' }).click();
      await visible(page.getByRole('heading', { name: 'Admin Login' }));
      expect(await page.evaluate((key) => sessionStorage.getItem(key), ADMIN_CREDENTIAL_KEY)).toBeNull();
      expect(browser.errors).toEqual([]);
    } finally {
      await browser.close();
      await site.close();
    }
  });

  it('refuses the contact messages to anyone outside the browser who has only the public key', async () => {
    for (const headers of [{ 'X-API-Key': PUBLIC_KEY }, {}] as Record<string, string>[]) {
      const response = await fetch(`${api.adminApiBase}/get_contact_form_data.php`, { headers });
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ success: false, message: 'Unauthorized' });
    }
    const resume = await fetch(`${api.apiBase}/download_resume.php?file=x.pdf`, { headers: { 'X-API-Key': PUBLIC_KEY } });
    expect(resume.status).toBe(401);
    expect((await fetch(`${api.adminApiBase}/get_contact_form_data.php`, { headers: { 'X-API-Key': adminKey } })).status).toBe(200);
  });
});
