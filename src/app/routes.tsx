import type { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router-dom';
import type { Repository } from '../data/repository';
import { DYNAMIC_FAMILIES, PAGE_SLUG_ROUTES } from '../domain/seo-addresses';
import { HomePage } from '../public/home/HomePage';
import { SoftNotFoundPage } from '../public/home/SoftNotFoundPage';
import { PublicLayout } from '../public/layout/PublicLayout';
import { adminRoutes } from './admin-routes';
import { previewRoute } from './preview/preview-route';
import { RouteError } from './RouteError';
import { RouteLoading } from './RouteLoading';
import { RouteOutlet } from './RouteOutlet';
import {
  prefetchAbout,
  prefetchCareers,
  prefetchContact,
  prefetchHome,
  homeLcpImage,
  prefetchLayout,
  prefetchPage,
  prefetchSitemap,
  type RoutePrefetch,
} from './prefetch';

/** A route's data, loaded outside React (src/app/prefetch.ts): the prerender step fills the page's cache with it. */
export type PublicRouteHandle = {
  prefetch: RoutePrefetch;
  /** The route's largest image once its data is in the cache: the prerendered page preloads it. */
  lcpImage?: (queryClient: QueryClient, repository: Repository) => string | null;
  /** The source module of a lazy page (as Vite's build manifest names it). */
  module?: string;
};
const data = (prefetch: RoutePrefetch, more: Omit<PublicRouteHandle, 'prefetch'> = {}): { handle: PublicRouteHandle } => ({
  handle: { prefetch, ...more },
});

// The home page and the layout come with the first download; every other page is its own chunk, loaded on the way.
// Each lazy page names its module too: a prerendered page links that chunk's stylesheet and preloads its code.
const aboutPage = async () => ({ Component: (await import('../public/about/AboutPage')).AboutPage });
const staticAboutPage = async () => ({ Component: (await import('../public/about/StaticAboutPage')).StaticAboutPage });
const contactPage = async () => ({ Component: (await import('../public/contact/ContactPage')).ContactPage });
const careersPage = async () => ({ Component: (await import('../public/careers/CareersPage')).CareersPage });
const sitemapPage = async () => ({ Component: (await import('../public/sitemap/SitemapPage')).SitemapPage });
const MODULES = {
  about: 'src/public/about/AboutPage.tsx',
  staticAbout: 'src/public/about/StaticAboutPage.tsx',
  contact: 'src/public/contact/ContactPage.tsx',
  careers: 'src/public/careers/CareersPage.tsx',
  sitemap: 'src/public/sitemap/SitemapPage.tsx',
  dynamic: 'src/public/page/DynamicPage.tsx',
} as const;

/** A dynamic content page route, its module loaded on the way; `props` fix the reading (family or slug). */
function dynamicPage(path: string, props: { navType?: string; slug?: string } = {}): RouteObject {
  return {
    path,
    ...data((queryClient, repository, params) => prefetchPage(queryClient, repository, { ...params, ...props }), { module: MODULES.dynamic }),
    lazy: async () => {
      const { DynamicPage } = await import('../public/page/DynamicPage');
      return { Component: () => <DynamicPage {...props} /> };
    },
  };
}

const dynamicFamilyRoutes: RouteObject[] = DYNAMIC_FAMILIES.flatMap((family) => [
  dynamicPage(family, { navType: family }),
  dynamicPage(`${family}/:subCategory`, { navType: family }),
  dynamicPage(`${family}/:subCategory/:slug`, { navType: family }),
]);

/**
 * Route table (public spec 2.1; admin spec 2). The admin area is lazy so public pages never download it. Every public
 * page sits under one error element inside the layout: a page that fails to load or render keeps the header and footer.
 */
export const routes: RouteObject[] = [
  // The back office's live preview document (its own chunk, outside the back office's shell and session guard).
  previewRoute,
  adminRoutes,
  {
    element: <PublicLayout />,
    HydrateFallback: RouteLoading,
    children: [
      {
        element: <RouteOutlet />,
        errorElement: <RouteError />,
        children: publicPages(),
      },
    ],
  },
];

function publicPages(): RouteObject[] {
  return [
  { index: true, element: <HomePage />, ...data(prefetchHome, { lcpImage: homeLcpImage }) },
  { path: 'home', element: <HomePage />, ...data(prefetchHome, { lcpImage: homeLcpImage }) },
  { path: 'about-us', lazy: aboutPage, ...data(prefetchAbout, { module: MODULES.about }) },
  { path: 'about', lazy: staticAboutPage, ...data((queryClient, repository) => prefetchLayout(queryClient, repository, 'about'), { module: MODULES.staticAbout }) },
  { path: 'contact-us', lazy: contactPage, ...data(prefetchContact, { module: MODULES.contact }) },
  { path: 'contact', lazy: contactPage, ...data(prefetchContact, { module: MODULES.contact }) },
  { path: 'careers', lazy: careersPage, ...data(prefetchCareers, { module: MODULES.careers }) },
  { path: 'sitemap', lazy: sitemapPage, ...data(prefetchSitemap, { module: MODULES.sitemap }) },
  // /optimizing and the footer's information pages are content pages kept in the repository.
  ...PAGE_SLUG_ROUTES.map((slug) => dynamicPage(slug, { slug })),
  dynamicPage('page'),
  dynamicPage('page/:slug'),
  dynamicPage('page/:navType/:subCategory'),
  ...dynamicFamilyRoutes,
  // Unknown paths render the home page (public spec 2.1), marked noindex so it is not indexed as a duplicate.
  { path: '*', element: <SoftNotFoundPage />, ...data(prefetchHome) },
  ];
}
