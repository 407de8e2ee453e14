import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { ADMIN_SECTIONS, DEFAULT_SECTION } from '../admin/shell/sections';
import { DraftStoreContext, useDraftStore } from '../data/drafts/draft-context';
import type { DraftStore } from '../domain/drafts';
import { RouteError } from './RouteError';
import { RouteLoading } from './RouteLoading';

/** The back office with the site's draft store, unless a test already gave it one. */
function WithDrafts({ store, Admin }: { store: DraftStore; Admin: ComponentType }) {
  const given = useDraftStore();
  return (
    <DraftStoreContext value={given ?? store}>
      <Admin />
    </DraftStoreContext>
  );
}

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
  lazy: async () => {
    // The draft store comes with the back office, so the public pages never load it.
    const [{ AdminApp }, { siteDraftStore }] = await Promise.all([import('../admin/AdminApp'), import('./draft-store')]);
    const drafts = siteDraftStore();
    return { Component: () => <WithDrafts store={drafts} Admin={AdminApp} /> };
  },
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
