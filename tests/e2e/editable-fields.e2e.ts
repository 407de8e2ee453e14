import { mkdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createSeedDataset } from '../../fixtures/seed-dataset';
import { contentTexts } from '../../src/admin/content/content-texts';
import { pagesTexts } from '../../src/admin/pages/pages-texts';
import { logIn, message, openSection, visible } from './support/app';
import { openBrowser, type Session } from './support/browser';

/*
 * Every text an editor can change shows on the public site, or its form says where it does not: the Homepage Content
 * hero (the welcome banner in the slider's place) and the products and services subtitles, the Contact Us title,
 * subtitle and address, and a page's Meta Description (its description for search engines and link previews). The
 * prerendered HTML carries the stored values; an edit in the back office shows on the next public page.
 */

const DIST = inject('distDir');
const SHOTS = resolve(import.meta.dirname, 'screenshots');

const seed = createSeedDataset();
const fencing = seed.pages.find((page) => page.slug === 'fencing')!;

/** A product code longer than a phone's line: it breaks instead of widening the page. */
const LONG_WORD = 'ICS-GALVANISED-CHAINLINK-FENCING-ROLL-3600MM-HEAVY-DUTY-EXPORT';

/** Long values in several scripts, as real editors write them. */
const EDITS = {
  heroTitle: 'Maßgefertigte Stahlprodukte für Landwirtschaft und Industrie – 为全球客户定制的工程钢铁产品',
  heroSubtitle: 'Hersteller und Exporteur seit 1994 · مصنع ومصدّر منذ 1994',
  heroDescription:
    'Zäune, Viehtriebanlagen, Baubeschläge und Befestigungsteile, nach Ihrer Zeichnung in Mohali gefertigt und in über 50 Länder geliefert – 按您的图纸在莫哈利制造。',
  productsSubtitle: `Standardprogramme, nach Ihrem Projekt angepasst – 标准系列，按项目定制 ${LONG_WORD}`,
  servicesSubtitle: 'أكثر من مجرد مصنع: المشتريات والتوريد والتصميم الهندسي',
  contactTitle: 'Kontakt aufnehmen – تواصل معنا',
  contactSubtitle: `Sprechen Sie mit unseren Ingenieuren in Mohali und Chandigarh über Ihr nächstes Stahlprojekt ${LONG_WORD}`,
  officeLabel: 'Verkaufsbüro Düsseldorf',
  officeLine: `Königsallee 12, 40212 Düsseldorf, Deutschland, ${LONG_WORD}`,
  factoryLabel: 'المصنع',
  factoryLine: 'Plot 88, Industrial Area Phase 8B, Mohali, Punjab 160071, India',
  metaDescription: 'Kettengeflecht- und Sicherheitszäune aus Mohali – 镀锌围栏 – سياج مجلفن for farms, plants and sites worldwide.',
} as const;

const metaContent = (html: string, attribute: string, key: string) =>
  new RegExp(`<meta ${attribute}="${key}" content="([^"]*)"`).exec(html)?.[1]?.replace(/&amp;/g, '&').replace(/&#x27;|&#39;/g, "'") ?? null;

/** The public page shows no horizontal scroll bar: nothing stored widens it. */
async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

/**
 * Views the page at 1440, 1280 and 390 px: nothing widens it. The top of each changed part is kept as a screenshot in
 * tests/e2e/screenshots/ (as tall as the 900 px window).
 */
async function lookAtWidths(page: Page, name: string, parts: readonly Locator[]): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  for (const width of [1440, 1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoSidewaysScroll(page);
    for (const [index, part] of parts.entries()) {
      await part.scrollIntoViewIfNeeded();
      const box = (await part.boundingBox())!;
      const top = box.y + (await page.evaluate(() => window.scrollY));
      const path = resolve(SHOTS, `editable-fields-${name}-${index + 1}-${width}.png`);
      await page.screenshot({ path, fullPage: true, clip: { x: 0, y: top, width, height: Math.min(box.height, 900) }, animations: 'disabled' });
    }
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

describe('the prerendered demo carries the stored texts', () => {
  const html = (route: string) => readFileSync(resolve(DIST, route, 'index.html'), 'utf8');

  it("describes a content page by its stored Meta Description, in the description and link-preview tags", () => {
    const page = html('page/fencing');
    expect(metaContent(page, 'name', 'description')).toBe(fencing.meta_description);
    expect(metaContent(page, 'property', 'og:description')).toBe(fencing.meta_description);
    expect(metaContent(page, 'name', 'twitter:description')).toBe(fencing.meta_description);
  });

  it('shows the products and services subtitles and the contact page’s title, subtitle and offices', () => {
    const home = html('');
    expect(home).toContain(seed.homepageContent.products.subtitle);
    expect(home).toContain(seed.homepageContent.services.subtitle);
    const contact = html('contact-us');
    expect(contact).toContain(`>${seed.contactContent.title}</h1>`);
    expect(contact).toContain(seed.contactContent.subtitle);
    expect(contact).toContain('Factory &amp; Corporate Office');
  });
});

describe('an editor’s change to each of these fields shows on the public site', () => {
  let session: Session;

  beforeAll(async () => {
    session = await openBrowser();
    await session.page.goto(session.url('/admin'));
    await logIn(session.page);
  });
  afterAll(async () => {
    await session?.close();
  });

  it('Content → Homepage: the hero texts in the welcome banner, the products and services subtitles above their headings', async () => {
    const { page } = session;
    await openSection(page, 'Content Management');
    const hero = await visible(page.getByRole('group', { name: 'Hero Section' }));
    // The hero says where its texts show: the slides have their own.
    await visible(hero.getByText(contentTexts.heroHint));
    await lookAtWidths(page, 'admin-hero', [hero]);
    await hero.getByLabel('Title', { exact: true }).fill(EDITS.heroTitle);
    await hero.getByLabel('Subtitle', { exact: true }).fill(EDITS.heroSubtitle);
    await hero.getByLabel('Description', { exact: true }).fill(EDITS.heroDescription);
    await page.getByRole('group', { name: 'Products Section' }).getByLabel('Subtitle', { exact: true }).fill(EDITS.productsSubtitle);
    await page.getByRole('group', { name: 'Services Section' }).getByLabel('Subtitle', { exact: true }).fill(EDITS.servicesSubtitle);
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await visible(message(page, 'Content updated successfully!'));

    await page.goto(session.url('/'));
    const products = page.getByRole('region', { name: seed.homepageContent.products.title });
    await visible(products.getByText(EDITS.productsSubtitle, { exact: true }));
    const services = page.getByRole('region', { name: seed.homepageContent.services.title });
    await visible(services.getByText(EDITS.servicesSubtitle, { exact: true }));
    await lookAtWidths(page, 'home-subtitles', [products, services]);

    // With no slide to show, the welcome banner takes the slider's place with the hero texts.
    await page.getByRole('button', { name: /^Demo scenarios/ }).click();
    await page.getByRole('checkbox', { name: 'Slider fails (static welcome banner)' }).check();
    await Promise.all([page.waitForEvent('load'), page.getByRole('button', { name: 'Apply and reload' }).click()]);
    const banner = await visible(page.getByRole('region', { name: EDITS.heroTitle }));
    await visible(banner.getByRole('heading', { name: EDITS.heroTitle }));
    await visible(banner.getByText(EDITS.heroSubtitle, { exact: true }));
    await visible(banner.getByText(EDITS.heroDescription, { exact: true }));
    await lookAtWidths(page, 'home-hero', [banner]);
    await page.getByRole('button', { name: 'Demo scenarios (1 on)' }).click();
    await Promise.all([page.waitForEvent('load'), page.getByRole('button', { name: 'Turn all off' }).click()]);
    expect(session.errors).toEqual([]);
  });

  it('Content → Contact: the title and subtitle in the contact page’s hero, the address in its offices and Find Us', async () => {
    const { page } = session;
    await page.goto(session.url('/admin/content?tab=contact'));
    const address = await visible(page.getByLabel('Address', { exact: true }));
    await page.getByLabel('Title', { exact: true }).fill(EDITS.contactTitle);
    await page.getByLabel('Subtitle', { exact: true }).fill(EDITS.contactSubtitle);
    await address.fill(`${EDITS.officeLabel}: ${EDITS.officeLine}\n${EDITS.factoryLabel}: ${EDITS.factoryLine}`);
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await visible(message(page, 'Content updated successfully!'));

    await page.goto(session.url('/contact-us'));
    await visible(page.getByRole('heading', { level: 1, name: EDITS.contactTitle }));
    await visible(page.getByText(EDITS.contactSubtitle, { exact: true }));
    const sidebar = page.getByRole('complementary', { name: 'Contact Information' });
    await visible(sidebar.getByRole('region', { name: EDITS.officeLabel }).getByText(EDITS.officeLine));
    await visible(sidebar.getByRole('region', { name: EDITS.factoryLabel }).getByText(EDITS.factoryLine));
    // No office is named a factory in English: the map placeholder gives the first one.
    await visible(page.getByRole('region', { name: 'Find Us' }).getByText(EDITS.officeLine));
    const hero = page.locator('header').filter({ has: page.getByRole('heading', { level: 1 }) });
    await lookAtWidths(page, 'contact', [hero, sidebar, page.getByRole('region', { name: 'Find Us' })]);
    expect(session.errors).toEqual([]);
  });

  it('Page Management: the Meta Description becomes the page’s description for search engines and link previews', async () => {
    const { page } = session;
    await page.goto(session.url('/admin'));
    await openSection(page, 'Page Management');
    await page.getByRole('searchbox', { name: pagesTexts.search }).fill('Fencing Solutions');
    await page.getByRole('button', { name: `Edit ${fencing.title}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Page' });
    const field = await visible(dialog.getByLabel('Meta Description'));
    await visible(dialog.getByText(pagesTexts.metaDescriptionHint));
    await field.fill(EDITS.metaDescription);
    await dialog.getByRole('button', { name: 'Save Page' }).click();
    await visible(message(page, 'Page updated successfully!'));

    await page.goto(session.url('/page/fencing'));
    await visible(page.getByRole('heading', { level: 1, name: 'Fencing Solutions' }));
    const head = (selector: string) => page.locator(selector).getAttribute('content');
    await expect.poll(() => head('meta[name="description"]')).toBe(EDITS.metaDescription);
    expect(await head('meta[property="og:description"]')).toBe(EDITS.metaDescription);
    expect(await head('meta[name="twitter:description"]')).toBe(EDITS.metaDescription);
    expect(session.errors).toEqual([]);
  });
});
