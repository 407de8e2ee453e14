import { composeStories } from '@storybook/react-vite';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { adminMessages } from '../../domain/messages';
import { storedAdminSession } from '../../../tests/support/admin-session';
import { renderStory } from '../../../tests/support/stories';
import { LoginForm } from './LoginForm';
import { LOGIN_THROTTLE_KEY, recordLoginFailure } from './login-throttle';
import * as stories from './LoginForm.stories';
import { resetAdminSession } from './session';

const { InvalidCredentials } = composeStories(stories);

// The demo login named in the README; the app itself holds only its hash.
const DEMO_PASSWORD = ['admin', '123'].join('');

async function logIn(password = DEMO_PASSWORD) {
  const user = userEvent.setup();
  render(<LoginForm />);
  await user.type(screen.getByLabelText(/Username/), 'admin');
  await user.type(screen.getByLabelText(/Password/), password);
  await user.click(screen.getByRole('button', { name: 'Login' }));
}

describe('LoginForm over plain http (no crypto.subtle)', () => {
  beforeEach(() => {
    resetAdminSession();
    const { getRandomValues } = globalThis.crypto;
    vi.stubGlobal('crypto', { getRandomValues: getRandomValues.bind(globalThis.crypto) });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('logs in with the right password through the pure-JS check', async () => {
    await logIn();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Login' })).toBeEnabled(), { timeout: 20_000 });
    expect(storedAdminSession().marker).toBe('authenticated');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  }, 30_000);

  it('says Invalid credentials for a wrong password and offers the button again', async () => {
    // The story logs in with a wrong password and asserts Invalid credentials and a cleared password.
    await renderStory(InvalidCredentials);
    expect(screen.getByRole('button', { name: 'Login' })).toBeEnabled();
    expect(storedAdminSession().marker).toBeNull();
  }, 30_000);
});

describe('LoginForm when the password check fails', () => {
  beforeEach(() => {
    resetAdminSession();
    const { getRandomValues } = globalThis.crypto;
    const broken = { deriveBits: () => Promise.reject(new Error('OperationError')), importKey: () => Promise.reject(new Error('OperationError')) };
    vi.stubGlobal('crypto', { getRandomValues: getRandomValues.bind(globalThis.crypto), subtle: broken });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('says the check could not run and never stays on "Logging in..."', async () => {
    await logIn();
    expect(await screen.findByRole('alert')).toHaveTextContent(adminMessages.login.checkFailed);
    expect(screen.getByRole('button', { name: 'Login' })).toBeEnabled();
    expect(screen.queryByText('Logging in...')).not.toBeInTheDocument();
    expect(storedAdminSession().marker).toBeNull();
  });
});

describe('LoginForm after repeated failures', () => {
  beforeEach(() => resetAdminSession());
  afterEach(() => vi.useRealTimers());

  const waitMessage = (wait: string) => adminMessages.login.tooManyAttempts(wait);
  /** The countdown as seen (assistive technology hears the message once, from a copy that does not tick). */
  const shownWait = () =>
    screen
      .getAllByRole('alert')
      // eslint-disable-next-line testing-library/no-node-access -- the visible countdown is aria-hidden (screen readers get the sentence instead)
      .map((alert) => alert.querySelector('[aria-hidden="true"]')?.textContent)
      .find(Boolean);

  it('makes the attempt after the fifth failure in a row wait 30 s, counting down, with Login unusable meanwhile', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    for (let failure = 0; failure < 4; failure += 1) recordLoginFailure();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    render(<LoginForm />);
    await user.type(screen.getByLabelText(/Username/), 'admin');
    await user.type(screen.getByLabelText(/Password/), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText(adminMessages.login.invalid, {}, { timeout: 20_000 })).toBeInTheDocument();
    expect(shownWait()).toBe(waitMessage('0:30'));
    expect(screen.getByRole('button', { name: 'Login' })).toBeDisabled();

    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(shownWait()).toBe(waitMessage('0:28'));
    // Enter in a field does not get around the button.
    await user.type(screen.getByLabelText(/Password/), `${DEMO_PASSWORD}{Enter}`);
    expect(storedAdminSession().marker).toBeNull();

    await act(() => vi.advanceTimersByTimeAsync(28_000));
    expect(screen.queryByText(/Too many failed attempts/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Login' })).toBeEnabled();
  }, 30_000);

  it('keeps the wait across a reload (a new form reads it), and says it once to assistive technology', () => {
    for (let failure = 0; failure < 6; failure += 1) recordLoginFailure();
    render(<LoginForm />);
    expect(shownWait()).toBe(waitMessage('1:00'));
    expect(screen.getByRole('alert')).toHaveTextContent(`${waitMessage('1:00')}${waitMessage('1:00')}`);
    expect(screen.getByRole('button', { name: 'Login' })).toBeDisabled();
  });

  it('forgets the failures after a successful login', async () => {
    for (let failure = 0; failure < 4; failure += 1) recordLoginFailure();
    await logIn();
    await waitFor(() => expect(storedAdminSession().marker).toBe('authenticated'), { timeout: 20_000 });
    expect(window.localStorage.getItem(LOGIN_THROTTLE_KEY)).toBeNull();
  }, 30_000);
});
