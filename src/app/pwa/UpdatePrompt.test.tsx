import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { appMessages } from '../../domain/messages';
import type { AppUpdates } from './app-updates';
import { UpdatePrompt } from './UpdatePrompt';

function fakeUpdates() {
  const listeners = new Set<() => void>();
  let waiting = false;
  const updates: AppUpdates & { arrive: () => void } = {
    isWaiting: () => waiting,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    accept: vi.fn(),
    arrive: () => {
      waiting = true;
      listeners.forEach((listener) => listener());
    },
  };
  return updates;
}

describe('UpdatePrompt', () => {
  it('says a new version is available once one waits, and switches to it on Reload', async () => {
    const user = userEvent.setup();
    const updates = fakeUpdates();
    render(<UpdatePrompt updates={updates} />);
    expect(screen.queryByRole('status')).toBeNull();
    act(() => updates.arrive());
    const prompt = screen.getByRole('status');
    expect(prompt).toHaveTextContent(appMessages.updateAvailable);
    await user.click(screen.getByRole('button', { name: appMessages.updateReload }));
    expect(updates.accept).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: appMessages.updateReload })).toBeDisabled();
  });

  it('keeps the current version for now on Later', async () => {
    const user = userEvent.setup();
    const updates = fakeUpdates();
    updates.arrive();
    render(<UpdatePrompt updates={updates} />);
    await user.click(screen.getByRole('button', { name: appMessages.updateLater }));
    expect(screen.queryByRole('status')).toBeNull();
    expect(updates.accept).not.toHaveBeenCalled();
  });

  it('shows nothing where no service worker runs', () => {
    render(<UpdatePrompt updates={null} />);
    expect(screen.queryByRole('status')).toBeNull();
  });
});
