import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openAdminSession, settled, visible } from './support/app';
import { openBrowser, type Session } from './support/browser';

const VIEWPORTS = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
] as const;

describe.each(VIEWPORTS)('public layout at $width px', ({ width, height }) => {
  let session: Session;
  beforeAll(async () => {
    session = await openBrowser({ width, height });
    await session.page.emulateMedia({ reducedMotion: 'reduce' });
  });
  afterAll(() => session.close());

  it('lays out the About card grids without empty tracks or a single orphan card', async () => {
    const { page } = session;
    await page.goto(session.url('/about-us'));
    await visible(page.getByRole('heading', { name: 'Our Leadership Team' }));
    await settled(page);
    const grids = await page.evaluate(() =>
      ['#vision-and-mission', '#our-team', '#infrastructure', '#certifications'].map((section) => {
        const grid = document.querySelector(`${section} ul, ${section} > div`);
        if (!grid) return { section, columns: 0, count: 0, rows: [] as number[], filled: 0, width: 0 };
        const items = [...grid.children] as HTMLElement[];
        const rows = new Map<number, number>();
        for (const item of items) rows.set(Math.round(item.getBoundingClientRect().top), (rows.get(Math.round(item.getBoundingClientRect().top)) ?? 0) + 1);
        const box = grid.getBoundingClientRect();
        const right = Math.max(...items.map((item) => item.getBoundingClientRect().right));
        return { section, columns: getComputedStyle(grid).gridTemplateColumns.split(' ').length, count: items.length, rows: [...rows.values()], filled: right - box.left, width: box.width };
      }),
    );
    for (const grid of grids) {
      expect(grid.count, grid.section).toBeGreaterThan(0);
      // The first row fills the grid's width (no empty tracks on the right).
      expect(grid.filled, `${grid.section} fills its row`).toBeGreaterThan(grid.width - 2);
      if (grid.columns > 1 && grid.rows.length > 1) expect(grid.rows.at(-1), `${grid.section} rows ${grid.rows.join('+')}`).toBeGreaterThan(1);
    }
    expect(session.errors).toEqual([]);
  });

  it('shows products 2 per row on a phone, keeps the menu button beside the logo, and gives slider controls the page font', async () => {
    const { page } = session;
    await page.goto(session.url('/'));
    const products = await visible(page.getByRole('list', { name: 'Our Products' }));
    const columns = await products.evaluate((list) => getComputedStyle(list).gridTemplateColumns.split(' ').length);
    expect(columns).toBe(width < 480 ? 2 : width >= 992 ? 3 : 2);

    const control = await visible(page.getByRole('button', { name: 'Previous slide' }));
    const fonts = await control.evaluate((button) => [getComputedStyle(button).fontFamily, getComputedStyle(document.body).fontFamily]);
    expect(fonts[0]).toBe(fonts[1]);

    if (width < 1200) {
      // A logo that fails to load shows the company name; the menu button still shares its row.
      const brand = await visible(page.getByRole('link', { name: /home$/ }).first());
      await brand.evaluate((link) => {
        const image = link.querySelector('img');
        if (image) image.src = `${image.src}.missing`;
      });
      await visible(brand.getByText('Ironcrest Steel Industries'));
      const toggle = await visible(page.getByRole('button', { name: 'Toggle navigation menu' }));
      const [brandBox, toggleBox] = [await brand.boundingBox(), await toggle.boundingBox()];
      expect(toggleBox!.y).toBeLessThan(brandBox!.y + brandBox!.height);
    }
  });

  it.each(['/', '/about-us'])('never covers content of %s with the demo controls', async (path) => {
    const { page } = session;
    await page.goto(session.url(path));
    await visible(page.getByRole('heading', { level: 1 }));
    await settled(page);
    const toggle = await visible(page.getByRole('button', { name: /^Demo scenarios/ }));
    // Scrolled to every height, the control covers no heading, text, link or button of the page.
    const covered = await toggle.evaluate(async (control) => {
      const hits: string[] = [];
      const aside = control.closest('aside');
      const step = Math.max(200, window.innerHeight / 2);
      for (let y = 0; y <= document.documentElement.scrollHeight; y += step) {
        window.scrollTo(0, y);
        await new Promise((done) => requestAnimationFrame(() => done(null)));
        const box = control.getBoundingClientRect();
        for (const element of document.querySelectorAll('h1, h2, h3, p, a, button, img')) {
          if (aside?.contains(element)) continue;
          const other = element.getBoundingClientRect();
          if (other.width === 0 || other.height === 0) continue;
          const overlaps = box.left < other.right && other.left < box.right && box.top < other.bottom && other.top < box.bottom;
          if (overlaps) hits.push(`${element.tagName} ${element.textContent?.trim().slice(0, 30) ?? ''}`);
        }
      }
      return [...new Set(hits)];
    });
    expect(covered).toEqual([]);
  });
});

describe('back office layout', () => {
  let session: Session;
  beforeAll(async () => {
    session = await openAdminSession({ width: 1440, height: 700 });
  });
  afterAll(() => session.close());

  it('keeps the sidebar in view below the header while a long section scrolls', async () => {
    const { page } = session;
    // The navigation tree is long: scrolled further than the sidebar is tall, an unstuck sidebar would be gone.
    await page.goto(session.url('/admin/navigation'));
    await visible(page.getByRole('heading', { level: 2, name: 'Navigation Management' }));
    await settled(page);
    await page.mouse.wheel(0, 3000);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(800);
    const box = await page.evaluate(() => {
      const header = document.querySelector('header')!.getBoundingClientRect();
      const last = [...document.querySelectorAll('nav[aria-label="Admin sections"] a')].at(-1)!.getBoundingClientRect();
      return { headerBottom: header.bottom, linkTop: last.top, linkBottom: last.bottom, viewport: window.innerHeight };
    });
    expect(box.linkTop).toBeGreaterThanOrEqual(box.headerBottom - 1);
    expect(box.linkBottom).toBeLessThanOrEqual(box.viewport);
  });

  it('keeps a long dialog form\'s Cancel and Save in view', async () => {
    const { page } = session;
    await page.goto(session.url('/admin/pages'));
    await (await visible(page.getByRole('button', { name: /^Edit / }))).click();
    const dialog = await visible(page.getByRole('dialog', { name: 'Edit Page' }));
    await visible(dialog.getByRole('textbox', { name: 'Content' }));
    // The form is taller than the window: its footer stays at the bottom of the dialog's view.
    expect(await dialog.evaluate((element) => element.scrollHeight > element.clientHeight)).toBe(true);
    for (const name of ['Cancel', 'Save Page']) {
      const button = await dialog.getByRole('button', { name, exact: true }).boundingBox();
      expect(button, name).not.toBeNull();
      expect(button!.y + button!.height, name).toBeLessThanOrEqual(700);
    }
    await page.keyboard.press('Escape');
  });
});
