import { describe, expect, it } from 'vitest';
import { buildCareerApplication, buildContactSubmission, buildDataset } from '../../tests/support/builders';
import { DASHBOARD_RECENT_LIMIT } from './constants';
import { computeDashboardStats } from './dashboard-stats';

describe('computeDashboardStats (admin spec 3)', () => {
  it('counts every collection, pending applications and active services and products', () => {
    const stats = computeDashboardStats(buildDataset());
    expect(stats).toMatchObject({
      totalPages: 4,
      totalNavigation: 8,
      totalImages: 3,
      totalContactSubmissions: 4,
      totalCareerSubmissions: 3,
      totalServices: 3,
      totalProducts: 3,
      pendingCareerSubmissions: 1,
      activeServices: 2,
      activeProducts: 2,
    });
  });

  it('lists recent contact submissions newest first with id, name, email, status and created_at', () => {
    const stats = computeDashboardStats(buildDataset());
    expect(stats.recentContactSubmissions.map((row) => row.id)).toEqual([4, 3, 2, 1]);
    expect(stats.recentContactSubmissions[3]).toEqual({
      id: 1,
      name: 'Asha Verma',
      email: 'visitor1@example.com',
      status: 'new',
      created_at: '2026-01-15 09:00:00',
    });
  });

  it('lists recent career applications newest first with id, name, position, email, status and created_at', () => {
    const stats = computeDashboardStats(buildDataset());
    expect(stats.recentCareerSubmissions.map((row) => row.id)).toEqual([3, 2, 1]);
    expect(stats.recentCareerSubmissions[0]).toEqual({
      id: 3,
      name: 'Ravi Kumar',
      position: 'Welder',
      email: 'applicant3@example.com',
      status: 'hired',
      created_at: '2026-03-02 14:00:00',
    });
  });

  it(`limits each recent list to the newest ${DASHBOARD_RECENT_LIMIT}`, () => {
    const day = (n: number) => `2026-04-${String(n).padStart(2, '0')} 10:00:00`;
    const stats = computeDashboardStats(
      buildDataset({
        contactSubmissions: Array.from({ length: 8 }, (_, i) => buildContactSubmission({ id: i + 1, created_at: day(i + 1) })),
        careerApplications: Array.from({ length: 8 }, (_, i) => buildCareerApplication({ id: i + 1, created_at: day(i + 1) })),
      }),
    );
    expect(stats.recentContactSubmissions.map((row) => row.id)).toEqual([8, 7, 6, 5, 4]);
    expect(stats.recentCareerSubmissions.map((row) => row.id)).toEqual([8, 7, 6, 5, 4]);
    expect(stats.totalContactSubmissions).toBe(8);
  });

  it('gives zeros and empty lists for an empty store', () => {
    const empty = buildDataset({
      pages: [],
      navigation: [],
      pageImages: [],
      contactSubmissions: [],
      careerApplications: [],
      services: [],
      products: [],
    });
    expect(computeDashboardStats(empty)).toEqual({
      totalPages: 0,
      totalNavigation: 0,
      totalImages: 0,
      totalContactSubmissions: 0,
      totalCareerSubmissions: 0,
      totalServices: 0,
      totalProducts: 0,
      pendingCareerSubmissions: 0,
      activeServices: 0,
      activeProducts: 0,
      recentContactSubmissions: [],
      recentCareerSubmissions: [],
    });
  });

  it('does not reorder the data it was given', () => {
    const data = buildDataset();
    computeDashboardStats(data);
    expect(data.contactSubmissions.map((row) => row.id)).toEqual([1, 2, 3, 4]);
  });
});
