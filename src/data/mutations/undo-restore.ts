import type { RepositoryWrite } from './repository-writes';

/** One thing an undo puts back: the record itself, one of its images or children, a reference to it, the list order. */
export type RestorePart = { kind: 'record' | 'image' | 'child' | 'reference' | 'order'; title: string };

/** What an undo did: each part restored or missed (with the first failure), so nothing is lost without a word. */
export type RestoreReport = { restored: RestorePart[]; missed: RestorePart[]; error: Error | null };

/** How far a restore is: `done` of `total` steps. */
export type RestoreProgress = { done: number; total: number };

/**
 * A deleted record that can be put back: `restore` re-creates it through the Repository as it was (the server gives
 * it a new id), with its children and its place. Calling `restore` again answers the same run: an Undo pressed twice
 * writes once.
 */
export type Undo = {
  /** The deleted record's title, as the notice names it. */
  title: string;
  /** The write whose areas are refreshed once the restore has run (what it re-created). */
  write: RepositoryWrite;
  restore(onProgress?: (progress: RestoreProgress) => void): Promise<RestoreReport>;
};

/**
 * One step of a restore. An `essential` step (re-creating the record) stops the rest when it fails: images or
 * children cannot go under a record that is not there. Other steps fail on their own and the rest still run.
 */
export type RestoreStep = { part: RestorePart; essential?: boolean; run(): Promise<void> };

const asError = (error: unknown) => (error instanceof Error ? error : new Error(String(error)));

/** Runs the steps in order and reports what each did. Never throws: a failure is part of the report. */
export async function runRestoreSteps(
  steps: readonly RestoreStep[],
  onProgress?: (progress: RestoreProgress) => void,
): Promise<RestoreReport> {
  const report: RestoreReport = { restored: [], missed: [], error: null };
  const total = steps.length;
  onProgress?.({ done: 0, total });
  for (const [index, step] of steps.entries()) {
    try {
      await step.run();
      report.restored.push(step.part);
    } catch (error) {
      report.error ??= asError(error);
      report.missed.push(step.part);
      if (step.essential) {
        report.missed.push(...steps.slice(index + 1).map((rest) => rest.part));
        break;
      }
    }
    onProgress?.({ done: index + 1, total });
  }
  return report;
}

/**
 * An Undo over steps that are built when it runs (they read the store as it is then). The first call runs them; every
 * later call answers the same promise.
 */
export function undoOf(title: string, write: RepositoryWrite, steps: () => RestoreStep[]): Undo {
  let running: Promise<RestoreReport> | null = null;
  return {
    title,
    write,
    restore(onProgress) {
      running ??= runRestoreSteps(steps(), onProgress);
      return running;
    },
  };
}

/** Whether nothing was missed. */
export const restoredFully = (report: RestoreReport) => report.missed.length === 0;
