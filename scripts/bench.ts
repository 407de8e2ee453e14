/**
 * npm run bench: runs the benchmark (bench/submissions.bench.test.tsx, with its own vitest config so `npm test` never
 * runs it), prints each measurement's median against its target, and exits non-zero if a target is missed.
 *
 *   tsx scripts/bench.ts [--runs 7]
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import type { BenchReport } from '../bench/targets';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const RESULTS = resolve(ROOT, 'node_modules', '.tmp', 'bench-results.json');
const VITEST = resolve(ROOT, 'node_modules', 'vitest', 'vitest.mjs');
const MIN_RUNS = 5;

const { values } = parseArgs({
  options: { runs: { type: 'string', default: '7' }, 'skip-browser': { type: 'boolean', default: false }, 'skip-import': { type: 'boolean', default: false } },
});
const runs = Number(values.runs);
if (!Number.isInteger(runs) || runs < MIN_RUNS) {
  console.error(`bench: --runs must be a whole number of at least ${MIN_RUNS}`);
  process.exit(2);
}

rmSync(RESULTS, { force: true });
const child = spawnSync(process.execPath, [VITEST, 'run', '--config', 'bench/vitest.bench.config.ts'], {
  cwd: ROOT,
  stdio: 'inherit',
  env: { ...process.env, BENCH_RUNS: String(runs), BENCH_RESULTS: RESULTS },
});
if (child.status !== 0 || !existsSync(RESULTS)) {
  console.error('bench: the benchmark did not complete');
  process.exit(1);
}

const report = JSON.parse(readFileSync(RESULTS, 'utf8')) as BenchReport;

// The Chromium case: 100,000 contact submissions in the built demo (bench/browser-bench.ts), unless --skip-browser.
if (!values['skip-browser']) {
  const dist = process.env.BENCH_DIST ?? resolve(ROOT, 'node_modules', '.cache', 'bench', 'demo');
  const BROWSER_RESULTS = resolve(ROOT, 'node_modules', '.tmp', 'bench-browser-results.json');
  rmSync(BROWSER_RESULTS, { force: true });
  const build = spawnSync(process.execPath, [resolve(ROOT, 'node_modules', 'vite', 'bin', 'vite.js'), 'build', '--logLevel', 'warn', '--emptyOutDir'], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, BUILD_OUT_DIR: dist },
  });
  const browser =
    build.status === 0
      ? spawnSync(process.execPath, [resolve(ROOT, 'node_modules', 'tsx', 'dist', 'cli.mjs'), 'bench/browser-bench.ts', '--dist', dist, ...(values['skip-import'] ? ['--skip-import'] : [])], {
          cwd: ROOT,
          stdio: 'inherit',
          env: { ...process.env, BENCH_BROWSER_RESULTS: BROWSER_RESULTS },
        })
      : build;
  if (browser.status !== 0 || !existsSync(BROWSER_RESULTS)) {
    console.error('bench: the Chromium benchmark did not complete');
    process.exit(1);
  }
  report.results.push(...(JSON.parse(readFileSync(BROWSER_RESULTS, 'utf8')) as Pick<BenchReport, 'results'>).results);
}
const { environment } = report;
const ms = (n: number, unit = 'ms') => (Number.isFinite(n) ? `${n.toFixed(1)} ${unit}` : '-');
const rows = report.results.map((result) => {
  const verdict = result.targetMs === undefined ? '' : result.median <= result.targetMs ? 'ok' : 'MISSED';
  const unit = result.unit ?? 'ms';
  return [result.name, result.targetMs === undefined ? '-' : ms(result.targetMs, unit), ms(result.median, unit), ms(result.cpuMedian), verdict];
});
const header = ['measurement', 'target', 'median', 'CPU median', ''];
const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]!.length)));
const line = (cells: string[]) => cells.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!))).join('  ');

console.log(`\nMedian of ${environment.runs} runs each (after one warm-up run); Node ${environment.node}, ${environment.cpus} CPUs.`);
console.log(line(header));
for (const row of rows) console.log(line(row));
const busy = environment.loadavg[0] ?? 0;
if (busy > environment.cpus) {
  console.log(
    `\nNote: load average ${busy} on ${environment.cpus} CPUs while measuring; wall-clock medians include waiting for a CPU. ` +
      'The CPU median is the time this process itself computed.',
  );
}

const missed = report.results.filter((result) => result.targetMs !== undefined && result.median > result.targetMs);
if (missed.length > 0) {
  console.error(`\nbench: ${missed.length} target(s) missed: ${missed.map((result) => result.name).join('; ')}`);
  process.exit(1);
}
console.log('\nbench: every target met');
