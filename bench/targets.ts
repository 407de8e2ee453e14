/** Targets of `npm run bench` (issue: "render 200 ms, filter 100 ms, export 1000 ms" on 2-core machines). */
export const BENCH_TARGETS_MS = { render: 200, filter: 100, export: 1000 } as const;

/** What the benchmark writes and scripts/bench.ts reads. */
export type BenchMeasurement = { name: string; runs: number[]; median: number; cpuMedian: number; targetMs?: number };
export type BenchReport = {
  environment: { cpus: number; loadavg: number[]; node: string; runs: number };
  results: BenchMeasurement[];
};
