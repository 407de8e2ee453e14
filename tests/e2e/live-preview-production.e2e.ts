import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { previewTexts } from '../../src/admin/shared/preview/preview-texts';
import { logIn, visible } from './support/app';
import type { Session } from './support/browser';
import { startProductionSite, type ProductionSite } from './support/production-site';

/*
 * The live preview of a production build (VITE_DATA_ADAPTER=http) against `npm run api -- --strict`, served with the
 * Content-Security-Policy headers the README asks hosts to send: every page frame-ancestors 'none', the back office's
 * document (app.html) frame-ancestors 'self'. The preview frame renders with no violation of either policy.
 */

const KEY = 'preview-key';
const TITLE = 'Fencing Solutions - Ironcrest Steel Industries';
const WRITE = /\/(create|update|delete|upload|submit|reorder)[a-z_]*\.php/i;

/** The policy a built page carries in its meta tag, as a host sends it: plus frame-ancestors. */
function headerPolicy(file: string): Record<string, string> {
  if (!file.endsWith('.html')) return {};
  const meta = /<meta http-equiv="Content-Security-Policy" content="([^"]*)"/.exec(readFileSync(file, 'utf8'))?.[1];
  if (!meta) return {};
  const ancestors = basename(file) === 'app.html' ? "'self'" : "'none'";
  return { 'Content-Security-Policy': `${meta.replace(/&#39;/g, "'")}; frame-ancestors ${ancestors}` };
}

describe('the live preview in a production build', () => {
  let production: ProductionSite;
  let session: Session;
  const url = (path: string) => production.url(path);

  beforeAll(async () => {
    production = await startProductionSite({ key: KEY, headersFor: headerPolicy, viewport: { width: 1440, height: 900 } });
    session = production.session;
  });
  afterAll(() => production?.close());

  it('renders the unsaved page under the real headers, without a violation or a write', async () => {
    const { page, context } = session;
    const writes: string[] = [];
    context.on('request', (request) => {
      if (WRITE.test(request.url())) writes.push(request.url());
    });
    const frameHeaders: string[] = [];
    context.on('response', (response) => {
      if (new URL(response.url()).pathname.endsWith('/admin/preview')) frameHeaders.push(response.headers()['content-security-policy'] ?? '');
    });
    await page.goto(url('/admin/pages'));
    await logIn(page);
    await page.getByRole('searchbox', { name: 'Search pages' }).fill(TITLE);
    await page.getByRole('button', { name: `Edit ${TITLE}`, exact: true }).click();
    const dialog = await visible(page.getByRole('dialog', { name: 'Edit Page' }));
    await dialog.getByLabel(/^Title/).click();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('Fencing under the real policy');
    await dialog.getByRole('button', { name: previewTexts.open, exact: true }).click();
    const frame = dialog.frameLocator(`iframe[title="${previewTexts.frameTitle}"]`);
    await visible(frame.getByRole('heading', { level: 1, name: 'Fencing under the real policy' }));
    await visible(dialog.getByRole('region', { name: previewTexts.snippetHeading }).getByText(/^Fencing under the real policy/));

    expect(frameHeaders.length).toBeGreaterThan(0);
    expect(frameHeaders.every((policy) => policy.includes("frame-src 'self'") && policy.endsWith("frame-ancestors 'self'"))).toBe(true);
    // The public pages keep framing nothing and being framed by nobody.
    const home = headerPolicy(`${production.build.outDir}/index.html`)['Content-Security-Policy']!;
    expect(home).toContain("frame-src 'none'");
    expect(home).toMatch(/frame-ancestors 'none'$/);
    expect(writes).toEqual([]);
    expect(session.errors).toEqual([]);
  });
});
