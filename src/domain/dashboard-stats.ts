import { DASHBOARD_RECENT_LIMIT } from './constants';
import type { DashboardStats } from './dashboard';
import type { Dataset } from './dataset';
import { newestFirst } from './filters';

type StatsSource = Pick<
  Dataset,
  'pages' | 'navigation' | 'pageImages' | 'contactSubmissions' | 'careerApplications' | 'services' | 'products'
>;

/** Dashboard stats computed from the data (admin spec 3). Pending applications are the ones not yet reviewed. */
export function computeDashboardStats(data: StatsSource): DashboardStats {
  return {
    totalPages: data.pages.length,
    totalNavigation: data.navigation.length,
    totalImages: data.pageImages.length,
    totalContactSubmissions: data.contactSubmissions.length,
    totalCareerSubmissions: data.careerApplications.length,
    totalServices: data.services.length,
    totalProducts: data.products.length,
    pendingCareerSubmissions: data.careerApplications.filter((a) => a.status === 'new').length,
    activeServices: data.services.filter((s) => s.is_active).length,
    activeProducts: data.products.filter((p) => p.is_active).length,
    recentContactSubmissions: [...data.contactSubmissions]
      .sort(newestFirst)
      .slice(0, DASHBOARD_RECENT_LIMIT)
      .map(({ id, name, email, status, created_at }) => ({ id, name, email, status, created_at })),
    recentCareerSubmissions: [...data.careerApplications]
      .sort(newestFirst)
      .slice(0, DASHBOARD_RECENT_LIMIT)
      .map(({ id, name, position, email, status, created_at }) => ({ id, name, position, email, status, created_at })),
  };
}
