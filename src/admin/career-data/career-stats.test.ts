import { describe, expect, it } from 'vitest';
import { buildCareerApplication } from '../../../tests/support/builders';
import { pageOf } from '../../data/repository';
import { careerStats, careerTotalNote } from './career-stats';

describe('career statistics', () => {
  it('make Total add up: the tiles plus the statuses Total names', () => {
    const statuses = ['new', 'new', 'reviewed', 'shortlisted', 'interviewed', 'interviewed', 'hired', 'rejected'] as const;
    const rows = statuses.map((status, id) => buildCareerApplication({ id: id + 1, status }));
    const stats = careerStats(pageOf(rows, { page: 1, perPage: 25 }).counts, rows.length);
    expect(careerTotalNote(stats)).toBe('Includes 2 Interviewed and 1 Rejected');
    expect(stats.new + stats.reviewed + stats.shortlisted + stats.hired + stats.interviewed + stats.rejected).toBe(stats.total);
  });
});
