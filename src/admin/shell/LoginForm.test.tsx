import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { adminMessages } from '../../domain/messages';
import { storedAdminSession } from '../../../tests/support/admin-session';
import { renderStory } from '../../../tests/support/stories';
import { LoginForm } from './LoginForm';
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
