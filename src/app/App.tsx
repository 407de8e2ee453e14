import type { QueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { RouterProvider, createBrowserRouter } from 'react-router-dom';
import { getConfig } from '../config';
import { RepositoryProvider } from '../data/RepositoryProvider';
import type { Repository } from '../data/repository';
import { routes } from './routes';

/**
 * The site: the Repository and the app instance's QueryClient around the router. The prerender step renders the same
 * providers around React Router's static router (entry-server.tsx), so a prerendered page hydrates this tree. The
 * router is made per mount: a kiosk that starts over in place gets a fresh one at the address it was sent to.
 */
export function App({ repository, queryClient }: { repository: Repository; queryClient: QueryClient }) {
  const [router] = useState(() => createBrowserRouter(routes, { basename: getConfig().basePath }));
  return (
    <RepositoryProvider repository={repository} queryClient={queryClient}>
      <RouterProvider router={router} />
    </RepositoryProvider>
  );
}
