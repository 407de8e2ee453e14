import { describe, expect, it } from 'vitest';
import { BUDGETS, budgetFailures, calibratedSlowdown, chunkFiles, criticalScripts, hostSpeedLine, HYDRATION_FILE_LIMIT, hydrationFileFailures, javascriptFailures, median, perfTable, type PerfRow } from './budget';

const row = (overrides: Partial<PerfRow> = {}): PerfRow => ({
  build: 'production',
  route: '/',
  lcp: 700,
  cls: 0,
  tbt: 20,
  performance: 1,
  accessibility: 1,
  bestPractices: 1,
  seo: 1,
  jsTransferred: 150_000,
  ...overrides,
});

describe('median', () => {
  it('takes the middle value, or the mean of the two middle ones', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBeNaN();
  });
});

describe('hostSpeedLine', () => {
  it('gives the range and median of the runs and how many ran below the host the 4× slowdown is calibrated for', () => {
    expect(hostSpeedLine([1070, 1617.5, 1381, Number.NaN])).toBe(
      "Host speed: Lighthouse's benchmarkIndex 1,070–1,618, median 1,381, over 3 run(s); its 4× slowdown is calibrated for 1,500–2,000 (2 run(s) below it: their tasks are simulated slower than a mid-tier phone's).",
    );
    expect(hostSpeedLine([1800, 1600])).toBe(
      "Host speed: Lighthouse's benchmarkIndex 1,600–1,800, median 1,700, over 2 run(s); its 4× slowdown is calibrated for 1,500–2,000.",
    );
  });

  it('counts the runs on a host faster than that, whose tasks are simulated faster than the phone meant', () => {
    expect(hostSpeedLine([2466, 2881, 1400])).toBe(
      "Host speed: Lighthouse's benchmarkIndex 1,400–2,881, median 2,466, over 3 run(s); its 4× slowdown is calibrated for 1,500–2,000 (1 run(s) below it: their tasks are simulated slower than a mid-tier phone's; 2 run(s) above it: their tasks are simulated faster than a mid-tier phone's).",
    );
  });

  it("names the slowdown used when it is not the default, beside the calculator's for the median", () => {
    expect(hostSpeedLine([2700, 2758], 9.1)).toBe(
      "Host speed: Lighthouse's benchmarkIndex 2,700–2,758, median 2,729, over 2 run(s); measured at a 9.1× CPU slowdown (Lighthouse's calculator gives 9.1× for this median).",
    );
  });

  it('says so when no run reported one', () => {
    expect(hostSpeedLine([])).toBe('Host speed: Lighthouse reported no benchmarkIndex.');
  });
});

describe('calibratedSlowdown', () => {
  it("follows Lighthouse's CPU throttling calculator: 4× at 1,533, 6× at 2,000, 3× at 1,300, 2× at 800, 1× at 150", () => {
    expect(calibratedSlowdown(1533)).toBe(4);
    expect(calibratedSlowdown(2000)).toBe(6);
    expect(calibratedSlowdown(1300)).toBe(3);
    expect(calibratedSlowdown(800)).toBe(2);
    expect(calibratedSlowdown(150)).toBe(1);
  });

  it('gives a faster host a larger slowdown and a slower one a smaller, to one decimal', () => {
    expect(calibratedSlowdown(2729)).toBe(9.1);
    expect(calibratedSlowdown(1196)).toBe(2.8);
    expect(calibratedSlowdown(100)).toBe(1);
  });
});

describe('criticalScripts', () => {
  it('lists the module scripts and modulepreloads of the head once each, not those of the body', () => {
    const html = `<head><script type="module" fetchpriority="low" crossorigin src="/assets/index-1.js"></script>
      <link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/page-2.js">
      <link rel="stylesheet" href="/assets/index.css"><script type="module" src="/assets/index-1.js"></script></head>
      <body><script type="application/json" id="prerender-state">{}</script></body>`;
    expect(criticalScripts(html)).toEqual(['/assets/index-1.js', '/assets/page-2.js']);
  });
});

describe('chunkFiles', () => {
  it('follows static imports once each', () => {
    const manifest = {
      'src/app/start.tsx': { file: 'assets/start.js', imports: ['_react.js', '_shared.js'] },
      '_react.js': { file: 'assets/react.js' },
      '_shared.js': { file: 'assets/shared.js', imports: ['_react.js'] },
    };
    expect(chunkFiles(manifest, 'src/app/start.tsx')).toEqual(['assets/start.js', 'assets/react.js', 'assets/shared.js']);
    expect(chunkFiles(manifest, 'missing')).toEqual([]);
  });
});

describe('hydrationFileFailures', () => {
  it('names the files when the home route loads more than the limit to hydrate', () => {
    const files = Array.from({ length: HYDRATION_FILE_LIMIT }, (_, index) => `/dist/assets/chunk-${index}.js`);
    expect(hydrationFileFailures(files)).toEqual([]);
    const [failure, ...rest] = hydrationFileFailures([...files, '/dist/assets/Badge-1.js']);
    expect(rest).toEqual([]);
    expect(failure).toContain(`${HYDRATION_FILE_LIMIT + 1} JavaScript files loaded to hydrate (limit ${HYDRATION_FILE_LIMIT})`);
    expect(failure).toContain('chunk-0.js, ');
    expect(failure).toMatch(/Badge-1\.js$/);
  });
});

describe('javascriptFailures', () => {
  it('names the production build whose home route needs more than 100 KB of gzip JavaScript to hydrate', () => {
    expect(javascriptFailures('production', { hydration: 100 * 1024 }, BUDGETS.production)).toEqual([]);
    expect(javascriptFailures('production', { hydration: 143.3 * 1024 }, BUDGETS.production)).toEqual([
      'production /: JavaScript to hydrate 143.3 KB gzip (budget 100.0 KB)',
    ]);
  });

  it('sets no JavaScript budget for the demo build', () => {
    expect(javascriptFailures('demo', { hydration: 400 * 1024 }, BUDGETS.demo)).toEqual([]);
  });
});

describe('budgetFailures', () => {
  it('passes a production row within every target', () => {
    expect(budgetFailures(row({ lcp: 800 }), 700, BUDGETS.production)).toEqual([]);
  });

  it('names each production target a row misses', () => {
    const failures = budgetFailures(row({ lcp: 1400, cls: 0.05, tbt: 80, performance: 0.95, seo: 0.92 }), 700, BUDGETS.production);
    expect(failures).toEqual([
      'production /: LCP 1.40 s is 2.00× the static page\'s (budget 1.2×)',
      'production /: CLS 0.050 (budget 0.02)',
      'production /: TBT 80 ms (budget 50 ms)',
      'production /: performance 95 (budget 98)',
      'production /: SEO 92 (budget 100)',
    ]);
  });

  it('holds the demo to its LCP ratio, CLS, a TBT of 100 ms and performance 98, not to the other scores', () => {
    expect(budgetFailures(row({ build: 'demo', lcp: 1000, tbt: 100, performance: 0.98, seo: 0.9 }), 700, BUDGETS.demo)).toEqual([]);
    expect(budgetFailures(row({ build: 'demo', lcp: 1100 }), 700, BUDGETS.demo)).toHaveLength(1);
    expect(budgetFailures(row({ build: 'demo', route: '/about-us', tbt: 435, performance: 0.89 }), 700, BUDGETS.demo)).toEqual([
      'demo /about-us: TBT 435 ms (budget 100 ms)',
      'demo /about-us: performance 89 (budget 98)',
    ]);
  });
});

describe('perfTable', () => {
  it('prints one line per measured page with the ratio to the static page', () => {
    const table = perfTable([row({ build: 'static', lcp: 500 }), row({ lcp: 600 })], 500, { production: { critical: 2048, hydration: 176_128 } });
    expect(table.split('\n')).toHaveLength(4);
    expect(table).toContain('| production | / | 0.60 s | 1.20× | 0.000 | 20 ms | 100 | 100 | 100 | 100 | 146.5 KB | 2.0 KB / 172.0 KB |');
  });
});
