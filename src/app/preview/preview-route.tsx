import type { RouteObject } from 'react-router-dom';
import { PublicLayout } from '../../public/layout/PublicLayout';
import { RouteLoading } from '../RouteLoading';

// The frame's code is its own chunk: public pages and the back office never download it.
const frame = () => import('./PreviewRoot');

/**
 * The live preview's document (/admin/preview, inside the iframe of a back-office form): the public layout and page
 * of the record being edited, with its unsaved values (src/admin/shared/preview). Under /admin, so robots.txt keeps
 * it out of search engines, and it is never prerendered or in sitemap.xml; the page itself is noindex as well.
 */
export const previewRoute: RouteObject = {
  path: '/admin/preview',
  HydrateFallback: RouteLoading,
  lazy: async () => {
    const { PreviewRoot, PreviewFailure } = await frame();
    return { Component: PreviewRoot, ErrorBoundary: PreviewFailure };
  },
  children: [
    {
      element: <PublicLayout />,
      children: [
        {
          index: true,
          lazy: async () => {
            const { PreviewPage, PreviewFailure } = await frame();
            return { Component: PreviewPage, ErrorBoundary: PreviewFailure };
          },
        },
      ],
    },
  ],
};
