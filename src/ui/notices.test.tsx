import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Modal } from './Modal';
import { NoticeRegion } from './NoticeRegion';
import { holdNotices, NOTICE_DURATION_MS, notify, resetNotices } from './notices';

const notices = () => within(screen.getByRole('region', { name: 'Notifications' }));

describe('notices', () => {
  afterEach(() => {
    act(() => resetNotices());
    vi.useRealTimers();
  });

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
    act(() => { vi.advanceTimersByTime(NOTICE_DURATION_MS); });
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('keeps a notice for the duration it was given, and others for the default', () => {
    vi.useFakeTimers();
    render(<NoticeRegion />);
    act(() => notify('Slider item created successfully!', 'success', { durationMs: 3000 }));
    act(() => notify('Learn more about Fencing'));
    act(() => { vi.advanceTimersByTime(2999); });
    expect(notices().getByText('Slider item created successfully!')).toBeInTheDocument();
    act(() => { vi.advanceTimersByTime(1); });
    expect(notices().queryByText('Slider item created successfully!')).not.toBeInTheDocument();
    expect(notices().getByRole('status')).toHaveTextContent('Learn more about Fencing');
    act(() => { vi.advanceTimersByTime(NOTICE_DURATION_MS - 3000); });
    expect(notices().queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows the same text again as a new notice, once, with its time started over', () => {
    vi.useFakeTimers();
    render(<NoticeRegion />);
    act(() => notify('Status updated successfully!', 'success', { durationMs: 3000 }));
    const first = notices().getByRole('status');
    act(() => { vi.advanceTimersByTime(2000); });
    act(() => notify('Status updated successfully!', 'success', { durationMs: 3000 }));
    // A new element, so assistive technology announces it again; the first one is gone.
    const again = notices().getByRole('status');
    expect(again).toHaveTextContent('Status updated successfully!');
    expect(again).not.toBe(first);
    expect(first).not.toBeInTheDocument();
    act(() => { vi.advanceTimersByTime(2999); });
    expect(notices().getByText('Status updated successfully!')).toBeInTheDocument();
    act(() => { vi.advanceTimersByTime(1); });
    expect(notices().queryByText('Status updated successfully!')).not.toBeInTheDocument();
  });

  it('shows notices inside an open modal dialog, where they stay visible, and in the page once it closes', () => {
    const { rerender } = render(
      <>
        <Modal open onClose={() => undefined} title="Add Slider Item">
          <p>Form</p>
        </Modal>
        <NoticeRegion />
      </>,
    );
    act(() => notify('Image uploaded successfully!', 'success'));
    const dialog = screen.getByRole('dialog', { name: 'Add Slider Item' });
    expect(within(dialog).getByRole('region', { name: 'Notifications' })).toHaveTextContent('Image uploaded successfully!');

    rerender(
      <>
        <Modal open={false} onClose={() => undefined} title="Add Slider Item">
          <p>Form</p>
        </Modal>
        <NoticeRegion />
      </>,
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(notices().getByRole('status')).toHaveTextContent('Image uploaded successfully!');
  });

  it('stops every clock while the pointer is over a notice, and goes on with the time each had left', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    render(<NoticeRegion />);
    act(() => notify('Page updated successfully!', 'success', { durationMs: 3000 }));
    act(() => notify('Learn more about Fencing'));
    act(() => { vi.advanceTimersByTime(2000); });
    await user.hover(notices().getByText('Learn more about Fencing'));
    act(() => { vi.advanceTimersByTime(20_000); });
    expect(notices().getByText('Page updated successfully!')).toBeInTheDocument();
    expect(notices().getByText('Learn more about Fencing')).toBeInTheDocument();

    await user.unhover(notices().getByText('Learn more about Fencing'));
    act(() => { vi.advanceTimersByTime(900); });
    expect(notices().getByText('Page updated successfully!')).toBeInTheDocument();
    act(() => { vi.advanceTimersByTime(200); });
    expect(notices().queryByText('Page updated successfully!')).not.toBeInTheDocument();
    act(() => { vi.advanceTimersByTime(NOTICE_DURATION_MS - 2000 - 1100); });
    expect(notices().queryByText('Learn more about Fencing')).not.toBeInTheDocument();
  });

  it('holds the notices while focus is on a Dismiss button, and lets go when that notice is dismissed', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    render(<NoticeRegion />);
    act(() => notify('Status updated successfully!', 'success', { durationMs: 3000 }));
    act(() => notify('Error updating status', 'error', { durationMs: 3000 }));
    await user.tab();
    await user.tab();
    expect(within(notices().getByRole('alert')).getByRole('button', { name: 'Dismiss message' })).toHaveFocus();
    act(() => { vi.advanceTimersByTime(10_000); });
    expect(notices().getByRole('status')).toHaveTextContent('Status updated successfully!');

    await user.keyboard('{Enter}');
    expect(notices().queryByRole('alert')).not.toBeInTheDocument();
    act(() => { vi.advanceTimersByTime(3000); });
    expect(notices().queryByRole('status')).not.toBeInTheDocument();
  });

  it('starts a notice that arrives during a hold only when the last hold is released', () => {
    vi.useFakeTimers();
    render(<NoticeRegion />);
    const releaseFirst = holdNotices();
    const releaseSecond = holdNotices();
    act(() => notify('Saved successfully!', 'success', { durationMs: 3000 }));
    act(() => { vi.advanceTimersByTime(5000); });
    act(() => releaseFirst());
    act(() => releaseFirst());
    act(() => { vi.advanceTimersByTime(5000); });
    expect(notices().getByRole('status')).toHaveTextContent('Saved successfully!');
    act(() => releaseSecond());
    act(() => { vi.advanceTimersByTime(2999); });
    expect(notices().getByRole('status')).toHaveTextContent('Saved successfully!');
    act(() => { vi.advanceTimersByTime(1); });
    expect(notices().queryByRole('status')).not.toBeInTheDocument();
  });
});
