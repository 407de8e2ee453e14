import type { CareerApplication, CareerStatus } from '../../domain/careers';
import { statusLabel } from '../shared/submissions/StatusSelect';

export type CareerStats = Record<CareerStatus, number> & { total: number };

/** Counts per status of the listed applications, in one pass; the tiles show New, Reviewed, Shortlisted, Hired, Total. */
export function careerStats(rows: readonly CareerApplication[]): CareerStats {
  const stats: CareerStats = { new: 0, reviewed: 0, shortlisted: 0, interviewed: 0, hired: 0, rejected: 0, total: rows.length };
  for (const row of rows) stats[row.status] += 1;
  return stats;
}

/** The statuses the spec's tiles leave out (admin spec 9): Total names them, so the tiles visibly add up. */
const UNTILED: readonly CareerStatus[] = ['interviewed', 'rejected'];

/** What the Total tile counts beyond the tiles beside it, e.g. "Includes 2 Interviewed and 1 Rejected". */
export function careerTotalNote(stats: CareerStats): string {
  const [first, second] = UNTILED.map((status) => `${stats[status]} ${statusLabel(status)}`);
  return `Includes ${first} and ${second}`;
}
