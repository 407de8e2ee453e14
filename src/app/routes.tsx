import type { RouteObject } from 'react-router-dom';
import { HomePage } from '../public/home/HomePage';
import { SoftNotFoundPage } from '../public/home/SoftNotFoundPage';
import { PublicLayout } from '../public/layout/PublicLayout';
import { adminRoutes } from './admin-routes';
import { RouteError } from './RouteError';
import { RouteLoading } from './RouteLoading';
import { RouteOutlet } from './RouteOutlet';

// The home page and the layout come with the first download; every other page is its own chunk, loaded on the way.
const aboutPage = async () => ({ Component: (await import('../public/about/AboutPage')).AboutPage });
const staticAboutPage = async () => ({ Component: (await import('../public/about/StaticAboutPage')).StaticAboutPage });
const contactPage = async () => ({ Component: (await import('../public/contact/ContactPage')).ContactPage });
const careersPage = async () => ({ Component: (await import('../public/careers/CareersPage')).CareersPage });
const sitemapPage = async () => ({ Component: (await import('../public/sitemap/SitemapPage')).SitemapPage });

/** A dynamic content page route, its module loaded on the way; `props` fix the reading (family or slug). */
function dynamicPage(path: string, props: { navType?: string; slug?: string } = {}): RouteObject {
  return {
    path,
    lazy: async () => {
      const { DynamicPage } = await import('../public/page/DynamicPage');
      return { Component: () => <DynamicPage {...props} /> };
    },
  };
}

/**
 * The dynamic content page's route families (public spec 2.1). Each family is a navigation type: /{family} reads
 * ?nav={family}, /{family}/{subCategory} reads ?nav=&sub=, and a third level names the page by its slug.
 */
const DYNAMIC_FAMILIES = ['manufacturing', 'sourcing', 'services', 'products', 'resources', 'projects'] as const;

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
  { index: true, element: <HomePage /> },
  { path: 'home', element: <HomePage /> },
  { path: 'about-us', lazy: aboutPage },
  { path: 'about', lazy: staticAboutPage },
  { path: 'contact-us', lazy: contactPage },
  { path: 'contact', lazy: contactPage },
  { path: 'careers', lazy: careersPage },
  { path: 'sitemap', lazy: sitemapPage },
  dynamicPage('optimizing', { slug: 'optimizing' }),
  // The footer's information pages are content pages kept in the repository.
  dynamicPage('privacy', { slug: 'privacy' }),
  dynamicPage('terms', { slug: 'terms' }),
  dynamicPage('cookies', { slug: 'cookies' }),
  dynamicPage('accessibility', { slug: 'accessibility' }),
  dynamicPage('page'),
  dynamicPage('page/:slug'),
  dynamicPage('page/:navType/:subCategory'),
  ...dynamicFamilyRoutes,
  // Unknown paths render the home page (public spec 2.1), marked noindex so it is not indexed as a duplicate.
  { path: '*', element: <SoftNotFoundPage /> },
  ];
}
