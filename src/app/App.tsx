import { useMemo, useState } from 'react';
import { RouterProvider, createBrowserRouter } from 'react-router-dom';
import { getConfig } from '../config';
import { RepositoryProvider } from '../data/RepositoryProvider';
import { createQueryClient } from '../data/query-client';
import type { Repository } from '../data/repository';
import { DemoControls } from './DemoControls';
import type { DemoInfo } from './create-repository';
import { QueryDevtools } from './QueryDevtools';
import { routes } from './routes';

export function App({ repository, demo = null }: { repository: Repository; demo?: DemoInfo | null }) {
  // One QueryClient per app instance: a tab, a test and the prerender step each read into their own cache.
  const [queryClient] = useState(createQueryClient);
  const router = useMemo(() => createBrowserRouter(routes, { basename: getConfig().basePath }), []);
  return (
    <RepositoryProvider repository={repository} queryClient={queryClient}>
      <RouterProvider router={router} />
      {demo ? <DemoControls demo={demo} /> : null}
      <QueryDevtools />
    </RepositoryProvider>
  );
}
