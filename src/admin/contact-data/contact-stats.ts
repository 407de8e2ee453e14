import type { ContactStatus } from '../../domain/submissions';

export type ContactStats = Record<ContactStatus, number> & { total: number };

/** The statistics row (New, Read, Replied, Closed, Total) of the filtered submissions, from the store's counts. */
export function contactStats(counts: Readonly<Record<string, number>>, total: number): ContactStats {
  const count = (status: ContactStatus) => counts[status] ?? 0;
  return { new: count('new'), read: count('read'), replied: count('replied'), closed: count('closed'), total };
}
