import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { draftsTexts } from '../../src/admin/shared/drafts/drafts-texts';
import { logIn, message, visible } from './support/app';
import type { Session } from './support/browser';
import { startProductionSite, type ProductionSite } from './support/production-site';

/*
 * Drafts in a production build (VITE_DATA_ADAPTER=http) against `npm run api -- --strict`: the drafts live in the
 * browser's own database, not in the API, so a save that timed out and a reload after it lose nothing.
 */

const KEY = 'drafts-key';
const TITLE = 'Fencing Solutions - Ironcrest Steel Industries';

describe('drafts in a production build', () => {
  let production: ProductionSite;
  let session: Session;
  const url = (path: string) => production.url(path);

  beforeAll(async () => {
    // A short request timeout, so the save that gets no answer times out within the test.
    production = await startProductionSite({ key: KEY, env: () => ({ VITE_API_TIMEOUT_MS: '4000' }) });
    session = production.session;
    session.page.on('dialog', (dialog) => void dialog.accept());
  });
  afterAll(() => production?.close());

  it('offers the changes of a save that timed out after a reload', async () => {
    const { page } = session;
    await page.goto(url('/admin'));
    await logIn(page);
    const openFencing = async () => {
      await page.goto(url('/admin/pages'));
      await page.getByRole('searchbox', { name: 'Search pages' }).fill(TITLE);
      await page.getByRole('button', { name: `Edit ${TITLE}`, exact: true }).click();
      return visible(page.getByRole('dialog', { name: 'Edit Page' }));
    };
    let dialog = await openFencing();
    await dialog.getByLabel(/^Title/).click();
    await page.keyboard.press('End');
    await page.keyboard.type(' Timed out');
    // The server never answers the save: the request times out.
    await page.route('**/*.php*', async (route) => {
      if (route.request().method() === 'GET') return route.continue();
      await new Promise(() => undefined);
    });
    await dialog.getByRole('button', { name: 'Save Page' }).click();
    await visible(dialog.getByRole('alert'), 30_000);
    await page.unrouteAll({ behavior: 'ignoreErrors' });

    await page.reload();
    dialog = await openFencing();
    const banner = await visible(dialog.getByRole('region', { name: /^Restore the unsaved changes from \d\d:\d\d\?$/ }));
    await visible(banner.getByRole('listitem').filter({ hasText: `Title: ${TITLE} → ${TITLE} Timed out` }));
    await banner.getByRole('button', { name: draftsTexts.restore }).click();
    expect(await dialog.getByLabel(/^Title/).inputValue()).toBe(`${TITLE} Timed out`);
    await dialog.getByRole('button', { name: 'Save Page' }).click();
    await visible(message(page, 'Page updated successfully!'));
  });
});
