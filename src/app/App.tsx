import type { QueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { RouterProvider, createBrowserRouter } from 'react-router-dom';
import { getConfig } from '../config';
import { RepositoryProvider } from '../data/RepositoryProvider';
import type { WriteListener } from '../data/mutations/writer';
import type { Repository } from '../data/repository';
import { routes } from './routes';

/**
 * The site: the Repository and the app instance's QueryClient around the router. The prerender step renders the same
 * providers around React Router's static router (entry-server.tsx), so a prerendered page hydrates this tree. The
 * router is made per mount: a kiosk that starts over in place gets a fresh one at the address it was sent to.
 */
export function App({
  repository,
  queryClient,
  onNavigate,
  onWrite,
}: {
  repository: Repository;
  queryClient: QueryClient;
  onNavigate?: () => void;
  /** Told of every successful write (the demo remembers its content edits, start.tsx). */
  onWrite?: WriteListener;
}) {
  const [router] = useState(() => createBrowserRouter(routes, { basename: getConfig().basePath }));
  // Says when the visitor has opened another page (a hydrated page holds its build's content until then, start.tsx).
  useEffect(() => {
    if (!onNavigate) return undefined;
    const first = router.state.location.pathname;
    return router.subscribe((state) => {
      if (state.navigation.state === 'idle' && state.location.pathname !== first) onNavigate();
    });
  }, [router, onNavigate]);
  return (
    <RepositoryProvider repository={repository} queryClient={queryClient} onWrite={onWrite}>
      <RouterProvider router={router} />
    </RepositoryProvider>
  );
}
