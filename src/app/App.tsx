import type { QueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { RouterProvider, createBrowserRouter } from 'react-router-dom';
import { getConfig } from '../config';
import { RepositoryProvider } from '../data/RepositoryProvider';
import type { WriteListener } from '../data/mutations/writer';
import type { Repository } from '../data/repository';
import { routes } from './routes';

export type AppRouter = ReturnType<typeof createBrowserRouter>;

/** The app's router at the browser's address (its history, its first match), under the configured base path. */
export function createAppRouter(): AppRouter {
  return createBrowserRouter(routes, { basename: getConfig().basePath });
}

/**
 * The site: the Repository and the app instance's QueryClient around the router. The prerender step renders the same
 * providers around React Router's static router (entry-server.tsx), so a prerendered page hydrates this tree. The
 * router is made per mount (a kiosk that starts over in place gets a fresh one at the address it was sent to), unless
 * one is passed: a hydrating page makes its router in a task of its own before hydration (`createAppRouter`, start.tsx),
 * so making it (matching the routes, writing the history entry's state) is not part of the first hydration slice.
 */
export function App({
  repository,
  queryClient,
  router: madeRouter,
  onNavigate,
  onWrite,
}: {
  repository: Repository;
  queryClient: QueryClient;
  /** A router made before the first render (createAppRouter); without one, the app makes its own when it mounts. */
  router?: AppRouter;
  onNavigate?: () => void;
  /** Told of every successful write (the demo remembers its content edits, start.tsx). */
  onWrite?: WriteListener;
}) {
  const [router] = useState(() => madeRouter ?? createAppRouter());
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
