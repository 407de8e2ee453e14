import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createSeedDataset } from '../../fixtures/seed-dataset';
import { startApiServer, type RunningApiServer } from '../support/api-server-process';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../support/chromium';
import { IMPERSONATION_MARKERS, impersonationVectors, type SiteClasses } from '../support/impersonation-vectors';
import { importDemoDataset, settled, visible } from './support/app';
import { openBrowser, type Session } from './support/browser';
import { apiRepository, buildSite, productionEnv } from './support/build';
import { serveStatic } from './support/static-server';

/*
 * The impersonation family of the hostile-input suite: stored page content that runs no script but would pass for the
 * site (tests/support/impersonation-vectors.ts), on the public page of the built demo and in the HTML a production
 * build prerenders from the API. None may draw: no <dialog>, popover or fixed box, no element of the stored content
 * with a class of the site's, no stored id unprefixed, no redirect or form.
 */

const SHOTS = join(import.meta.dirname, 'screenshots');
/** The fencing page: in the menu at /manufacturing/fencing, prerendered (production) at /page/fencing. */
const FENCING = { slug: 'fencing', route: '/manufacturing/fencing', prerendered: '/page/fencing' };

/** The site's own class names in a build (CSS modules are hashed per build), read from its stylesheets. */
function siteClassesOf(outDir: string): SiteClasses {
  const assets = join(outDir, 'assets');
  const css = readdirSync(assets)
    .filter((file) => file.endsWith('.css'))
    .map((file) => readFileSync(join(assets, file), 'utf8'))
    .join('\n');
  const noticeRegion = /\.(_region_[\w-]+)\{[^}]*position:fixed/.exec(css)?.[1];
  if (!noticeRegion) throw new Error(`No notice-region class in ${assets}`);
  return { noticeRegion, button: 'btn btn--primary' };
}

/** The page content: every vector in one stored page. */
const hostileContent = (site: SiteClasses) => `<p>Galvanised chain link fencing.</p>${impersonationVectors(site).map((vector) => vector.html).join('')}`;

/** What the stored content drew that would pass for the site; [] when nothing. */
async function impostors(page: Page, site: SiteClasses): Promise<string[]> {
  return page.evaluate(
    ({ noticeRegion, markers }) => {
      const found: string[] = [];
      const stored = document.querySelector('main article > div');
      if (!stored || !stored.textContent?.includes('Galvanised chain link fencing.')) return ['the stored content is not on the page'];
      if (document.querySelector('dialog')) found.push('a <dialog> element');
      if (document.querySelector('[popover], [popovertarget], [commandfor]')) found.push('a popover or command attribute');
      if (stored.querySelector('base, meta, link, style, form, input, button, select, textarea')) found.push('<base>, <meta>, <link>, <style> or a form in the content');
      if (document.querySelector('base[href*="evil"], meta[http-equiv="refresh" i]')) found.push('a stored <base> or refresh in the document');
      const state = document.querySelectorAll('#prerender-state');
      if (state.length > 1 || (state[0] && state[0].tagName !== 'SCRIPT')) found.push('a stored element with id="prerender-state"');
      for (const element of [stored, ...stored.querySelectorAll('*')].slice(1)) {
        const classes = [...element.classList].filter((name) => !name.startsWith('ql-'));
        if (classes.length > 0) found.push(`stored class ${classes.join(' ')}`);
        if (element.id && !element.id.startsWith('user-content-')) found.push(`stored id ${element.id}`);
        if (element.getAttribute('role') || element.getAttribute('accesskey') !== null) found.push(`stored role or accesskey on <${element.tagName.toLowerCase()}>`);
        const position = getComputedStyle(element).position;
        if (position === 'fixed' || position === 'sticky' || position === 'absolute') found.push(`a ${position} box`);
      }
      for (const element of document.querySelectorAll(`.${noticeRegion}`)) {
        if (element.textContent?.includes(markers.session)) found.push('the fake session notice in the notice region');
      }
      // What a visitor sees (innerText: not the prerendered data block, which holds the stored content as data).
      if (document.body.innerText.includes(markers.bank)) found.push('the fake bank-details link');
      return found;
    },
    { noticeRegion: site.noticeRegion, markers: IMPERSONATION_MARKERS },
  );
}

async function screenshots(page: Page, name: string): Promise<void> {
  const viewport = page.viewportSize();
  for (const width of [1440, 1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.locator('main article').first().scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(SHOTS, `${name}-${width}.png`) });
  }
  if (viewport) await page.setViewportSize(viewport);
}

describe('stored page content on the public page of the demo', () => {
  let session: Session;
  const site = siteClassesOf(inject('distDir'));
  const dialogs: string[] = [];

  beforeAll(async () => {
    session = await openBrowser({ width: 1280, height: 900 });
    session.page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    const dataset = createSeedDataset();
    dataset.pages.find((page) => page.slug === FENCING.slug)!.content = hostileContent(site);
    await importDemoDataset(session, dataset, 'impersonation-dataset.json');
  });
  afterAll(() => session.close());

  it('draws nothing that passes for the site, and stays on the page', async () => {
    const { page } = session;
    await page.goto(session.url(FENCING.route));
    await visible(page.getByText('Galvanised chain link fencing.'));
    await settled(page);
    await page.waitForTimeout(1_500);
    expect(new URL(page.url()).pathname).toBe(FENCING.route);
    expect(await impostors(page, site)).toEqual([]);
    await visible(page.getByText(IMPERSONATION_MARKERS.session, { exact: false }));
    await screenshots(page, 'hostile-impersonation-public');
    expect(dialogs).toEqual([]);
    expect(session.errors).toEqual([]);
  });

  it('keeps a same-page link working: it leads to the prefixed heading', async () => {
    const { page } = session;
    await page.getByRole('link', { name: 'Jump to specs' }).click();
    await page.waitForURL((url) => url.hash === '#user-content-specs');
    expect(new URL(page.url()).pathname).toBe(FENCING.route);
    await expect.poll(() => page.getByRole('heading', { name: 'Specifications' }).evaluate((heading) => heading.getBoundingClientRect().top)).toBeLessThan(200);
  });
});

describe('stored page content in the HTML a production build prerenders', () => {
  const KEY = 'impersonation-key';
  let api: RunningApiServer;
  let outDir = '';
  let browser: Browser;
  let site: SiteClasses;

  beforeAll(async () => {
    api = await startApiServer({ args: ['--strict', '--key', KEY] });
    const repository = apiRepository(api, KEY);
    const stored = (await repository.pages.list()).find((page) => page.slug === FENCING.slug)!;
    // CSS-module names hash the stylesheet's path and content, so the demo build's are this build's too: the class an
    // attacker reads from the live site.
    site = siteClassesOf(inject('distDir'));
    await repository.pages.update(stored.id, {
      title: stored.title,
      slug: stored.slug,
      content: hostileContent(site),
      parent_id: stored.parent_id,
      is_active: stored.is_active,
      meta_description: stored.meta_description,
      gallery_inheritance_type: stored.gallery_inheritance_type,
      gallery_inheritance_id: stored.gallery_inheritance_id,
    });
    const build = buildSite({ env: productionEnv(api, KEY) });
    outDir = build.outDir;
    expect(build.status, build.output).toBe(0);
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: [...CHROMIUM_FLAGS] });
  });
  afterAll(async () => {
    await browser?.close();
    await api.stop();
    if (outDir) rmSync(outDir, { recursive: true, force: true });
  });

  it('holds none of it: one data block, no dialog, popover, form, site class or unprefixed stored id', () => {
    const html = readFileSync(join(outDir, FENCING.prerendered.slice(1), 'index.html'), 'utf8');
    const root = html.slice(html.indexOf('<div id="root">'), html.indexOf('<script type="application/json" id="prerender-state">'));
    expect(root).toContain('Galvanised chain link fencing.');
    expect(html.match(/id="prerender-state"/g)).toHaveLength(1);
    expect(root).toContain('id="user-content-prerender-state"');
    // The vectors' own markup (the page's own forms, the brochure request's, are not looked at).
    expect(root).not.toMatch(/<dialog|\spopover[\s=>]|popovertarget|commandfor|evil\.example\/collect|name="card"|<base|http-equiv|<style>header|accesskey=|autofocus/i);
    expect(root).not.toContain(IMPERSONATION_MARKERS.bank);
    // The stored content, from its first paragraph to its last heading: no class of the site's (the page's own notice
    // region, outside it, has one).
    const stored = root.slice(root.indexOf('Galvanised chain link fencing.'), root.indexOf('Specifications</h2>'));
    expect(stored).toContain(IMPERSONATION_MARKERS.session);
    expect(stored).not.toMatch(/class="/);
  });

  it('draws none of it in Chromium, before and after the app runs', async () => {
    const server = await serveStatic(outDir);
    try {
      for (const javaScriptEnabled of [false, true]) {
        const context = await browser.newContext({ javaScriptEnabled, viewport: { width: 1280, height: 900 } });
        const page = await context.newPage();
        const errors: string[] = [];
        page.on('pageerror', (error) => errors.push(error.message));
        await page.goto(`${server.url.replace(/\/$/, '')}${FENCING.prerendered}`);
        await visible(page.getByText('Galvanised chain link fencing.'));
        if (javaScriptEnabled) await settled(page);
        await page.waitForTimeout(1_500);
        expect(new URL(page.url()).pathname).toBe(FENCING.prerendered);
        expect(await impostors(page, site)).toEqual([]);
        if (!javaScriptEnabled) await screenshots(page, 'hostile-impersonation-prerendered');
        expect(errors).toEqual([]);
        await context.close();
      }
    } finally {
      await server.close();
    }
  });
});
