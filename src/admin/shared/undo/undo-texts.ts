import type { RestorePart, RestoreReport } from '../../../data/mutations/undo-restore';

const quoted = (title: string) => `“${title}”`;

/** How a restored or missed part is named: `noun` is what was deleted (page, slide, navigation item …). */
function partText(part: RestorePart, noun: string): string {
  switch (part.kind) {
    case 'record':
      return `the ${noun} ${quoted(part.title)}`;
    case 'image':
      return `image ${quoted(part.title)}`;
    case 'child':
      return `${quoted(part.title)} under it`;
    case 'reference':
      return `${quoted(part.title)} showing its gallery`;
    case 'order':
      return 'its place in the list';
  }
}

const list = (parts: readonly RestorePart[], noun: string) => parts.map((part) => partText(part, noun)).join(', ');

/** The undo notice's words (after a confirmed delete: Gmail's and WordPress's "Deleted — Undo"). */
export const undoTexts = {
  region: 'Undo delete',
  deleted: (title: string) => `Deleted ${quoted(title)}`,
  undo: 'Undo',
  /** Read once by screen readers (the visible seconds are not announced each second). */
  offer: (seconds: number) => `Undo is possible for ${seconds} seconds, with this button or Ctrl+Z.`,
  secondsLeft: (seconds: number) => `${seconds} s`,
  restoring: (title: string, done: number, total: number) => `Restoring ${quoted(title)}… ${done} of ${total}`,
  restored: (title: string) => `Restored ${quoted(title)}.`,
  dismiss: 'Dismiss',
  /** Nothing could be re-created. */
  failed: (title: string, reason: string) => `${quoted(title)} could not be restored: ${reason}. Nothing was re-created.`,
  /** Some parts came back, some did not: both are named, so nothing is lost without a word. */
  partly: (title: string, report: RestoreReport, noun: string) =>
    `${quoted(title)} was only partly restored (${report.error?.message ?? 'unknown error'}). Restored: ${list(report.restored, noun)}. Not restored: ${list(report.missed, noun)}.`,
};

/** The words of a finished restore: restored, partly restored or not at all. */
export function reportText(title: string, report: RestoreReport, noun: string): string {
  if (report.missed.length === 0) return undoTexts.restored(title);
  if (report.restored.length === 0) return undoTexts.failed(title, report.error?.message ?? 'unknown error');
  return undoTexts.partly(title, report, noun);
}
