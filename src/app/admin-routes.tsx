import type { RouteObject } from 'react-router-dom';
import { ADMIN_SECTIONS, DEFAULT_SECTION } from '../admin/shell/sections';
import { RouteError } from './RouteError';
import { RouteLoading } from './RouteLoading';

// Loaded with the back office (the shell imports it too), so a section's route costs no extra download.
const sectionRoutes = () => import('../admin/shell/section-routes');

/**
 * The back office at /admin (admin spec 2): the session guard and shell as the parent route, each section a child
 * route at /admin/{section} with its own error element inside the shell, so a failing section keeps the sidebar and
 * header. Signed out, the guard shows the login form at the requested address and the section opens after login.
 */
export const adminRoutes: RouteObject = {
  path: '/admin',
  HydrateFallback: RouteLoading,
  errorElement: <RouteError />,
  lazy: async () => ({ Component: (await import('../admin/AdminApp')).AdminApp }),
  children: [
    {
      index: true,
      lazy: async () => {
        const { SectionView, SectionRouteError } = await sectionRoutes();
        return { element: <SectionView id={DEFAULT_SECTION} />, ErrorBoundary: SectionRouteError };
      },
    },
    ...ADMIN_SECTIONS.map(
      (section): RouteObject => ({
        path: section.id,
        lazy: async () => {
          const { SectionView, SectionRouteError } = await sectionRoutes();
          return { element: <SectionView id={section.id} />, ErrorBoundary: SectionRouteError };
        },
      }),
    ),
    // `images` (a dashboard target) opens Page Management; any other unknown name the dashboard.
    { path: '*', lazy: async () => ({ Component: (await sectionRoutes()).UnknownSectionRedirect }) },
  ],
};
