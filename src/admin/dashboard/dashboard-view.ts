import type { BadgeTone } from '../../ui/Badge';
import type { DashboardStats } from '../../domain/dashboard';
import { adminMessages } from '../../domain/messages';
import { isRepositoryError } from '../../domain/repository-error';
import type { SectionTarget } from '../shell/sections';

export type StatKey = Exclude<keyof DashboardStats, 'recentContactSubmissions' | 'recentCareerSubmissions'>;

/** One card per stats field (admin spec 3), in the order an administrator scans them. */
export const STAT_CARDS: ReadonlyArray<{ key: StatKey; label: string }> = [
  { key: 'totalPages', label: 'Total Pages' },
  { key: 'totalNavigation', label: 'Navigation Items' },
  { key: 'totalImages', label: 'Gallery Images' },
  { key: 'totalContactSubmissions', label: 'Contact Submissions' },
  { key: 'totalCareerSubmissions', label: 'Career Applications' },
  { key: 'pendingCareerSubmissions', label: 'Pending Applications' },
  { key: 'totalServices', label: 'Total Services' },
  { key: 'activeServices', label: 'Active Services' },
  { key: 'totalProducts', label: 'Total Products' },
  { key: 'activeProducts', label: 'Active Products' },
];

/** Where the quick actions lead (admin spec 2); `images` opens Page Management, where the galleries live. */
export const QUICK_ACTIONS: ReadonlyArray<{ target: SectionTarget; label: string; description: string }> = [
  { target: 'contact-data', label: 'Contact Submissions', description: 'Review messages from the contact form' },
  { target: 'career-data', label: 'Career Applications', description: 'Review job applications and resumes' },
  { target: 'pages', label: 'Manage Pages', description: 'Edit page content and galleries' },
  { target: 'services', label: 'Manage Services', description: 'Add, edit and reorder services' },
  { target: 'products', label: 'Manage Products', description: 'Add, edit and reorder products' },
  { target: 'images', label: 'Manage Images', description: 'Upload and remove page gallery images' },
];

/** Career status badge colours on the dashboard (admin spec 4): any status not named is danger. */
export function careerStatusTone(status: string): BadgeTone {
  switch (status) {
    case 'pending':
      return 'warning';
    case 'reviewed':
      return 'info';
    case 'shortlisted':
      return 'primary';
    case 'hired':
      return 'success';
    default:
      return 'danger';
  }
}

/**
 * The badge of a recent contact submission: its stored status (New only while it is new), and the spec's New where
 * the server does not say (its recent list carries id, name, e-mail and date only).
 */
export function contactStatusBadge(status: string): { tone: BadgeTone; label: string } {
  if (status === '' || status === 'new') return { tone: 'info', label: 'New' };
  return { tone: status === 'replied' ? 'success' : 'neutral', label: statusLabel(status) };
}

export function statusLabel(status: string): string {
  return status === '' ? 'Unknown' : status.charAt(0).toUpperCase() + status.slice(1);
}

/**
 * The dashboard's failure text (admin spec 8): the server's own answer (success:false) is quoted; a failed request
 * (network, HTTP error, unreadable answer) gives the generic text.
 */
export function dashboardErrorText(error: unknown): string {
  if (isRepositoryError(error) && error.kind === 'server' && error.message) return adminMessages.dashboard.fetchFailed(error.message);
  return adminMessages.dashboard.fetchError;
}
