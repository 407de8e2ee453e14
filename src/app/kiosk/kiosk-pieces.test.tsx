import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import type { KioskOutbox, OutboxStatus as Status } from '../../data/kiosk-outbox';
import { appMessages } from '../../domain/messages';
import { HELD_AT_ATTRIBUTE, HOLD_ATTRIBUTE, READY_ATTRIBUTE } from '../../public/shared/held-submit';
import { turnAutofillOff } from './autofill-off';
import { OutboxStatus } from './OutboxStatus';
import { captureTypedForms, restoreTypedForms } from './typed-text';

/** An outbox whose status the test sets. */
function fakeOutbox(initial: Status) {
  let status = initial;
  const listeners = new Set<() => void>();
  const outbox = {
    status: () => status,
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  } as unknown as KioskOutbox;
  const set = (next: Status) => {
    status = next;
    listeners.forEach((listener) => listener());
  };
  return { outbox, set };
}

/** A public form as the app renders it: controlled fields, marked for the early-submit hand-over. */
function EnquiryForm({ onSend }: { onSend: (values: { name: string; subject: string }) => void }) {
  const [name, setName] = useState('');
  const [subject, setSubject] = useState('');
  return (
    <form
      aria-label="Enquiry"
      {...{ [HOLD_ATTRIBUTE]: '', [READY_ATTRIBUTE]: '' }}
      onSubmit={(event) => {
        event.preventDefault();
        onSend({ name, subject });
      }}
    >
      <label>
        Name
        <input name="name" value={name} onChange={(event) => setName(event.target.value)} autoComplete="name" />
      </label>
      <label>
        Subject
        <select name="subject" value={subject} onChange={(event) => setSubject(event.target.value)}>
          <option value="">Choose</option>
          <option value="quote">Quote</option>
        </select>
      </label>
      <input name="website" tabIndex={-1} defaultValue="" aria-label="Website" />
      <button type="submit">Send</button>
    </form>
  );
}

/** A page whose form renders later (after its data). */
function ShownLater({ onSend }: { onSend: (values: { name: string; subject: string }) => void }) {
  const [shown, setShown] = useState(false);
  return shown ? (
    <EnquiryForm onSend={onSend} />
  ) : (
    <button type="button" onClick={() => setShown(true)}>
      Show the form
    </button>
  );
}

/** The prerendered page's copy of the same form (plain HTML, before the app). */
function prerenderedPage(): HTMLElement {
  const page = document.createElement('div');
  page.innerHTML = `<form aria-label="Page form" ${HOLD_ATTRIBUTE}><label>Name <input name="name"></label><label>Subject <select name="subject"><option value="">Choose</option><option value="quote">Quote</option></select></label><input name="website" tabindex="-1" aria-label="Website"><button>Send</button></form>`;
  document.body.append(page);
  return page;
}

describe('the outbox status for staff', () => {
  it('shows nothing while nothing waits, then the count, the last attempt and the last error', () => {
    const { outbox, set } = fakeOutbox({ waiting: 0, refused: 0, lastAttemptAt: null, lastError: null });
    render(<OutboxStatus outbox={outbox} />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();

    act(() => set({ waiting: 3, refused: 0, lastAttemptAt: null, lastError: null }));
    expect(screen.getByRole('status')).toHaveTextContent(`${appMessages.kioskOutboxWaiting(3)} · ${appMessages.kioskOutboxNotTried}`);

    act(() => set({ waiting: 1, refused: 1, lastAttemptAt: Date.UTC(2026, 0, 5, 9, 30), lastError: 'Failed to fetch' }));
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('1 message waiting to be sent');
    expect(status).toHaveTextContent(appMessages.kioskOutboxRefused(1));
    expect(status).toHaveTextContent(/last attempt \d\d:\d\d/);
    expect(status).toHaveTextContent(appMessages.kioskOutboxLastError('Failed to fetch'));
  });
});

describe('autofill on a kiosk', () => {
  it('is off on every form and field, also those rendered later', async () => {
    const { rerender } = render(<EnquiryForm onSend={() => undefined} />);
    const stop = turnAutofillOff(document.body);
    expect(screen.getByRole('form', { name: 'Enquiry' })).toHaveAttribute('autocomplete', 'off');
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveAttribute('autocomplete', 'off');
    rerender(
      <>
        <EnquiryForm onSend={() => undefined} />
        <textarea aria-label="Later" />
      </>,
    );
    // The observer runs after the DOM changed.
    await act(async () => undefined);
    expect(screen.getByRole('textbox', { name: 'Later' })).toHaveAttribute('autocomplete', 'off');
    // A re-render leaves the setting alone.
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveAttribute('autocomplete', 'off');
    stop();
  });
});

describe('text typed before the app took a kiosk page over', () => {
  afterEach(() => {
    document.body.replaceChildren();
  });

  it('goes into the app form, as its state, with the focus on the field being typed in', () => {
    const page = prerenderedPage();
    const typedName = within(page).getByRole<HTMLInputElement>('textbox', { name: 'Name' });
    typedName.value = 'Early Visitor';
    within(page).getByRole<HTMLSelectElement>('combobox', { name: 'Subject' }).value = 'quote';
    typedName.focus();
    const typed = captureTypedForms(page);
    // The honeypot is not a visitor's field.
    expect(typed).toEqual([expect.objectContaining({ fields: 'name subject', values: { name: 'Early Visitor', subject: 'quote' }, focused: 'name' })]);
    page.remove();

    const onSend = vi.fn();
    render(<EnquiryForm onSend={onSend} />);
    act(() => {
      restoreTypedForms(document.body, typed);
    });
    const name = screen.getByRole('textbox', { name: 'Name' });
    expect(name).toHaveValue('Early Visitor');
    expect(name).toHaveFocus();
    expect(screen.getByRole('combobox', { name: 'Subject' })).toHaveValue('quote');
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSend).toHaveBeenCalledWith({ name: 'Early Visitor', subject: 'quote' });
  });

  it('fills a form that appears later, and sends a Send the page held', async () => {
    const page = prerenderedPage();
    within(page).getByRole<HTMLInputElement>('textbox', { name: 'Name' }).value = 'Held Visitor';
    // The page's script held a Send pressed before the app had loaded.
    within(page).getByRole('form', { name: 'Page form' }).setAttribute(HELD_AT_ATTRIBUTE, String(Date.now()));
    const typed = captureTypedForms(page);
    page.remove();

    const onSend = vi.fn();
    render(<ShownLater onSend={onSend} />);
    const stop = restoreTypedForms(document.body, typed);
    // The form appears after the page was replaced (its data came later): it is filled as it appears.
    const show = screen.getByRole('button', { name: 'Show the form' });
    await act(async () => {
      show.click();
    });
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Held Visitor');
    expect(onSend).toHaveBeenCalledWith({ name: 'Held Visitor', subject: '' });
    stop();
  });

  it('reads nothing from a page nobody typed into', () => {
    const page = prerenderedPage();
    expect(captureTypedForms(page)).toEqual([]);
  });
});
