import { z } from 'zod';
import { DASHBOARD_CAREER_STATUSES } from './constants';
import { id, integer, text, timestamp } from './schema-helpers';

export const RecentContactSubmissionSchema = z.object({
  id: id(),
  name: z.string(),
  email: z.string(),
  status: text(),
  created_at: timestamp(),
});

/** The domain reads one name; the wire's first_name/last_name are joined by the adapters. */
export const RecentCareerSubmissionSchema = z.object({
  id: id(),
  name: z.string(),
  position: text(),
  email: z.string(),
  status: z.preprocess((v) => v || 'new', z.enum(DASHBOARD_CAREER_STATUSES)),
  created_at: timestamp(),
});

export const DashboardStatsSchema = z.object({
  totalPages: integer(),
  totalNavigation: integer(),
  totalImages: integer(),
  totalContactSubmissions: integer(),
  totalCareerSubmissions: integer(),
  totalServices: integer(),
  totalProducts: integer(),
  pendingCareerSubmissions: integer(),
  activeServices: integer(),
  activeProducts: integer(),
  recentContactSubmissions: z.array(RecentContactSubmissionSchema),
  recentCareerSubmissions: z.array(RecentCareerSubmissionSchema),
});
export type DashboardStats = z.infer<typeof DashboardStatsSchema>;
