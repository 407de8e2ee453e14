import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { dirname, resolve } from 'node:path';
import type { ReactElement } from 'react';
import { CareerDataSection } from '../src/admin/career-data/CareerDataSection';
import { ContactDataSection } from '../src/admin/contact-data/ContactDataSection';
import { buildLargeDataset } from '../tests/support/large-dataset';
import { setupMockApi } from '../tests/support/mock-api';
import { button, choose, control, mount, recordObjectUrls } from './drive';
import { BENCH_TARGETS_MS, type BenchReport } from './targets';
import { count, elapsed, type Instant, measurement, now, showing, until, type Measurement } from './measure';

/**
 * npm run bench: 10,000 contact submissions and 5,000 career applications through the demo default data path
 * (HTTP adapter -> MSW in Node -> Dexie on fake-indexeddb), rendered with React in jsdom. Each figure is the median
 * of RUNS timed runs after one untimed warm-up run. Results go to BENCH_RESULTS for scripts/bench.ts to print.
 */
const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const RESULTS = resolve(process.env.BENCH_RESULTS ?? 'node_modules/.tmp/bench-results.json');

const dataset = buildLargeDataset();
const api = setupMockApi(() => dataset);
const results: Measurement[] = [];

afterAll(() => {
  mkdirSync(dirname(RESULTS), { recursive: true });
  const report: BenchReport = {
    environment: { cpus: cpus().length, loadavg: loadavg().map((n) => Math.round(n * 100) / 100), node: process.version, runs: RUNS },
    results,
  };
  writeFileSync(RESULTS, JSON.stringify(report, null, 2));
});

/** Runs `once` RUNS + 1 times and keeps all but the first (warm-up: module loading and JIT). */
async function timed(once: (run: number) => Promise<Instant>): Promise<Instant[]> {
  const runs: Instant[] = [];
  for (let run = 0; run <= RUNS; run += 1) {
    const ms = await once(run);
    if (run > 0) runs.push(ms);
  }
  return runs;
}

type Section = {
  label: string;
  element: () => ReactElement;
  total: number;
  statuses: readonly string[];
  byStatus: (status: string) => number;
};

async function benchSection({ label, element, total, statuses, byStatus }: Section) {
  const everything = `Showing 1–25 of ${count(total)}`;

  const renders = await timed(async () => {
    const start = now();
    const view = mount(element(), api.repository);
    const at = await until(showing(everything));
    view.unmount();
    return elapsed(start, at);
  });
  results.push(measurement(`${label}: first list render`, renders, label.startsWith('10,000') ? BENCH_TARGETS_MS.render : undefined));

  const view = mount(element(), api.repository);
  await until(showing(everything));
  const status = control<HTMLSelectElement>(view.container, 'Status');
  const filters = await timed(async (run) => {
    const value = statuses[run % statuses.length]!;
    const expected = byStatus(value);
    const start = now();
    choose(status, value);
    const at = await until(showing(`Showing 1–${Math.min(25, expected)} of ${count(expected)}`));
    choose(status, '');
    await until(showing(everything));
    return elapsed(start, at);
  });
  results.push(measurement(`${label}: status filter change`, filters, label.startsWith('10,000') ? BENCH_TARGETS_MS.filter : undefined));

  const saved = recordObjectUrls();
  const exportButton = button(view.container, 'Export CSV');
  const exports = await timed(async (run) => {
    const start = now();
    exportButton.click();
    await until(() => saved.length === run + 1 && !exportButton.disabled);
    return elapsed(start, saved[run]!);
  });
  results.push(measurement(`${label}: CSV export of every row`, exports, label.startsWith('10,000') ? BENCH_TARGETS_MS.export : undefined));
  view.unmount();
}

const tally = <T extends { status: string }>(rows: readonly T[]) => (status: string) => rows.filter((row) => row.status === status).length;

it('measures 10,000 contact submissions', async () => {
  await benchSection({
    label: '10,000 contact submissions',
    element: () => <ContactDataSection />,
    total: dataset.contactSubmissions.length,
    statuses: ['new', 'read', 'replied', 'closed'],
    byStatus: tally(dataset.contactSubmissions),
  });
});

it('measures 5,000 career applications', async () => {
  await benchSection({
    label: '5,000 career applications',
    element: () => <CareerDataSection />,
    total: dataset.careerApplications.length,
    statuses: ['new', 'reviewed', 'shortlisted', 'hired', 'rejected'],
    byStatus: tally(dataset.careerApplications),
  });
});
