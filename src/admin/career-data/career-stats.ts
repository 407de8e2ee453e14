import type { CareerStatus } from '../../domain/careers';
import { statusLabel } from '../shared/submissions/StatusSelect';

export type CareerStats = Record<CareerStatus, number> & { total: number };

/** Counts per status of the filtered applications (the store's counts); the tiles show New, Reviewed, Shortlisted, Hired, Total. */
export function careerStats(counts: Readonly<Record<string, number>>, total: number): CareerStats {
  const count = (status: CareerStatus) => counts[status] ?? 0;
  return {
    new: count('new'),
    reviewed: count('reviewed'),
    shortlisted: count('shortlisted'),
    interviewed: count('interviewed'),
    hired: count('hired'),
    rejected: count('rejected'),
    total,
  };
}

/** The statuses the spec's tiles leave out (admin spec 9): Total names them, so the tiles visibly add up. */
const UNTILED: readonly CareerStatus[] = ['interviewed', 'rejected'];

/** What the Total tile counts beyond the tiles beside it, e.g. "Includes 2 Interviewed and 1 Rejected". */
export function careerTotalNote(stats: CareerStats): string {
  const [first, second] = UNTILED.map((status) => `${stats[status]} ${statusLabel(status)}`);
  return `Includes ${first} and ${second}`;
}
