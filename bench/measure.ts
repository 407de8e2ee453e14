import type { BenchMeasurement } from './targets';

/** Timing helpers of the benchmark. */

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** A point in time: wall clock (performance.now()) and this process's CPU time, both in ms. */
export type Instant = { wall: number; cpu: number };

export function now(): Instant {
  const { user, system } = process.cpuUsage();
  return { wall: performance.now(), cpu: (user + system) / 1000 };
}

export const elapsed = (from: Instant, to: Instant): Instant => ({ wall: to.wall - from.wall, cpu: to.cpu - from.cpu });

/**
 * Resolves with the instant at which `ready()` first holds, checked on every DOM mutation: React commits, the
 * MutationObserver fires in the same task's microtasks, so the moment is the commit, not a polling tick.
 */
export function until(ready: () => boolean, timeoutMs = 30_000): Promise<Instant> {
  if (ready()) return Promise.resolve(now());
  return new Promise((resolve, reject) => {
    const observer = new MutationObserver(() => {
      if (!ready()) return;
      const at = now();
      observer.disconnect();
      clearTimeout(timer);
      resolve(at);
    });
    const timer = setTimeout(() => {
      observer.disconnect();
      reject(new Error(`Not ready after ${timeoutMs} ms`));
    }, timeoutMs);
    observer.observe(document.body, { childList: true, subtree: true, characterData: true, attributes: true });
  });
}

/** "Showing 1–25 of 10,000" is on screen. */
export const showing = (text: string) => () => document.body.textContent?.includes(text) ?? false;

export const count = (n: number) => n.toLocaleString('en-US');

/**
 * Wall-clock runs decide the targets. CPU time of the process is kept beside them: on a machine busy with other work
 * the wall clock includes waiting for a core, the CPU time does not.
 */
export type Measurement = BenchMeasurement;

const tenth = (n: number) => Math.round(n * 10) / 10;

export function measurement(name: string, runs: readonly Instant[], targetMs?: number): Measurement {
  return {
    name,
    runs: runs.map((run) => tenth(run.wall)),
    median: tenth(median(runs.map((run) => run.wall))),
    cpuMedian: tenth(median(runs.map((run) => run.cpu))),
    targetMs,
  };
}
