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
/** Share of pixels that may differ before a screenshot fails: 0.02 % (about 50 of the 640 x 400 stored pixels). */
const ALLOWED_RATIO = 0.0002;

export type ScreenshotResult =
  | { status: 'match' | 'written' | 'updated' }
  | { status: 'missing' | 'mismatch'; message: string };

function decode(buffer: Buffer): PNG {
  return PNG.sync.read(buffer);
}

/**
 * Baselines are kept at half the resolution (each pixel the mean of a 2 x 2 block): a third of the bytes in git,
 * and a change of colour, size or position still moves the means far past the threshold.
 */
function halve(full: PNG): PNG {
  const width = full.width >> 1;
  const height = full.height >> 1;
  const half = new PNG({ width, height });
  const source = full.data;
  const row = full.width * 4;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const topLeft = (2 * y * full.width + 2 * x) * 4;
      const target = (y * width + x) * 4;
      for (let channel = 0; channel < 3; channel++) {
        const at = topLeft + channel;
        half.data[target + channel] = Math.round((source[at]! + source[at + 4]! + source[at + row]! + source[at + row + 4]!) / 4);
      }
      half.data[target + 3] = 255;
    }
  }
  return half;
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
  const full = decode(shot);
  const actual = halve(full);
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
      await writeFile(actualPath, encode(full));
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
  await writeFile(actualPath, encode(full));
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
