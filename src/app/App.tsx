import { useMemo } from 'react';
import { RouterProvider, createBrowserRouter } from 'react-router-dom';
import { getConfig } from '../config';
import { RepositoryProvider } from '../data/RepositoryProvider';
import type { Repository } from '../data/repository';
import { routes } from './routes';

export function App({ repository }: { repository: Repository }) {
  const router = useMemo(() => createBrowserRouter(routes, { basename: getConfig().basePath }), []);
  return (
    <RepositoryProvider repository={repository}>
      <RouterProvider router={router} />
    </RepositoryProvider>
  );
}
