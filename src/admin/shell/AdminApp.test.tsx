import { act, configure, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ADMIN_SESSION_MAX_AGE_MS } from '../../domain/constants';
import { adminMessages } from '../../domain/messages';
import { signInAsAdmin, storedAdminSession } from '../../../tests/support/admin-session';
import { setupMockApi } from '../../../tests/support/mock-api';
import { renderApp } from '../../../tests/support/render-app';
import { ADMIN_SECTIONS } from './sections';
import { resetAdminSession, SESSION_LOGIN_TIME_KEY, SESSION_MARKER_KEY } from './session';

// The first render loads the section's chunk and the MSW store; on a busy CI machine that can exceed 1 s.
configure({ asyncUtilTimeout: 5000 });

// The demo login named in the README; the app itself holds only its hash.
const DEMO_PASSWORD = ['admin', '123'].join('');

describe('AdminApp', () => {
  const api = setupMockApi();

  // Before, not after: cleanup unmounts the app after this file's afterEach hooks have run.
  beforeEach(() => resetAdminSession());
  afterEach(() => vi.useRealTimers());

  async function logIn(user: ReturnType<typeof renderApp>['user'], username = 'admin', password = DEMO_PASSWORD) {
    if (username) await user.type(screen.getByLabelText(/Username/), username);
    if (password) await user.type(screen.getByLabelText(/Password/), password);
    await user.click(screen.getByRole('button', { name: 'Login' }));
  }

  describe('admin login', () => {
    it('asks for both fields before checking anything', async () => {
      const { user } = renderApp({ route: '/admin', repository: api.repository });
      await user.click(await screen.findByRole('button', { name: 'Login' }));
      expect(screen.getByText('Username is required')).toBeInTheDocument();
      expect(screen.getByText('Password is required')).toBeInTheDocument();
      expect(screen.getByLabelText(/Username/)).toHaveAttribute('aria-invalid', 'true');
      expect(screen.getByLabelText(/Username/)).toHaveFocus();
      expect(storedAdminSession().marker).toBeNull();
    });

    it('says Invalid credentials for a wrong pair and stays on the login form', async () => {
      const { user } = renderApp({ route: '/admin', repository: api.repository });
      await screen.findByRole('button', { name: 'Login' });
      await logIn(user, 'admin', 'wrong-password');
      expect(await screen.findByRole('alert')).toHaveTextContent(adminMessages.login.invalid);
      expect(screen.getByLabelText(/Password/)).toHaveValue('');
      await logIn(user, '', DEMO_PASSWORD.toUpperCase());
      expect(await screen.findByRole('alert')).toHaveTextContent(adminMessages.login.invalid);
      expect(storedAdminSession().marker).toBeNull();
    });

    it('refuses the right password with another user name', async () => {
      const { user } = renderApp({ route: '/admin', repository: api.repository });
      await screen.findByRole('button', { name: 'Login' });
      await logIn(user, 'administrator');
      expect(await screen.findByRole('alert')).toHaveTextContent(adminMessages.login.invalid);
    });

    it('remembers the section asked for while signed out and opens it right after login', async () => {
      const { user, router } = renderApp({ route: '/admin/slider', repository: api.repository });
      await screen.findByRole('button', { name: 'Login' });
      await logIn(user);
      expect(await screen.findByRole('heading', { level: 2, name: 'Slider Management' })).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/admin/slider');
      expect(within(screen.getByRole('navigation', { name: 'Admin sections' })).getByRole('link', { name: 'Slider Management' })).toHaveAttribute(
        'aria-current',
        'page',
      );
    });

    it('stores the authenticated marker and shows the dashboard after a successful login', async () => {
      const { user } = renderApp({ route: '/admin', repository: api.repository });
      await screen.findByRole('button', { name: 'Login' });
      await logIn(user);
      expect(await screen.findByRole('heading', { name: 'Dashboard', level: 2 })).toBeInTheDocument();
      expect(storedAdminSession().marker).toBe('authenticated');
      expect(Number(storedAdminSession().loginAt)).toBeGreaterThan(0);
      expect(screen.queryByRole('button', { name: 'Login' })).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    });

    it('skips the login at start-up when the marker is stored', async () => {
      signInAsAdmin();
      resetAdminSession();
      renderApp({ route: '/admin', repository: api.repository });
      expect(await screen.findByRole('heading', { name: 'Dashboard', level: 2 })).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Login' })).not.toBeInTheDocument();
    });

    it('counts a bare marker without a login time as logged in from now', async () => {
      window.localStorage.setItem(SESSION_MARKER_KEY, 'authenticated');
      renderApp({ route: '/admin', repository: api.repository });
      expect(await screen.findByRole('heading', { name: 'Dashboard', level: 2 })).toBeInTheDocument();
      expect(window.localStorage.getItem(SESSION_LOGIN_TIME_KEY)).not.toBeNull();
    });

    it('ignores a marker with another value', async () => {
      window.localStorage.setItem(SESSION_MARKER_KEY, 'yes');
      renderApp({ route: '/admin', repository: api.repository });
      expect(await screen.findByRole('button', { name: 'Login' })).toBeInTheDocument();
    });
  });

  describe('admin session expiry', () => {
    it('ends a stored session older than 8 hours at start-up, with a notice', async () => {
      const now = new Date('2026-04-01T18:00:00Z').getTime();
      vi.useFakeTimers({ shouldAdvanceTime: true, now });
      signInAsAdmin(now - ADMIN_SESSION_MAX_AGE_MS - 60_000);
      resetAdminSession();
      renderApp({ route: '/admin/seo', repository: api.repository });
      expect(await screen.findByRole('button', { name: 'Login' })).toBeInTheDocument();
      expect(screen.getByRole('status')).toHaveTextContent(adminMessages.login.sessionExpired);
      expect(storedAdminSession().marker).toBeNull();
    });

    it('returns to the login form when 8 hours pass while the back office is open', async () => {
      vi.useFakeTimers({ shouldAdvanceTime: true });
      signInAsAdmin();
      renderApp({ route: '/admin', repository: api.repository });
      expect(await screen.findByRole('listitem', { name: 'Total Pages' })).toBeInTheDocument();
      // Someone at work all day: a key every 20 minutes, well within the idle time.
      for (let minutes = 20; minutes < 480; minutes += 20) {
        await act(() => vi.advanceTimersByTimeAsync(20 * 60_000));
        fireEvent.keyDown(document.body, { key: 'Shift' });
      }
      await act(() => vi.advanceTimersByTimeAsync(20 * 60_000 - 1000));
      expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
      await act(() => vi.advanceTimersByTimeAsync(1000));
      expect(await screen.findByRole('button', { name: 'Login' })).toBeInTheDocument();
      expect(screen.getByText(adminMessages.login.sessionExpired)).toBeInTheDocument();
      expect(storedAdminSession().marker).toBeNull();
    });
  });

  describe('admin logout', () => {
    it('removes the marker, shows the login form and lands on Page Management after the next login', async () => {
      signInAsAdmin();
      const { user, router } = renderApp({ route: '/admin/seo', repository: api.repository });
      await user.click(await screen.findByRole('button', { name: 'Logout' }));
      expect(await screen.findByRole('button', { name: 'Login' })).toBeInTheDocument();
      expect(storedAdminSession().marker).toBeNull();
      expect(router.state.location.pathname).toBe('/admin/pages');

      await logIn(user);
      expect(await screen.findByRole('heading', { name: 'Page Management', level: 2 })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Page Management' })).toHaveAttribute('aria-current', 'page');
    });
  });

  describe('admin shell', () => {
    it('lists the ten sections verbatim with Dashboard current, and the credit line', async () => {
      signInAsAdmin();
      renderApp({ route: '/admin', repository: api.repository });
      const nav = await screen.findByRole('navigation', { name: 'Admin sections' });
      const links = within(nav).getAllByRole('link');
      expect(links.map((link) => link.textContent)).toEqual(ADMIN_SECTIONS.map((section) => section.label));
      expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
      expect(screen.getByText(`© ${new Date().getFullYear()} Ironcrest Steel Industries · Admin Panel`)).toBeInTheDocument();
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Ironcrest Steel Industries');
    });

    it('shows no public header or footer', async () => {
      signInAsAdmin();
      renderApp({ route: '/admin', repository: api.repository });
      await screen.findByRole('heading', { name: 'Dashboard', level: 2 });
      expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
      expect(screen.queryByRole('navigation', { name: /main/i })).not.toBeInTheDocument();
    });

    it('switches sections from the sidebar, changing the URL, the heading and the current link', async () => {
      signInAsAdmin();
      const { user, router } = renderApp({ route: '/admin', repository: api.repository });
      const nav = await screen.findByRole('navigation', { name: 'Admin sections' });
      await user.click(within(nav).getByRole('link', { name: 'SEO Management' }));
      expect(await screen.findByRole('heading', { name: 'SEO Management', level: 2 })).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/admin/seo');
      expect(within(nav).getByRole('link', { name: 'SEO Management' })).toHaveAttribute('aria-current', 'page');
      expect(within(nav).getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current');

      await user.click(within(nav).getByRole('link', { name: 'Page Management' }));
      expect(await screen.findByRole('heading', { name: 'Page Management', level: 2 })).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/admin/pages');
    });

    it('opens the section named in the URL, so a reload keeps it', async () => {
      signInAsAdmin();
      renderApp({ route: '/admin/seo', repository: api.repository });
      expect(await screen.findByRole('heading', { name: 'SEO Management', level: 2 })).toBeInTheDocument();
    });

    it.each(['/admin/no-such-section', '/admin/seo/extra'])('falls back to the dashboard for the unknown address %s', async (route) => {
      signInAsAdmin();
      const { router } = renderApp({ route, repository: api.repository });
      expect(await screen.findByRole('heading', { name: 'Dashboard', level: 2 })).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/admin/dashboard');
    });

    it('opens Page Management for the images target', async () => {
      signInAsAdmin();
      const { router } = renderApp({ route: '/admin/images', repository: api.repository });
      expect(await screen.findByRole('heading', { name: 'Page Management', level: 2 })).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/admin/pages');
    });

    it('toggles the sidebar with the Menu button on small screens', async () => {
      signInAsAdmin();
      const { user } = renderApp({ route: '/admin', repository: api.repository });
      const toggle = await screen.findByRole('button', { name: 'Menu' });
      expect(toggle).toHaveAttribute('aria-expanded', 'false');
      expect(toggle).toHaveAttribute('aria-controls', 'admin-sidebar');
      await user.click(toggle);
      expect(toggle).toHaveAttribute('aria-expanded', 'true');
      await user.click(screen.getByRole('link', { name: 'SEO Management' }));
      expect(toggle).toHaveAttribute('aria-expanded', 'false');
    });
  });
});
