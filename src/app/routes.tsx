import type { RouteObject } from 'react-router-dom';
import { AboutPage } from '../public/about/AboutPage';
import { StaticAboutPage } from '../public/about/StaticAboutPage';
import { CareersPage } from '../public/careers/CareersPage';
import { ContactPage } from '../public/contact/ContactPage';
import { HomePage } from '../public/home/HomePage';
import { PublicLayout } from '../public/layout/PublicLayout';
import { DynamicPage } from '../public/page/DynamicPage';

/**
 * The dynamic content page's route families (public spec 2.1). Each family is a navigation type: /{family} reads
 * ?nav={family}, /{family}/{subCategory} reads ?nav=&sub=, and a third level names the page by its slug.
 */
const DYNAMIC_FAMILIES = ['manufacturing', 'sourcing', 'services', 'products', 'resources', 'projects'] as const;

const dynamicFamilyRoutes: RouteObject[] = DYNAMIC_FAMILIES.flatMap((family) => [
  { path: family, element: <DynamicPage navType={family} /> },
  { path: `${family}/:subCategory`, element: <DynamicPage navType={family} /> },
  { path: `${family}/:subCategory/:slug`, element: <DynamicPage navType={family} /> },
]);

/** Route table (public spec 2.1; admin spec 2). The admin area is lazy so public pages never download it. */
export const routes: RouteObject[] = [
  {
    path: '/admin/*',
    lazy: async () => {
      const { AdminApp } = await import('../admin/AdminApp');
      return { Component: AdminApp };
    },
  },
  {
    element: <PublicLayout />,
    children: [
      { index: true, element: <HomePage /> },
      { path: 'home', element: <HomePage /> },
      { path: 'about-us', element: <AboutPage /> },
      { path: 'about', element: <StaticAboutPage /> },
      { path: 'contact-us', element: <ContactPage /> },
      { path: 'careers', element: <CareersPage /> },
      { path: 'optimizing', element: <DynamicPage slug="optimizing" /> },
      { path: 'page', element: <DynamicPage /> },
      { path: 'page/:slug', element: <DynamicPage /> },
      { path: 'page/:navType/:subCategory', element: <DynamicPage /> },
      ...dynamicFamilyRoutes,
      // Unknown paths (the footer's /sitemap, /terms … included) render the home page.
      { path: '*', element: <HomePage /> },
    ],
  },
];
