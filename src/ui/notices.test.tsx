import { act, render, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NoticeRegion } from './NoticeRegion';
import { NOTICE_DURATION_MS, notify } from './notices';
import { useFlashMessage } from './use-flash-message';

describe('notices', () => {
  it('shows notify() messages politely or as alerts, dismissable and timed', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    render(<NoticeRegion />);
    act(() => notify('Learn more about Fencing'));
    act(() => notify('Error updating status', 'error'));
    expect(screen.getByRole('status')).toHaveTextContent('Learn more about Fencing');
    expect(screen.getByRole('alert')).toHaveTextContent('Error updating status');
    await user.click(screen.getAllByRole('button', { name: 'Dismiss message' })[1]!);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(NOTICE_DURATION_MS));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    vi.useRealTimers();
  });
});

describe('useFlashMessage', () => {
  it('clears the message after the duration', () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useFlashMessage(3000));
    act(() => result.current.show('Slider item created successfully!'));
    expect(result.current.message).toBe('Slider item created successfully!');
    act(() => vi.advanceTimersByTime(2999));
    expect(result.current.message).toBe('Slider item created successfully!');
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.message).toBeNull();
    vi.useRealTimers();
  });
});
