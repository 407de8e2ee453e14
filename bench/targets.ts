/** Targets of `npm run bench` (issue: "render 200 ms, filter 100 ms, export 1000 ms" on 2-core machines). */
export const BENCH_TARGETS_MS = { render: 200, filter: 100, export: 1000 } as const;

/** What the benchmark writes and scripts/bench.ts reads. */
export type BenchMeasurement = { name: string; runs: number[]; median: number; cpuMedian: number; targetMs?: number; unit?: "ms" | "MB" | "s" };
export type BenchReport = {
  environment: { cpus: number; loadavg: number[]; node: string; runs: number };
  results: BenchMeasurement[];
};

/** Targets of the Chromium case at 100,000 contact submissions (ms unless the unit says otherwise). */
export const BROWSER_TARGETS = {
  render: 400,
  filter: 150,
  statusChange: 150,
  export: 1500,
  longestTask: 200,
  heapMb: 150,
  importMs: 15_000,
} as const;
