import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../tests/support/chromium';
import { renderPhoto, withExif } from '../../tests/support/phone-photo';

/*
 * The web-ready image case of `npm run perf`: a 6 MB, 4000 × 3000 phone photo (EXIF orientation 6 and a GPS position,
 * as a phone held upright writes it) uploaded through the back office's pipeline as the first slide of the production
 * build, then its home page at 390 px beside a static page serving the same optimised photo.
 */

/** The case's budgets: what the home page's images weigh, and its LCP against the static page with the same photo. */
export const WEB_IMAGE_BUDGET = { imageBytes: 500 * 1024, lcpRatio: 1.3 } as const;

/** Lighthouse's phone, at the width the case is measured at. */
export const PHONE_390 = ['--screenEmulation.width=390', '--screenEmulation.height=844', '--screenEmulation.deviceScaleFactor=3'] as const;

export type WebImageFigures = { original: number; stored: number; storedName: string; report: string; imageBytes: number; lcp: number; staticLcp: number };

/** Every budget the case misses, as a sentence; none when it holds. */
export function webImageFailures(figures: Pick<WebImageFigures, 'imageBytes' | 'lcp' | 'staticLcp'>): string[] {
  const failures: string[] = [];
  if (figures.imageBytes > WEB_IMAGE_BUDGET.imageBytes) {
    failures.push(`photo slide /: images ${(figures.imageBytes / 1024).toFixed(0)} KB (budget ${WEB_IMAGE_BUDGET.imageBytes / 1024} KB)`);
  }
  const ratio = figures.lcp / figures.staticLcp;
  if (!(ratio <= WEB_IMAGE_BUDGET.lcpRatio)) {
    failures.push(`photo slide /: LCP ${(figures.lcp / 1000).toFixed(2)} s is ${ratio.toFixed(2)}× the static photo page's (budget ${WEB_IMAGE_BUDGET.lcpRatio}×)`);
  }
  return failures;
}

/** The figures as the report prints them. */
export function webImageSummary(figures: WebImageFigures): string {
  const size = (bytes: number) => (bytes >= 1024 * 1024 ? `${(bytes / (1024 * 1024)).toFixed(1)} MB` : `${(bytes / 1024).toFixed(0)} KB`);
  return [
    '| web-ready photo slide (390 px) | figure |',
    '|---|---|',
    `| phone photo chosen | ${size(figures.original)}, 4000 × 3000, EXIF orientation 6, GPS |`,
    `| size report in the dialog | ${figures.report} |`,
    `| stored file | ${figures.storedName}, ${size(figures.stored)} |`,
    `| home page image bytes | ${size(figures.imageBytes)} (budget ${WEB_IMAGE_BUDGET.imageBytes / 1024} KB) |`,
    `| home page LCP / static photo page LCP | ${(figures.lcp / 1000).toFixed(2)} s / ${(figures.staticLcp / 1000).toFixed(2)} s = ${(figures.lcp / figures.staticLcp).toFixed(2)}× (budget ${WEB_IMAGE_BUDGET.lcpRatio}×) |`,
  ].join('\n');
}

/**
 * The phone photo, made once and kept in `workDir`: drawn with a fine grain so that, at JPEG quality 0.95, it weighs
 * about 6 MB, as a 12-megapixel phone photo does.
 */
export async function phonePhoto(workDir: string): Promise<string> {
  const file = join(workDir, 'phone-photo-4000x3000-grain36.jpg');
  if (existsSync(file)) return file;
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_FLAGS] });
  try {
    const jpeg = await renderPhoto(await browser.newPage(), { width: 3000, height: 4000, quality: 0.95, grain: 0.36 });
    writeFileSync(file, withExif(jpeg, { orientation: 6, latitude: 30.7046, longitude: 76.7179 }));
  } finally {
    await browser.close();
  }
  return file;
}

/**
 * Signs in to the build's back office (the demo login a measured build keeps), chooses the photo as the first slide's
 * background, waits for the size report, uploads it with Set Image and saves the slide. Returns the stored name and
 * the report's text.
 */
export async function uploadAsFirstSlide(siteUrl: string, photo: string, login: { username: string; password: string }): Promise<{ storedName: string; report: string }> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_FLAGS] });
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    page.setDefaultTimeout(60_000);
    await page.goto(`${siteUrl}/admin`);
    await page.getByLabel(/Username/).fill(login.username);
    await page.getByLabel(/Password/).fill(login.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Slider Management', exact: true }).click();
    await page.getByRole('list', { name: 'Slider items' }).getByRole('button', { name: /^Edit: / }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Edit Slider Item' });
    await dialog.getByLabel(/^Background image/).setInputFiles(photo);
    const report = dialog.getByRole('status').filter({ hasText: '→' });
    await report.waitFor();
    const reportText = ((await report.locator('span').first().textContent()) ?? '').trim();
    await dialog.getByRole('button', { name: 'Set Image: Background image' }).click();
    await page.getByText('Image uploaded successfully!').waitFor();
    const storedName = ((await dialog.locator('code').first().textContent()) ?? '').trim();
    await dialog.getByRole('button', { name: 'Update Slider Item' }).click();
    await page.getByText('Slider item updated successfully!').waitFor();
    return { storedName, report: reportText };
  } finally {
    await browser.close();
  }
}

/** The static reference for the case: the same first screen as plain HTML, its hero the same optimised photo. */
export function writeStaticPhotoPage(photo: Buffer, name: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'ironcrest-static-photo-'));
  writeFileSync(join(dir, name), photo);
  writeFileSync(
    join(dir, 'index.html'),
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Static reference page</title><meta name="description" content="A plain static page, measured beside the site.">
<style>body{margin:0;font-family:system-ui,sans-serif;color:#1f2328}header,footer{padding:16px 24px;background:#1f2328;color:#fff}
.hero{position:relative;min-height:70vh;padding:48px 24px;color:#fff;overflow:hidden}.hero img{position:absolute;inset:0;width:100%;height:100%;object-fit:cover;z-index:-1}
h1{font-size:2.5rem;margin:0 0 16px}main p{max-width:40em;line-height:1.6;padding:0 24px}</style></head><body>
<header>Ironcrest Steel Industries</header><main><section class="hero"><img src="${name}" alt="" fetchpriority="high">
<h1>Engineered Fencing for Every Perimeter</h1>
<p>Galvanised, Galfan and powder-coated fencing systems made in Mohali and shipped complete to projects in over 50 countries.</p></section>
<p>Ironcrest Steel Industries manufactures and exports customised engineering steel products and offers procurement, sourcing and engineering design services.</p></main>
<footer>© Ironcrest Steel Industries</footer></body></html>`,
  );
  return dir;
}

export const readBytes = (file: string): number => readFileSync(file).length;
