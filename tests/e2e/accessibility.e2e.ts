import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logIn, PUBLIC_ROUTES, publicNavigation, settled, visible } from './support/app';
import { ADMIN_SECTIONS } from '../../src/admin/shell/sections';
import { expectNoSeriousA11yViolations, openBrowser, type Session } from './support/browser';

describe('accessibility of the public site (axe: no serious or critical violations)', () => {
  let session: Session;
  beforeAll(async () => {
    session = await openBrowser();
  });
  afterAll(() => session.close());

  it.each(PUBLIC_ROUTES.map((route) => route.path))('has none on %s', async (path) => {
    const { page } = session;
    await page.goto(session.url(path));
    await publicNavigation(page);
    await settled(page);
    await expectNoSeriousA11yViolations(page, path);
  });

  it('has none with the job details and application dialog open', async () => {
    const { page } = session;
    await page.goto(session.url('/careers'));
    await (await visible(page.getByRole('button', { name: /^View Details & Apply/ }))).click();
    await visible(page.getByRole('dialog').getByRole('heading', { name: 'Apply for this Position' }));
    await expectNoSeriousA11yViolations(page, '/careers job dialog');
  });
});

describe('accessibility of the back office (axe: no serious or critical violations)', () => {
  let session: Session;
  beforeAll(async () => {
    session = await openBrowser();
  });
  afterAll(() => session.close());

  it('has none on the login form', async () => {
    const { page } = session;
    await page.goto(session.url('/admin'));
    await visible(page.getByRole('heading', { name: 'Admin Login' }));
    try {
      await expectNoSeriousA11yViolations(page, '/admin login');
    } finally {
      // The sections below need the session whatever the login form's result.
      await logIn(page);
    }
  });

  it.each(ADMIN_SECTIONS.map(({ id, label }) => [id, label] as const))('has none on /admin/%s', async (id, label) => {
    const { page } = session;
    await page.goto(session.url(`/admin/${id}`));
    await visible(page.getByRole('heading', { level: 2, name: label, exact: true }));
    await settled(page);
    await expectNoSeriousA11yViolations(page, `/admin/${id}`);
  });

  it('has none with the page form and its rich-text editor open', async () => {
    const { page } = session;
    await page.goto(session.url('/admin/pages'));
    await (await visible(page.getByRole('button', { name: /^Edit / }))).click();
    await visible(page.getByRole('dialog', { name: 'Edit Page' }).getByRole('textbox', { name: 'Content' }));
    await settled(page);
    await expectNoSeriousA11yViolations(page, '/admin/pages edit dialog');
  });

  /** Opens every dialog the current screen offers (its Add buttons, one View and one Delete) and checks each. */
  async function checkDialogs(label: string) {
    const { page } = session;
    const main = page.getByRole('main');
    const adds = await main.getByRole('button', { name: /^Add / }).all();
    for (const add of adds) {
      if (!(await add.isVisible()) || !(await add.isEnabled())) continue;
      const name = (await add.textContent())?.trim() ?? 'Add';
      await add.click();
      await visible(page.getByRole('dialog'));
      await settled(page);
      await expectNoSeriousA11yViolations(page, `${label}: ${name} dialog`);
      await page.keyboard.press('Escape');
      await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    }
    const view = main.getByRole('button', { name: /^View\b/ }).first();
    if (await view.isVisible()) {
      await view.click();
      await visible(page.getByRole('dialog'));
      await expectNoSeriousA11yViolations(page, `${label}: details dialog`);
      await page.keyboard.press('Escape');
      await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    }
    const remove = main.getByRole('button', { name: /^Delete\b/ }).first();
    if (await remove.isVisible()) {
      await remove.click();
      const confirm = await visible(page.getByRole('alertdialog'));
      await expectNoSeriousA11yViolations(page, `${label}: delete confirmation`);
      await confirm.getByRole('button', { name: 'Cancel' }).click();
      await expect.poll(() => page.getByRole('alertdialog').count()).toBe(0);
    }
  }

  it.each(ADMIN_SECTIONS.map(({ id, label }) => [id, label] as const))('has none in the dialogs and tabs of /admin/%s', async (id, label) => {
    const { page } = session;
    await page.goto(session.url(`/admin/${id}`));
    await visible(page.getByRole('heading', { level: 2, name: label, exact: true }));
    await settled(page);
    if (id === 'slider') {
      // An inactive slide, whose dimmed card must keep its text readable.
      await (await visible(page.getByRole('button', { name: /^Deactivate: / }).first())).click();
      await visible(page.getByRole('button', { name: /^Activate: / }).first());
      await expectNoSeriousA11yViolations(page, '/admin/slider with an inactive slide');
    }
    const tabs = id === 'content' ? await page.getByRole('tab').all() : [];
    if (tabs.length === 0) {
      await checkDialogs(`/admin/${id}`);
      return;
    }
    for (const tab of tabs) {
      const name = (await tab.textContent())?.trim() ?? 'tab';
      await tab.click();
      await settled(page);
      await expectNoSeriousA11yViolations(page, `/admin/content ${name}`);
      await checkDialogs(`/admin/content ${name}`);
    }
  });

  it('has no landmark or other violation of any impact in the Demo data dialog', async () => {
    const { page } = session;
    await page.goto(session.url('/admin/dashboard'));
    await (await visible(page.getByRole('button', { name: 'Demo data' }))).click();
    await visible(page.getByRole('dialog', { name: 'Demo data' }));
    await expectNoSeriousA11yViolations(page, 'Demo data dialog', { impacts: ['minor', 'moderate', 'serious', 'critical'], include: 'dialog[open]' });
  });
});
