import type { CareerApplication, CareerStatus } from '../../domain/careers';

export type CareerStats = Record<CareerStatus, number> & { total: number };

/** Counts per status of the listed applications, in one pass; the tiles show New, Reviewed, Shortlisted, Hired, Total. */
export function careerStats(rows: readonly CareerApplication[]): CareerStats {
  const stats: CareerStats = { new: 0, reviewed: 0, shortlisted: 0, interviewed: 0, hired: 0, rejected: 0, total: rows.length };
  for (const row of rows) stats[row.status] += 1;
  return stats;
}
