import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { signInAsAdmin } from '../../tests/support/admin-session';
import { setupMockApi } from '../../tests/support/mock-api';
import { renderApp } from '../../tests/support/render-app';
import { CROSS_TAB_CHANNEL, type CrossTabMessage } from '../data/cross-tab';
import { useMutation } from '@tanstack/react-query';
import { navigationMutations } from '../data/mutations/navigation-mutations';
import { useWriter } from '../data/mutations/writer';
import { RepositoryProvider } from '../data/RepositoryProvider';
import { adminMessages } from '../domain/messages';

const api = setupMockApi();

/** Another tab of the site: its own channel instance, as a second browser tab has. */
function otherTab() {
  const channel = new BroadcastChannel(CROSS_TAB_CHANNEL);
  const received: CrossTabMessage[] = [];
  channel.onmessage = (event: MessageEvent<CrossTabMessage>) => received.push(event.data);
  return { post: (message: CrossTabMessage) => channel.postMessage(message), received, close: () => channel.close() };
}

/** A second tab's app that renames a menu item through its own mutation layer (and QueryClient). */
function RenameButton() {
  const rename = useMutation(navigationMutations(useWriter()).update);
  return (
    <button type="button" onClick={() => rename.mutate({ id: 2, input: { ...aboutUs, title: 'About Ironcrest' } })}>
      Rename
    </button>
  );
}
const aboutUs = {
  title: 'About Us',
  slug: 'about-us',
  url: '',
  icon: '',
  has_page: false,
  order_index: 2,
  is_active: true,
  parent_id: null,
  external_url: '',
};

/** A second app with its own provider and cache, like another tab, renames a menu item. */
async function renameInSecondApp() {
  const router = createMemoryRouter([{ path: '*', element: <RenameButton /> }]);
  render(
    <RepositoryProvider repository={api.repository}>
      <RouterProvider router={router} />
    </RepositoryProvider>,
  );
  await userEvent.click(screen.getByRole('button', { name: 'Rename' }));
}

describe('tabs of the same site', () => {
  it('refresh the menu in one tab after a write in another', async () => {
    renderApp({ route: '/sitemap', repository: api.repository });
    const menu = await screen.findByRole('navigation', { name: 'Main' });
    expect(await within(menu).findByRole('link', { name: 'About Us' })).toBeInTheDocument();

    await renameInSecondApp();

    expect(await within(menu).findByRole('link', { name: 'About Ironcrest' })).toBeInTheDocument();
  });

  it('tell the other tabs which records a write changed', async () => {
    const tab = otherTab();
    try {
      await renameInSecondApp();
      await waitFor(() => expect(tab.received).toContainEqual({ type: 'invalidate', areas: expect.arrayContaining(['navigation']) as string[] }));
    } finally {
      tab.close();
    }
  });

  it('log the back office out in every tab when one logs out or its session expires', async () => {
    signInAsAdmin();
    renderApp({ route: '/admin/pages', repository: api.repository });
    expect(await screen.findByRole('heading', { level: 2, name: 'Page Management' })).toBeInTheDocument();
    await screen.findByRole('table', { name: 'Pages' });

    const tab = otherTab();
    try {
      act(() => tab.post({ type: 'session-ended', notice: adminMessages.login.sessionExpired }));
      expect(await screen.findByRole('button', { name: 'Login' })).toBeInTheDocument();
      expect(screen.getByText(adminMessages.login.sessionExpired)).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
    } finally {
      tab.close();
    }
  });

  it('announce a logout to the other tabs', async () => {
    signInAsAdmin();
    const { user } = renderApp({ route: '/admin/pages', repository: api.repository });
    await screen.findByRole('table', { name: 'Pages' });
    const tab = otherTab();
    try {
      await user.click(await screen.findByRole('button', { name: 'Logout' }));
      expect(await screen.findByRole('button', { name: 'Login' })).toBeInTheDocument();
      await waitFor(() => expect(tab.received).toContainEqual({ type: 'session-ended', notice: null }));
    } finally {
      tab.close();
    }
  });
});
