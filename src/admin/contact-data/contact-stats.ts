import type { ContactStatus, ContactSubmission } from '../../domain/submissions';

export type ContactStats = Record<ContactStatus, number> & { total: number };

/** The statistics row (New, Read, Replied, Closed, Total) of the listed submissions, counted in one pass. */
export function contactStats(rows: readonly ContactSubmission[]): ContactStats {
  const stats: ContactStats = { new: 0, read: 0, replied: 0, closed: 0, total: rows.length };
  for (const row of rows) stats[row.status] += 1;
  return stats;
}
