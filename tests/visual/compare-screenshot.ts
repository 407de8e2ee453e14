import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';
import type { BrowserCommand } from 'vitest/node';
import '@vitest/browser-playwright';

/** Committed, reviewed screenshots. */
export const BASELINE_DIR = join(import.meta.dirname, 'baselines');
/** What a failing run saw and where it differs (gitignored). */
export const DIFF_DIR = join(import.meta.dirname, '__diff__');

/**
 * Per pixel, a colour distance below this is the same colour (pixelmatch's YIQ scale, 0..1). Low enough that a
 * token changing by a few steps of one channel is seen; Chromium draws the same pixels run after run.
 */
const PIXEL_THRESHOLD = 0.02;
/** Share of pixels that may differ before a screenshot fails: 0.02 % (about 200 pixels at 1280 x 800). */
const ALLOWED_RATIO = 0.0002;

export type ScreenshotResult =
  | { status: 'match' | 'written' | 'updated' }
  | { status: 'missing' | 'mismatch'; message: string };

function decode(buffer: Buffer): PNG {
  return PNG.sync.read(buffer);
}

function encode(png: PNG): Buffer {
  // RGB at the strongest compression keeps the committed baselines small.
  return PNG.sync.write(png, { colorType: 2, deflateLevel: 9 });
}

/**
 * Screenshots the test page's viewport (the iframe the stories render in) and compares it with the committed
 * baseline `<name>.png`. `vitest --update` replaces baselines; a missing baseline is written, except in CI
 * (where vitest's snapshot mode is 'none') it fails. On a mismatch the actual image and a diff image (changed
 * pixels in red) are written to tests/visual/__diff__/.
 */
export const compareScreenshot: BrowserCommand<[name: string]> = async (context, name): Promise<ScreenshotResult> => {
  if (context.provider.name !== 'playwright') throw new Error('compareScreenshot needs the Playwright provider');
  const shot = await context.iframe
    .owner()
    .screenshot({ animations: 'disabled', caret: 'hide', scale: 'css', type: 'png' });
  const actual = decode(shot);
  const baselinePath = join(BASELINE_DIR, `${name}.png`);
  const actualPath = join(DIFF_DIR, `${name}.actual.png`);
  const diffPath = join(DIFF_DIR, `${name}.diff.png`);
  const mode = context.project.config.snapshotOptions.updateSnapshot;
  await rm(actualPath, { force: true });
  await rm(diffPath, { force: true });

  let expected: PNG | undefined;
  try {
    expected = decode(await readFile(baselinePath));
  } catch {
    expected = undefined;
  }
  const write = async (status: 'written' | 'updated'): Promise<ScreenshotResult> => {
    await mkdir(dirname(baselinePath), { recursive: true });
    await writeFile(baselinePath, encode(actual));
    return { status };
  };
  if (!expected) {
    if (mode === 'none') {
      await mkdir(DIFF_DIR, { recursive: true });
      await writeFile(actualPath, encode(actual));
      return { status: 'missing', message: `No baseline ${rel(baselinePath)}; run npm run test:visual -- --update` };
    }
    return write('written');
  }

  const { width, height } = actual;
  let differing = width * height;
  let diff: PNG | undefined;
  if (expected.width === width && expected.height === height) {
    diff = new PNG({ width, height });
    differing = pixelmatch(expected.data, actual.data, diff.data, width, height, { threshold: PIXEL_THRESHOLD });
  }
  if (differing <= width * height * ALLOWED_RATIO) return { status: 'match' };
  if (mode === 'all') return write('updated');

  await mkdir(DIFF_DIR, { recursive: true });
  await writeFile(actualPath, encode(actual));
  if (diff) await writeFile(diffPath, encode(diff));
  const what = diff
    ? `${differing} pixels differ`
    : `size ${width}x${height} differs from the baseline's ${expected.width}x${expected.height}`;
  return {
    status: 'mismatch',
    message: `${name}: ${what}. See ${rel(actualPath)}${diff ? ` and ${rel(diffPath)}` : ''}; accept on purpose with npm run test:visual -- --update`,
  };
};

function rel(path: string): string {
  return relative(process.cwd(), path);
}
