import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSeedDataset } from '../../fixtures/seed-dataset';
import { validateDataset } from '../../adapters/record-store/dataset-validation';
import { DatasetSchema, type Dataset } from '../../src/domain/dataset';
import { ADMIN_SECTIONS } from '../../src/admin/shell/sections';
import { DEMO_BOOT_SCRIPT } from '../../scripts/demo-boot-script';
import { EARLY_SUBMIT_SCRIPT } from '../../scripts/early-submit-script';
import { PAGE_GUARD_SCRIPT } from '../../scripts/page-guard-script';
import { XSS_VECTORS } from '../support/xss-vectors';
import { logIn, message, scratchDir, visible } from './support/app';
import { openBrowser, type Session } from './support/browser';

/**
 * The XSS family of the hostile-input suite: every rendered text field of the whole dataset holds a vector (cycling
 * through the corpus), imported through the back office's Demo data panel; then every public route and every admin
 * section is visited. Nothing may run (window.__xss canary, dialogs) and no dangerous markup may reach the DOM.
 */

// Identifiers, enums, dates, file paths and slugs keep their real values: they select records and routes.
const KEEP = /^(id|.*_id|slug|status|created_at|updated_at|page_type|robots|type|gallery_inheritance_type|experience|subject|path|data_url|resume_file|image_filename|display_order|sort_order|order_index|is_active|has_page|has_children|icon|issued_date|expiry_date|email)$/;

type Placement = { collection: string; field: string };

/**
 * Puts a vector in every rendered text field, one field at a time, keeping each only when the whole dataset still
 * passes the import's rules (validateDataset, the same rules as every write). A vector the rules refuse (a
 * `javascript:` link, structured data that is not JSON) never reaches a page: it is counted as refused at the door.
 */
function poison(dataset: Dataset): { hostile: Dataset; placements: Placement[]; refused: Placement[] } {
  const placements: Placement[] = [];
  const refused: Placement[] = [];
  let next = 0;
  const hostile = structuredClone(dataset) as unknown as Record<string, unknown>;
  const accepted = () => {
    try {
      validateDataset(hostile);
      return true;
    } catch {
      return false;
    }
  };
  const poisonRecord = (collection: string, record: Record<string, unknown>) => {
    for (const [field, value] of Object.entries(record)) {
      if (typeof value !== 'string' || KEEP.test(field)) continue;
      record[field] = XSS_VECTORS[next++ % XSS_VECTORS.length]!;
      if (accepted()) placements.push({ collection, field });
      else {
        record[field] = value;
        refused.push({ collection, field });
      }
    }
  };
  for (const [collection, value] of Object.entries(hostile)) {
    if (collection === 'files') continue;
    if (Array.isArray(value)) for (const record of value) poisonRecord(collection, record as Record<string, unknown>);
    else if (value && typeof value === 'object') poisonRecord(collection, value as Record<string, unknown>);
  }
  return { hostile: hostile as unknown as Dataset, placements, refused };
}

type Findings = { ran: number; dangerous: string[] };

/** What ran and which dangerous markup the page holds now. */
async function inspect(page: Page): Promise<Findings> {
  return page.evaluate((ownScripts) => {
    const dangerous: string[] = [];
    for (const element of Array.from(document.querySelectorAll('*'))) {
      for (const attribute of Array.from(element.attributes)) {
        const name = attribute.name.toLowerCase();
        // Browsers ignore whitespace and control characters inside a URL scheme, so they are dropped before comparing.
        const value = [...attribute.value].filter((char) => char.charCodeAt(0) > 32).join('').toLowerCase();
        if (name.startsWith('on')) dangerous.push(`<${element.tagName.toLowerCase()} ${name}>`);
        if (name === 'srcdoc') dangerous.push(`<${element.tagName.toLowerCase()} srcdoc>`);
        if (['href', 'src', 'action', 'formaction', 'xlink:href', 'data'].includes(name) && /^(javascript|vbscript|data:text\/html)/.test(value)) {
          dangerous.push(`<${element.tagName.toLowerCase()} ${name}=${value.slice(0, 30)}>`);
        }
        if (name === 'target' && element.tagName === 'A' && !/noopener/.test(element.getAttribute('rel') ?? '')) {
          dangerous.push('<a target> without rel=noopener');
        }
      }
      if (['IFRAME', 'OBJECT', 'EMBED', 'BASE'].includes(element.tagName)) dangerous.push(`<${element.tagName.toLowerCase()}>`);
      // Data blocks (the page's JSON-LD and prerendered data) never run; the build's own inline scripts run by their
      // CSP hashes; any other script without a file would be injected.
      const script = element as HTMLScriptElement;
      const dataBlock = ['application/json', 'application/ld+json'].includes(script.type);
      const ownScript = ownScripts.includes(script.textContent ?? '');
      if (element.tagName === 'SCRIPT' && !script.src && !dataBlock && !ownScript) dangerous.push('<script> inline');
    }
    return { ran: Number((window as unknown as { __xss?: number }).__xss ?? 0), dangerous };
  }, [DEMO_BOOT_SCRIPT, PAGE_GUARD_SCRIPT, EARLY_SUBMIT_SCRIPT]);
}

describe('stored XSS in every rendered field', () => {
  const files = scratchDir();
  let session: Session;
  const dialogs: string[] = [];
  const { hostile, placements, refused } = poison(createSeedDataset());
  const publicRoutes = ['/', '/about-us', '/about', '/contact-us', '/careers', '/sitemap', '/privacy', '/terms'].concat(
    createSeedDataset().pages.slice(0, 6).map((page) => `/page/${page.slug}`),
  );

  beforeAll(async () => {
    session = await openBrowser();
    session.page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await session.page.goto(session.url('/admin'));
    await logIn(session.page);
    const file = join(files, 'hostile-dataset.json');
    writeFileSync(file, JSON.stringify(hostile));
    await session.page.getByRole('button', { name: 'Demo data', exact: true }).click();
    const panel = session.page.getByRole('dialog', { name: 'Demo data' });
    await panel.getByLabel('Import a dataset file (.json)').setInputFiles(file);
    await session.page.getByRole('alertdialog', { name: 'Import demo data' }).getByRole('button', { name: 'Import' }).click();
    await visible(message(panel, 'Imported hostile-dataset.json.'));
    await session.page.keyboard.press('Escape');
  });
  afterAll(() => session.close());

  it(`places ${XSS_VECTORS.length} vectors in every rendered text field (a valid dataset)`, () => {
    expect(XSS_VECTORS.length).toBeGreaterThanOrEqual(40);
    expect(DatasetSchema.safeParse(hostile).success).toBe(true);
    expect(placements.length).toBeGreaterThan(200);
    console.info(`XSS: ${XSS_VECTORS.length} vectors in ${placements.length} field placements; ${refused.length} refused by the import rules`);
  });

  it.each(ADMIN_SECTIONS.map((section) => section.id))('runs nothing in the admin section %s', async (id) => {
    const { page } = session;
    await page.goto(session.url(`/admin/${id}`));
    await visible(page.getByRole('button', { name: 'Logout' }));
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(300);
    const findings = await inspect(page);
    expect(findings).toEqual({ ran: 0, dangerous: [] });
    expect(dialogs).toEqual([]);
  });

  it.each(publicRoutes)('runs nothing on the public route %s', async (route) => {
    const { page } = session;
    await page.goto(session.url(route));
    await visible(page.getByRole('contentinfo'));
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(300);
    const findings = await inspect(page);
    expect(findings).toEqual({ ran: 0, dangerous: [] });
    expect(dialogs).toEqual([]);
  });

  it('reported no error and no Content-Security-Policy violation', () => {
    expect(session.errors).toEqual([]);
  });
});
