/**
 * Renders the installable app's PNG icons from the favicon's drawing (public/favicon.svg) with Chromium, once; the
 * PNGs are committed (public/icons). Run again after the logo changes: `npx tsx scripts/make-app-icons.ts`.
 * CHROMIUM_PATH overrides /usr/bin/chromium.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../tests/support/chromium';

const ROOT = resolve(import.meta.dirname, '..');
const favicon = readFileSync(resolve(ROOT, 'public/favicon.svg'), 'utf8');
const ACCENT = '#c8102e';

// A maskable icon is cropped to a circle or squircle by the launcher: full-bleed background, the mark inside the
// central 80% "safe zone" (https://web.dev/articles/maskable-icon).
const maskable = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">
  <rect width="64" height="64" fill="${ACCENT}"/>
  <g transform="translate(12.8 12.8) scale(0.6)"><path d="M14 12H50V22H38V42H50V52H14V42H26V22H14Z" fill="#fff"/></g>
</svg>`;

const ICONS = [
  { file: 'icon-192.png', size: 192, svg: favicon },
  { file: 'icon-512.png', size: 512, svg: favicon },
  { file: 'icon-maskable-512.png', size: 512, svg: maskable },
  { file: 'apple-touch-icon-180.png', size: 180, svg: maskable },
];

const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  args: [...CHROMIUM_FLAGS],
});
try {
  const outDir = resolve(ROOT, 'public/icons');
  mkdirSync(outDir, { recursive: true });
  for (const icon of ICONS) {
    const page = await browser.newPage({ viewport: { width: icon.size, height: icon.size } });
    const src = `data:image/svg+xml;base64,${Buffer.from(icon.svg).toString('base64')}`;
    await page.setContent(
      `<html><body style="margin:0;background:transparent"><img src="${src}" width="${icon.size}" height="${icon.size}" style="display:block"></body></html>`,
    );
    await page.locator('img').evaluate((img: HTMLImageElement) => img.decode());
    writeFileSync(resolve(outDir, icon.file), await page.screenshot({ omitBackground: true }));
    await page.close();
    console.log(`public/icons/${icon.file} (${icon.size}×${icon.size})`);
  }
} finally {
  await browser.close();
}
