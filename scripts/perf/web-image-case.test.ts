import { describe, expect, it } from 'vitest';
import { WEB_IMAGE_BUDGET, webImageFailures, webImageSummary } from './web-image-case';

describe('the web-ready image case of npm run perf', () => {
  it('holds at 500 KB of images and 1.3 × the static photo page', () => {
    expect(webImageFailures({ imageBytes: WEB_IMAGE_BUDGET.imageBytes, lcp: 1300, staticLcp: 1000 })).toEqual([]);
  });

  it('names each budget it misses, and a missing measurement', () => {
    expect(webImageFailures({ imageBytes: 600 * 1024, lcp: 1400, staticLcp: 1000 })).toEqual([
      'photo slide /: images 600 KB (budget 500 KB)',
      "photo slide /: LCP 1.40 s is 1.40× the static photo page's (budget 1.3×)",
    ]);
    expect(webImageFailures({ imageBytes: 1000, lcp: Number.NaN, staticLcp: 1000 })).toHaveLength(1);
  });

  it('prints the figures', () => {
    const summary = webImageSummary({ original: 6_291_456, stored: 392_192, storedName: 'p-1920x2560-a-b.jpg', report: '6.0 MB → 383 KB, 1920 × 2560', imageBytes: 408_576, lcp: 3290, staticLcp: 2860 });
    expect(summary).toContain('| phone photo chosen | 6.0 MB, 4000 × 3000, EXIF orientation 6, GPS |');
    expect(summary).toContain('| stored file | p-1920x2560-a-b.jpg, 383 KB |');
    expect(summary).toContain('3.29 s / 2.86 s = 1.15× (budget 1.3×)');
  });
});
