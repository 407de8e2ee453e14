import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter, type RouteObject } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { takeConsoleErrors } from '../../tests/setup/node';
import { setupMockApi } from '../../tests/support/mock-api';
import { RepositoryProvider } from '../data/RepositoryProvider';
import { pageReload } from './chunk-errors';
import { routeErrorTexts } from './route-error-texts';
import { routes } from './routes';

const api = setupMockApi();

/** The real route table, with the careers page's chunk failing as after a deploy that removed it. */
function routesWithFailingCareersChunk(): RouteObject[] {
  const swap = (route: RouteObject): RouteObject =>
    route.path === 'careers'
      ? {
          path: 'careers',
          lazy: () => Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/CareersPage-1a2b3c.js')),
        }
      // eslint-disable-next-line testing-library/no-node-access -- route objects' children, not DOM nodes
      : route.children
        ? ({ ...route, children: route.children.map(swap) } as RouteObject)
        : route;
  return routes.map(swap);
}

function renderAt(path: string) {
  const router = createMemoryRouter(routesWithFailingCareersChunk(), { initialEntries: [path] });
  return render(
    <RepositoryProvider repository={api.repository}>
      <RouterProvider router={router} />
    </RepositoryProvider>,
  );
}

describe('a page whose code fails to download', () => {
  afterEach(() => window.sessionStorage.clear());

  it('reloads the page once by itself, then shows a Retry inside the layout instead of reloading in a loop', async () => {
    const reload = vi.fn();
    vi.spyOn(pageReload, 'reload').mockImplementation(reload);

    const first = renderAt('/careers');
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('heading', { name: routeErrorTexts.chunkTitle })).not.toBeInTheDocument();
    first.unmount();

    // The reloaded page fails again (the connection, not a deploy): no second reload, a message with Retry.
    renderAt('/careers');
    expect(await screen.findByRole('heading', { level: 1, name: routeErrorTexts.chunkTitle })).toBeInTheDocument();
    expect(reload).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(within(screen.getByRole('contentinfo')).getAllByRole('link').length).toBeGreaterThan(0);

    await userEvent.click(screen.getByRole('button', { name: routeErrorTexts.retry }));
    expect(reload).toHaveBeenCalledTimes(2);
    expect(takeConsoleErrors().flat().map(String).join(' ')).toContain('dynamically imported module');
  });

  it('keeps the header and footer when a page fails to render, and offers the way home', async () => {
    const failing: RouteObject[] = routes.map((route) =>
      route.path === '/admin'
        ? route
        : ({
            ...route,
            children: route.children?.map((outlet) => ({
              ...outlet,
              children: [
                {
                  path: 'broken',
                  Component: () => {
                    throw new Error('Cannot read properties of undefined');
                  },
                },
                // eslint-disable-next-line testing-library/no-node-access -- route objects' children, not DOM nodes
                ...(outlet.children ?? []),
              ],
            })),
          } as RouteObject),
    );
    const router = createMemoryRouter(failing, { initialEntries: ['/broken'] });
    render(
      <RepositoryProvider repository={api.repository}>
        <RouterProvider router={router} />
      </RepositoryProvider>,
    );
    expect(await screen.findByRole('heading', { level: 1, name: routeErrorTexts.renderTitle })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: routeErrorTexts.home })).toHaveAttribute('href', '/');
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    takeConsoleErrors();
  });
});
