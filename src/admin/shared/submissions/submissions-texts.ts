/** Texts of the submission lists beyond the documented ones (those live in src/domain/messages.ts). */
export const submissionsTexts = {
  /** Shown at Date from, and in place of the empty table, when the range ends before it starts. */
  dateRangeReversed: 'Date from is after Date to. Choose a Date from on or before the Date to.',
} as const;
