import type { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { routes } from '../../src/app/routes';
import { RepositoryProvider } from '../../src/data/RepositoryProvider';
import type { Repository } from '../../src/data/repository';

/** Renders the whole app (providers + a memory router on the real route table) at a route, as a visitor would open it. */
export function renderApp({ route = '/', repository, queryClient }: { route?: string; repository: Repository; queryClient?: QueryClient }) {
  const router = createMemoryRouter(routes, { initialEntries: [route] });
  const user = userEvent.setup();
  // Without a client the provider makes a fresh one: no test sees another test's cache.
  const view = render(
    <RepositoryProvider repository={repository} queryClient={queryClient}>
      <RouterProvider router={router} />
    </RepositoryProvider>,
  );
  return { ...view, user, router };
}

/**
 * Renders one screen (a section, a block) inside the providers and a memory router, for component tests that do not
 * need the whole route table. `route` is the URL the router starts at.
 */
export function renderWithRepository(ui: ReactNode, { repository, route = '/' }: { repository: Repository; route?: string }) {
  const router = createMemoryRouter([{ path: '*', element: ui }], { initialEntries: [route] });
  const user = userEvent.setup();
  const view = render(
    <RepositoryProvider repository={repository}>
      <RouterProvider router={router} />
    </RepositoryProvider>,
  );
  return { ...view, user, router };
}
