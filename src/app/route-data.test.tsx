import { screen, waitFor, within } from '@testing-library/react';
import { setupMockApi } from '../../tests/support/mock-api';
import { renderApp } from '../../tests/support/render-app';
import { createQueryClient } from '../data/query-client';
import { prefetchHome, prefetchPage } from './prefetch';

const api = setupMockApi();

/** Counts the calls of one .php endpoint MSW answers from now on. */
function countCalls(path: string) {
  const calls: string[] = [];
  const listener = ({ request }: { request: Request }) => {
    if (new URL(request.url).pathname.endsWith(path)) calls.push(request.url);
  };
  api.server.events.on('request:start', listener);
  return {
    calls,
    stop: () => api.server.events.removeListener('request:start', listener),
  };
}

const menu = () => screen.findByRole('navigation', { name: 'Main' });

describe('route data', () => {
  it('reads the navigation once for a content page, though the menu and the related pages both show it', async () => {
    const navigation = countCalls('get_navigation.php');
    renderApp({ route: '/manufacturing/fencing', repository: api.repository });
    expect(await within(await menu()).findByRole('link', { name: 'About Us' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Fencing' })).toBeInTheDocument();
    await screen.findByRole('complementary');
    navigation.stop();
    expect(navigation.calls).toHaveLength(1);
  });

  it('reads the navigation once for the sitemap, shared by the menu and the site map', async () => {
    const navigation = countCalls('get_navigation.php');
    renderApp({ route: '/sitemap', repository: api.repository });
    expect(await screen.findByRole('link', { name: 'Our Team' }, { timeout: 10_000 })).toBeInTheDocument();
    await within(await menu()).findByRole('link', { name: 'About Us' });
    navigation.stop();
    expect(navigation.calls).toHaveLength(1);
  });

  it('renders the home page from a prefetched cache without reading anything again', async () => {
    const queryClient = createQueryClient();
    await prefetchHome(queryClient, api.repository);
    const reads = countCalls('.php');
    renderApp({ route: '/', repository: api.repository, queryClient });
    expect(await within(await menu()).findByRole('link', { name: 'About Us' })).toBeInTheDocument();
    expect(screen.queryByText('Loading navigation...')).not.toBeInTheDocument();
    await waitFor(() => expect(document.title).not.toBe(''));
    reads.stop();
    expect(reads.calls).toEqual([]);
  });

  it('prefetches a content page with its content and gallery under the keys the page reads', async () => {
    const queryClient = createQueryClient();
    await prefetchPage(queryClient, api.repository, { navType: 'manufacturing', subCategory: 'fencing' });
    const reads = countCalls('.php');
    renderApp({ route: '/manufacturing/fencing', repository: api.repository, queryClient });
    expect(await screen.findByRole('heading', { level: 1, name: 'Fencing' })).toBeInTheDocument();
    expect(screen.queryByText('Loading page content...')).not.toBeInTheDocument();
    await screen.findByRole('complementary');
    reads.stop();
    expect(reads.calls).toEqual([]);
  });
});
