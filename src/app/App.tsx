import { useMemo } from 'react';
import { RouterProvider, createBrowserRouter } from 'react-router-dom';
import { getConfig } from '../config';
import { RepositoryProvider } from '../data/RepositoryProvider';
import type { Repository } from '../data/repository';
import { DemoControls } from './DemoControls';
import type { DemoInfo } from './create-repository';
import { routes } from './routes';

export function App({ repository, demo = null }: { repository: Repository; demo?: DemoInfo | null }) {
  const router = useMemo(() => createBrowserRouter(routes, { basename: getConfig().basePath }), []);
  return (
    <RepositoryProvider repository={repository}>
      <RouterProvider router={router} />
      {demo ? <DemoControls demo={demo} /> : null}
    </RepositoryProvider>
  );
}
