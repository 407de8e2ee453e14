import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import type { KioskOutbox } from '../../data/kiosk-outbox';
import { appMessages } from '../../domain/messages';
import { useKiosk } from '../../public/shared/kiosk';
import { KioskShell } from './KioskShell';

/** A stand-in screen: a form the visitor types into, and whether it sees kiosk mode. */
function VisitorForm() {
  const kiosk = useKiosk();
  const [name, setName] = useState('');
  return (
    <form aria-label="Enquiry">
      <label>
        Name
        <input value={name} onChange={(event) => setName(event.target.value)} />
      </label>
      <p>{kiosk ? 'kiosk' : 'not kiosk'}</p>
      <a href="mailto:sales@ironcrest.example">sales@ironcrest.example</a>
    </form>
  );
}

const kiosk = { enabled: true, idleMs: 8_000 };

/** The shell around the stand-in form, at the site's root; returns the start-over it calls. */
function renderWithStartOver() {
  const startOver = vi.fn();
  render(
    <KioskShell mode={kiosk} basePath="/" startOver={startOver}>
      <VisitorForm />
    </KioskShell>,
  );
  return startOver;
}

describe('KioskShell', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('warns before starting over, and starts over with empty forms when nobody answers', () => {
    const startOver = vi.fn((remount: () => void) => remount());
    render(
      <KioskShell mode={kiosk} basePath="/" startOver={startOver}>
        <VisitorForm />
      </KioskShell>,
    );
    expect(screen.getByText('kiosk')).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('data-kiosk');
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Ada' } });
    fireEvent.input(screen.getByLabelText('Name'));

    act(() => {
      vi.advanceTimersByTime(6_000);
    });
    const warning = screen.getByRole('alertdialog');
    expect(warning).toHaveTextContent(appMessages.kioskIdleWarning);
    expect(warning).toHaveTextContent('2 seconds');
    expect(screen.getByRole('button', { name: appMessages.kioskIdleContinue })).toHaveFocus();

    act(() => {
      vi.advanceTimersByTime(2_000);
    });
    expect(startOver).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.getByLabelText('Name')).toHaveValue('');
  });

  it('keeps what the visitor typed when they continue, by the button or by touching the screen', () => {
    const startOver = vi.fn((remount: () => void) => remount());
    render(
      <KioskShell mode={kiosk} basePath="/" startOver={startOver}>
        <VisitorForm />
      </KioskShell>,
    );
    fireEvent.input(screen.getByLabelText('Name'), { target: { value: 'Ada' } });
    act(() => {
      vi.advanceTimersByTime(6_500);
    });
    // A screen reader activates the button with a click alone.
    fireEvent.click(screen.getByRole('button', { name: appMessages.kioskIdleContinue }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    act(() => {
      vi.advanceTimersByTime(7_000);
    });
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    fireEvent.pointerDown(document.body);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    act(() => {
      vi.advanceTimersByTime(5_000);
    });
    expect(startOver).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Name')).toHaveValue('Ada');
  });

  it('leaves a freshly loaded home page alone until someone uses it, so an untouched kiosk is not reloaded over and over', () => {
    const startOver = renderWithStartOver();
    act(() => {
      vi.advanceTimersByTime(60_000);
    });
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(startOver).not.toHaveBeenCalled();
    // The first visitor's touch starts the count.
    fireEvent.pointerDown(document.body);
    act(() => {
      vi.advanceTimersByTime(8_000);
    });
    expect(startOver).toHaveBeenCalledTimes(1);
  });

  it('counts from the start on any other page, untouched or not', () => {
    window.history.replaceState(null, '', '/contact-us');
    try {
      const startOver = renderWithStartOver();
      act(() => {
        vi.advanceTimersByTime(6_000);
      });
      expect(screen.getByRole('alertdialog')).toHaveTextContent(appMessages.kioskIdleWarning);
      act(() => {
        vi.advanceTimersByTime(2_000);
      });
      expect(startOver).toHaveBeenCalledTimes(1);
    } finally {
      window.history.replaceState(null, '', '/');
    }
  });

  it('switches to a waiting new build when it starts over, opening the home page with it', () => {
    const updates = { isWaiting: () => true, subscribe: () => () => undefined, accept: vi.fn() };
    render(
      <KioskShell mode={kiosk} basePath="/demo/" updates={updates}>
        <VisitorForm />
      </KioskShell>,
    );
    act(() => {
      vi.advanceTimersByTime(8_000);
    });
    expect(updates.accept).toHaveBeenCalledWith('/demo/');
  });

  it('does not follow links that would leave the site', () => {
    render(
      <KioskShell mode={kiosk} basePath="/">
        <VisitorForm />
      </KioskShell>,
    );
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    screen.getByRole('link', { name: 'sales@ironcrest.example' }).dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
  });

  it('delivers and shows the outbox, and turns autofill off', () => {
    const stop = vi.fn();
    const status = { waiting: 2, refused: 0, lastAttemptAt: null, lastError: null };
    const outbox = {
      start: vi.fn(() => stop),
      status: () => status,
      subscribe: () => () => undefined,
    } as unknown as KioskOutbox;
    const { unmount } = render(
      <KioskShell mode={kiosk} basePath="/" startOver={vi.fn()} outbox={outbox}>
        <VisitorForm />
      </KioskShell>,
    );
    expect(outbox.start).toHaveBeenCalled();
    expect(screen.getByRole('status')).toHaveTextContent(appMessages.kioskOutboxWaiting(2));
    expect(screen.getByRole('form', { name: 'Enquiry' })).toHaveAttribute('autocomplete', 'off');
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveAttribute('autocomplete', 'off');
    unmount();
    expect(stop).toHaveBeenCalled();
  });

  it('changes nothing outside kiosk mode', () => {
    const startOver = vi.fn();
    render(
      <KioskShell mode={{ enabled: false, idleMs: 8_000 }} basePath="/" startOver={startOver}>
        <VisitorForm />
      </KioskShell>,
    );
    expect(screen.getByText('not kiosk')).toBeInTheDocument();
    expect(document.documentElement).not.toHaveAttribute('data-kiosk');
    act(() => {
      vi.advanceTimersByTime(60_000);
    });
    expect(startOver).not.toHaveBeenCalled();
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    screen.getByRole('link', { name: 'sales@ironcrest.example' }).dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
  });
});
