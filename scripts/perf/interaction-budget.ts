/*
 * The pure parts of the interaction check (scripts/perf/interactions.ts): the slowest interaction from the Event
 * Timing entries a page recorded, the longest task per back-office step, the table printed beside Lighthouse's, and
 * which figure misses its budget.
 */
import { DEFAULT_CPU_SLOWDOWN } from './budget';

/** What the page's 'event' PerformanceObserver keeps of each entry. */
export type EventTimingEntry = { name: string; interactionId: number; duration: number };

/** Interaction to Next Paint as the Event Timing API gives it: each interaction's longest event, the slowest of them. */
export function slowestInteraction(entries: readonly EventTimingEntry[]): { duration: number; name: string; interactions: number } | null {
  const byInteraction = new Map<number, EventTimingEntry>();
  for (const entry of entries) {
    // Events that are not part of a click, tap or key press (mouse moves, scrolls) carry no interaction id.
    if (!entry.interactionId) continue;
    const known = byInteraction.get(entry.interactionId);
    if (!known || entry.duration > known.duration) byInteraction.set(entry.interactionId, entry);
  }
  let slowest: EventTimingEntry | null = null;
  for (const entry of byInteraction.values()) if (!slowest || entry.duration > slowest.duration) slowest = entry;
  return slowest ? { duration: slowest.duration, name: slowest.name, interactions: byInteraction.size } : null;
}

/** The longest of the tasks a 'longtask' PerformanceObserver reported during one step; 0 when none was long. */
export function longestTask(durations: readonly number[]): number {
  return durations.reduce((longest, duration) => Math.max(longest, duration), 0);
}

export type InteractionRow = {
  build: 'production' | 'demo';
  /** What was done, e.g. "menu toggle (/)" or "admin: Page Management". */
  step: string;
  kind: 'interaction' | 'longest task';
  /** Milliseconds; null when the step recorded nothing (e.g. no interaction registered). */
  value: number | null;
  /** How many interactions the figure is the slowest of (interactions only). */
  count?: number;
};

/** Budgets at a 4× CPU slowdown (npm run perf's default): each first interaction (INP), and the longest task of each back-office step. */
export const INTERACTION_BUDGETS = { interaction: 200, 'longest task': 200 } as const satisfies Record<InteractionRow['kind'], number>;

/** Every row past its budget (or that recorded nothing to judge), as a sentence. */
export function interactionFailures(rows: readonly InteractionRow[], budgets: Record<InteractionRow['kind'], number> = INTERACTION_BUDGETS): string[] {
  return rows.flatMap((row) => {
    const budget = budgets[row.kind];
    if (row.value === null) return [`${row.build} ${row.step}: no ${row.kind === 'interaction' ? 'interaction was' : 'step was'} recorded`];
    return row.value > budget ? [`${row.build} ${row.step}: ${row.kind} ${Math.round(row.value)} ms (budget ${budget} ms)`] : [];
  });
}

/** The table `npm run perf` prints beside Lighthouse's (Markdown). */
export function interactionTable(rows: readonly InteractionRow[], slowdown = DEFAULT_CPU_SLOWDOWN, budgets: Record<InteractionRow['kind'], number> = INTERACTION_BUDGETS): string {
  const lines = [`| build | step (${slowdown}× CPU slowdown; site 390 px, back office 1280 px) | measure | ms | budget |`, '|---|---|---|---|---|'];
  for (const row of rows) {
    const value = row.value === null ? '–' : `${Math.round(row.value)}`;
    const measure = row.kind === 'interaction' ? `slowest interaction${row.count ? ` of ${row.count}` : ''}` : 'longest task';
    lines.push(`| ${row.build} | ${row.step} | ${measure} | ${value} | ${budgets[row.kind]} |`);
  }
  return lines.join('\n');
}
