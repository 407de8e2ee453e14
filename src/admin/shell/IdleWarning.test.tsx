import { act, configure, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { adminMessages } from '../../domain/messages';
import { signInAsAdmin, storedAdminSession } from '../../../tests/support/admin-session';
import { setupMockApi } from '../../../tests/support/mock-api';
import { renderApp } from '../../../tests/support/render-app';
import { LAST_ACTIVITY_KEY } from './idle-timeout';
import { resetAdminSession } from './session';

// The first render loads the section's chunk and the MSW store; on a busy CI machine that can exceed 1 s.
configure({ asyncUtilTimeout: 5000 });

const MINUTE = 60_000;
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

/** The back office signed in and open at the dashboard, on a clock the test moves. */
async function openBackOffice(api: ReturnType<typeof setupMockApi>) {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  signInAsAdmin();
  const rendered = renderApp({ route: '/admin', repository: api.repository });
  expect(await screen.findByRole('listitem', { name: 'Total Pages' })).toBeInTheDocument();
  return rendered;
}

describe('the back office idle timeout (30 minutes by default)', () => {
  const api = setupMockApi();
  beforeEach(() => resetAdminSession());
  afterEach(() => vi.useRealTimers());

  it('warns 2 minutes before the end, counting down, with Stay signed in focused; Stay keeps the session', async () => {
    const { user } = await openBackOffice(api);
    await advance(28 * MINUTE - 1000);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await advance(1000);
    const dialog = await screen.findByRole('alertdialog', { name: adminMessages.idle.title });
    expect(within(dialog).getByRole('timer')).toHaveTextContent(adminMessages.idle.warning('2:00'));
    expect(within(dialog).getByRole('button', { name: adminMessages.idle.stay })).toHaveFocus();
    await advance(1000);
    expect(within(dialog).getByRole('timer')).toHaveTextContent(adminMessages.idle.warning('1:59'));

    await user.click(within(dialog).getByRole('button', { name: adminMessages.idle.stay }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    // A new 30 minutes from the click.
    await advance(27 * MINUTE);
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('signs out at the end with a notice on the login form, and forgets the session', async () => {
    await openBackOffice(api);
    await advance(30 * MINUTE);
    expect(await screen.findByRole('button', { name: 'Login' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(adminMessages.login.signedOutIdle);
    expect(storedAdminSession().marker).toBeNull();
    expect(window.localStorage.getItem(LAST_ACTIVITY_KEY)).toBeNull();
  });

  it('signs out even from a form with unsaved changes (the leave guard does not hold it back)', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    signInAsAdmin();
    renderApp({ route: '/admin/seo', repository: api.repository });
    const field = (await screen.findAllByRole('textbox'))[0]!;
    fireEvent.change(field, { target: { value: 'An edit never saved' } });
    await advance(30 * MINUTE);
    expect(await screen.findByRole('button', { name: 'Login' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(adminMessages.login.signedOutIdle);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('counts keys, pointer presses and scrolling as activity', async () => {
    await openBackOffice(api);
    await advance(20 * MINUTE);
    fireEvent.keyDown(document.body, { key: 'ArrowDown' });
    await advance(20 * MINUTE);
    fireEvent.pointerDown(screen.getByRole('heading', { level: 2 }));
    await advance(20 * MINUTE);
    fireEvent.scroll(document);
    await advance(27 * MINUTE);
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('follows activity in another back-office tab: this one stays signed in and its warning closes', async () => {
    await openBackOffice(api);
    await advance(28 * MINUTE);
    expect(await screen.findByRole('alertdialog')).toBeInTheDocument();
    // What the other tab writes, and the storage event this tab gets for it.
    const otherTabActivity = String(Date.now());
    window.localStorage.setItem(LAST_ACTIVITY_KEY, otherTabActivity);
    act(() => void window.dispatchEvent(new StorageEvent('storage', { key: LAST_ACTIVITY_KEY, newValue: otherTabActivity })));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await advance(27 * MINUTE);
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
  });

  it('signs out, not in, when the tab is chosen again after the end (timers slept with the laptop)', async () => {
    await openBackOffice(api);
    // The clock jumps without the timers running, as after a sleep.
    vi.setSystemTime(Date.now() + 45 * MINUTE);
    act(() => void window.dispatchEvent(new Event('focus')));
    expect(await screen.findByRole('button', { name: 'Login' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(adminMessages.login.signedOutIdle);
  });

  it('signs out at start-up when the back office was left idle before a reload', async () => {
    const { unmount } = await openBackOffice(api);
    unmount();
    resetAdminSession();
    vi.setSystemTime(Date.now() + 31 * MINUTE);
    renderApp({ route: '/admin', repository: api.repository });
    expect(await screen.findByRole('button', { name: 'Login' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(adminMessages.login.signedOutIdle);
  });
});
