import { afterAll, beforeAll, describe, it } from 'vitest';
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
});
