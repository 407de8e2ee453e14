import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { navigationTexts } from '../../src/admin/navigation/navigation-texts';
import { adminMessages } from '../../src/domain/messages';
import { flattenNavigation } from '../../src/domain/navigation-tree';
import { startApiServer, type RunningApiServer } from '../support/api-server-process';
import { logIn, message, openSection, visible } from './support/app';
import { openBrowser, type Session } from './support/browser';
import { apiRepository, buildSite, productionEnv } from './support/build';
import { serveStatic } from './support/static-server';

/*
 * Inactive navigation items in a production build (VITE_DATA_ADAPTER=http) against the strict server, whose
 * get_navigation.php leaves inactive items out and whose delete cascades: with a server that honours
 * include_inactive=1 a deactivated item stays listed and editable and deleting its parent moves it up; with one that
 * ignores it (--ignores-include-inactive; the built site's API calls are forwarded there) the back office says so.
 */
const KEY = 'navigation-inactive-key';
const SHOTS = join(import.meta.dirname, 'screenshots');

describe('inactive navigation items in a production build on the strict server', () => {
  let honours: RunningApiServer;
  let ignores: RunningApiServer;
  let site: { url: string; close: () => Promise<void> };
  let outDir = '';
  let session: Session;

  beforeAll(async () => {
    [honours, ignores] = await Promise.all([
      startApiServer({ args: ['--strict', '--key', KEY] }),
      startApiServer({ args: ['--strict', '--key', KEY, '--ignores-include-inactive'] }),
    ]);
    const build = buildSite({ env: productionEnv(honours, KEY) });
    outDir = build.outDir;
    expect(build.status, build.output).toBe(0);
    site = await serveStatic(outDir);
  }, 420_000);
  afterAll(async () => {
    await session?.close();
    await site?.close();
    await Promise.all([honours?.stop(), ignores?.stop()]);
    if (outDir) rmSync(outDir, { recursive: true, force: true });
  });

  async function deactivateOurTeam() {
    const { page } = session;
    await page.goto(new URL('admin', site.url).href);
    await logIn(page);
    await openSection(page, 'Navigation Management');
    await (await visible(page.getByRole('button', { name: 'Edit Our Team', exact: true }))).click();
    const form = page.getByRole('dialog', { name: 'Edit Navigation Item' });
    await form.getByLabel('Active', { exact: true }).uncheck();
    await form.getByRole('button', { name: 'Save Item' }).click();
    await visible(message(page, adminMessages.navigation.updated));
  }

  it('keeps a deactivated item listed and editable, and moves it up when its parent is deleted', async () => {
    session = await openBrowser({ width: 1280, height: 900 });
    const { page } = session;
    await deactivateOurTeam();
    const row = page.getByRole('listitem').filter({ has: page.getByRole('button', { name: 'Edit Our Team', exact: true }) }).last();
    await visible(row.getByText('Inactive', { exact: true }));
    expect(await page.getByText(/the server no longer lists it/).count()).toBe(0);
    await page.screenshot({ path: join(SHOTS, 'navigation-inactive-listed.png') });

    await page.getByRole('button', { name: 'Delete About Us', exact: true }).click();
    const confirm = page.getByRole('alertdialog');
    await visible(confirm.getByText(/Our Team/));
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
    await visible(message(page, adminMessages.navigation.deleted));
    await visible(page.getByRole('button', { name: 'Edit Our Team', exact: true }));

    const stored = flattenNavigation(await apiRepository(honours, KEY).navigation.tree({ includeInactive: true }));
    expect(stored.find((item) => item.title === 'Our Team')).toMatchObject({ parent_id: null, is_active: false });
    expect(stored.some((item) => item.title === 'About Us')).toBe(false);
    expect(session.errors).toEqual([]);
    await session.close();
  }, 180_000);

  it('falls back to the notice on a server that ignores include_inactive=1, and warns before a parent is deleted', async () => {
    session = await openBrowser({ width: 1280, height: 900 });
    const { page } = session;
    // The built site names the first server; its API calls go to the second one.
    await session.context.route(`${honours.origin}/api/**`, async (route) => {
      const target = route.request().url().replace(honours.origin, ignores.origin);
      await route.fulfill({ response: await route.fetch({ url: target }) });
    });
    await deactivateOurTeam();
    await visible(page.getByText(navigationTexts.inactiveHidden('Our Team')));
    await page.getByRole('button', { name: 'Delete About Us', exact: true }).click();
    await visible(page.getByRole('alertdialog').getByText(navigationTexts.hiddenSubItems('About Us'), { exact: false }));
    await page.screenshot({ path: join(SHOTS, 'navigation-inactive-ignored.png') });
    await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel' }).click();
    expect(session.errors).toEqual([]);
  }, 180_000);
});
