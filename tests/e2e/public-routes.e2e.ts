import { afterAll, beforeAll, describe, it } from 'vitest';
import { ALL_PUBLIC_ROUTES, expectHealthyPage, settled, visible } from './support/app';
import { openBrowser, type Session } from './support/browser';

const VIEWPORTS = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
] as const;

describe.each(VIEWPORTS)('every public route at $width px', ({ width, height }) => {
  let session: Session;
  beforeAll(async () => {
    session = await openBrowser({ width, height });
  });
  afterAll(() => session.close());

  it.each(ALL_PUBLIC_ROUTES.map((route) => route.path))('%s has no uncaught error and no id twice', async (path) => {
    const { page } = session;
    await page.goto(session.url(path));
    await visible(page.getByRole('heading', { level: 1 }));
    await settled(page);
    await expectHealthyPage(page, session.errors, path);
  });

  it('stays healthy while moving between routes inside the app', async () => {
    const { page } = session;
    await page.goto(session.url('/'));
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const name of ['About Us', 'Contact Us', 'Careers']) {
      // On a phone the menu opens first; clicking a link closes it again.
      if (width < 768) await page.getByRole('button', { name: 'Toggle navigation menu' }).click();
      await (await visible(nav.getByRole('link', { name, exact: true }))).click();
      await visible(page.getByRole('heading', { level: 1 }));
      await settled(page);
      await expectHealthyPage(page, session.errors, `${name} (in-app)`);
    }
  });
});
