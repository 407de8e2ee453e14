import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chunkAssets, type BuildManifest } from '../prerender/pages';

/*
 * The pure parts of `npm run perf` and the bundle-size check: medians, what a page's JavaScript weighs, and which
 * budget a measured row misses.
 */

export function median(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** The scripts a page asks for before anything runs: its module scripts and modulepreloads, as site paths. */
export function criticalScripts(html: string): string[] {
  const head = html.slice(0, Math.max(html.indexOf('</head>'), 0)) || html;
  const scripts = [...head.matchAll(/<script type="module"[^>]*\ssrc="([^"]+)"/g)].map((match) => match[1]!);
  const preloads = [...head.matchAll(/<link rel="modulepreload"[^>]*\shref="([^"]+)"/g)].map((match) => match[1]!);
  return [...new Set([...scripts, ...preloads])];
}

export type Manifest = BuildManifest;

/** The code files one module needs (its chunk and the chunks it imports statically), none for a module not built. */
export function chunkFiles(manifest: Manifest, key: string): string[] {
  return manifest[key] ? chunkAssets(manifest, key, '').js : [];
}

/** The gzip size (level 9) of files under a build folder, in bytes. */
export function gzipBytes(outDir: string, files: readonly string[]): number {
  return files.reduce((total, file) => total + gzipSync(readFileSync(join(outDir, file.replace(/^\/+/, ''))), { level: 9 }).length, 0);
}

/**
 * The JavaScript of the home route: `critical` what the page requests before the first paint (its scripts and
 * preloads), `hydration` everything it then loads to become interactive (the app's code, src/app/start.tsx, and
 * the entry).
 */
export function homeJavaScript(outDir: string, basePath = '/'): { critical: number; hydration: number } {
  const { critical, hydration } = homeScriptFiles(outDir, basePath);
  return { critical: gzipBytes(outDir, critical), hydration: gzipBytes(outDir, hydration) };
}

/** The files behind homeJavaScript's figures (`npm run size` measures the same), relative to the build folder. */
export function homeScriptFiles(outDir: string, basePath = '/'): { critical: string[]; hydration: string[] } {
  const html = readFileSync(join(outDir, 'index.html'), 'utf8');
  const manifest = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest;
  const critical = criticalScripts(html).map((src) => src.slice(basePath.length));
  const hydration = [...new Set([...critical, ...chunkFiles(manifest, 'index.html'), ...chunkFiles(manifest, 'src/app/start.tsx')])];
  return { critical, hydration };
}

export type PerfRow = {
  build: 'production' | 'demo' | 'static';
  route: string;
  lcp: number;
  cls: number;
  tbt: number;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  /** Gzip bytes of JavaScript the page transferred while measured. */
  jsTransferred: number;
};

export type Budget = {
  /** Largest LCP as a multiple of the static page's. */
  lcpRatio: number;
  cls: number;
  tbt?: number;
  performance?: number;
  /** Accessibility, best practices and SEO scores (0–1). */
  otherScores?: number;
  /** Gzip bytes of the JavaScript the home route loads to hydrate (homeJavaScript's `hydration`). */
  hydrationJs?: number;
};

/**
 * The targets: production must match a static page closely, the demo a little less so. The demo is what people open on
 * their phones, so its start-up (the mock API, IndexedDB) must not block the first taps either: TBT at most 100 ms.
 */
export const BUDGETS: Record<'production' | 'demo', Budget> = {
  production: { lcpRatio: 1.2, cls: 0.02, tbt: 50, performance: 0.98, otherScores: 1, hydrationJs: 100 * 1024 },
  demo: { lcpRatio: 1.5, cls: 0.02, tbt: 100, performance: 0.98 },
};

/** Every budget a row misses, as a sentence; none when it holds. */
export function budgetFailures(row: PerfRow, staticLcp: number, budget: Budget): string[] {
  const failures: string[] = [];
  const where = `${row.build} ${row.route}`;
  const ratio = row.lcp / staticLcp;
  if (ratio > budget.lcpRatio) failures.push(`${where}: LCP ${(row.lcp / 1000).toFixed(2)} s is ${ratio.toFixed(2)}× the static page's (budget ${budget.lcpRatio}×)`);
  if (row.cls > budget.cls) failures.push(`${where}: CLS ${row.cls.toFixed(3)} (budget ${budget.cls})`);
  if (budget.tbt !== undefined && row.tbt > budget.tbt) failures.push(`${where}: TBT ${Math.round(row.tbt)} ms (budget ${budget.tbt} ms)`);
  if (budget.performance !== undefined && row.performance < budget.performance) {
    failures.push(`${where}: performance ${Math.round(row.performance * 100)} (budget ${Math.round(budget.performance * 100)})`);
  }
  if (budget.otherScores !== undefined) {
    for (const [name, score] of [['accessibility', row.accessibility], ['best practices', row.bestPractices], ['SEO', row.seo]] as const) {
      if (score < budget.otherScores) failures.push(`${where}: ${name} ${Math.round(score * 100)} (budget ${Math.round(budget.otherScores * 100)})`);
    }
  }
  return failures;
}

/** The home route's JavaScript against the build's budget, as a sentence; none when it holds. */
export function javascriptFailures(build: 'production' | 'demo', javascript: { hydration: number }, budget: Budget): string[] {
  if (budget.hydrationJs === undefined || javascript.hydration <= budget.hydrationJs) return [];
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  return [`${build} /: JavaScript to hydrate ${kb(javascript.hydration)} gzip (budget ${kb(budget.hydrationJs)})`];
}

/**
 * How many code files the home route may load to hydrate (`npm run size`): each is a request the browser's module
 * loader makes on the page's main thread, so forty small files made a long task of their own (scripts/start-chunk.ts).
 * Today: the entry, the bundler's runtime, the start, the start-up modules, React and React DOM.
 */
export const HYDRATION_FILE_LIMIT = 8;

/** The hydration's file count against its limit, as a sentence; none when it holds. */
export function hydrationFileFailures(files: readonly string[], limit = HYDRATION_FILE_LIMIT): string[] {
  if (files.length <= limit) return [];
  return [`home: ${files.length} JavaScript files loaded to hydrate (limit ${limit}): ${files.map((file) => file.split('/').pop()).join(', ')}`];
}

/**
 * Lighthouse's benchmarkIndex of the host (its "CPU/Memory Power") at which its 4× CPU slowdown is calibrated to act as a
 * mid-tier phone: a high-end desktop, 1,500–2,000 (Lighthouse's docs/throttling.md). A slower host makes every
 * simulated task longer than that phone's, so TBT grows with the host, not only with the page.
 */
export const CALIBRATED_BENCHMARK_INDEX = { min: 1500, max: 2000 } as const;

/** The CPU slowdown Lighthouse uses by default (mobile simulation), and `npm run perf` unless told otherwise. */
export const DEFAULT_CPU_SLOWDOWN = 4;

/**
 * The CPU slowdown that makes a host of this benchmarkIndex act as Lighthouse's mid-tier phone, by Lighthouse's CPU
 * throttling calculator (linked from its docs/throttling.md; patrickhulce/lighthouse-cpu-throttling-calculator):
 * 1× at 150, 2× at 800, 3× at 1,300, then one more for every 233 (4× at 1,533, 6× at 2,000), to one decimal. A
 * host too slow for any slowdown (below 150) gets 1×.
 */
export function calibratedSlowdown(benchmarkIndex: number): number {
  const multiplier =
    benchmarkIndex >= 1300 ? 3 + (benchmarkIndex - 1300) / 233 : benchmarkIndex >= 800 ? 2 + (benchmarkIndex - 800) / 500 : 1 + Math.max(0, benchmarkIndex - 150) / 650;
  return Math.round(multiplier * 10) / 10;
}

/**
 * One line saying how fast the host ran during the Lighthouse runs (their benchmarkIndex values), for the report.
 * At the default 4×, how many runs were slower or faster than the host that slowdown is calibrated for; at another
 * slowdown, which one was used.
 */
export function hostSpeedLine(indexes: readonly number[], slowdown: number = DEFAULT_CPU_SLOWDOWN): string {
  const known = indexes.filter((value) => Number.isFinite(value));
  if (known.length === 0) return 'Host speed: Lighthouse reported no benchmarkIndex.';
  const { min, max } = CALIBRATED_BENCHMARK_INDEX;
  const whole = (value: number) => Math.round(value).toLocaleString('en-US');
  const speed = `Host speed: Lighthouse's benchmarkIndex ${whole(Math.min(...known))}–${whole(Math.max(...known))}, median ${whole(median(known))}, over ${known.length} run(s)`;
  if (slowdown !== DEFAULT_CPU_SLOWDOWN) {
    return `${speed}; measured at a ${slowdown}× CPU slowdown (Lighthouse's calculator gives ${calibratedSlowdown(median(known))}× for this median).`;
  }
  const slower = known.filter((value) => value < min).length;
  const faster = known.filter((value) => value > max).length;
  const notes = [
    slower > 0 ? `${slower} run(s) below it: their tasks are simulated slower than a mid-tier phone's` : '',
    faster > 0 ? `${faster} run(s) above it: their tasks are simulated faster than a mid-tier phone's` : '',
  ].filter(Boolean);
  return `${speed}; its 4× slowdown is calibrated for ${whole(min)}–${whole(max)}${notes.length > 0 ? ` (${notes.join('; ')})` : ''}.`;
}

/** The table `npm run perf` prints (Markdown). */
export function perfTable(rows: readonly PerfRow[], staticLcp: number, javascript: Partial<Record<PerfRow['build'], { critical: number; hydration: number }>>): string {
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  const lines = [
    '| build | route | LCP | ratio | CLS | TBT | perf | a11y | best pr. | SEO | JS transferred | JS before paint / for hydration |',
    '|---|---|---|---|---|---|---|---|---|---|---|---|',
  ];
  for (const row of rows) {
    const js = javascript[row.build];
    lines.push(
      `| ${row.build} | ${row.route} | ${(row.lcp / 1000).toFixed(2)} s | ${(row.lcp / staticLcp).toFixed(2)}× | ${row.cls.toFixed(3)} | ${Math.round(row.tbt)} ms | ` +
        `${Math.round(row.performance * 100)} | ${Math.round(row.accessibility * 100)} | ${Math.round(row.bestPractices * 100)} | ${Math.round(row.seo * 100)} | ` +
        `${kb(row.jsTransferred)} | ${js ? `${kb(js.critical)} / ${kb(js.hydration)}` : '–'} |`,
    );
  }
  return lines.join('\n');
}
