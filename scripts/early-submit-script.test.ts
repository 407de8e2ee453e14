// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { earlySubmitTexts } from '../src/app/early-submit-texts';
import { STARTUP_FAILED_EVENT } from '../src/app/startup-failure';
import { HELD_AT_ATTRIBUTE, HOLD_ATTRIBUTE, READY_ATTRIBUTE, SHOWN_AT_ATTRIBUTE } from '../src/public/shared/held-submit';
import { EARLY_SUBMIT_SCRIPT, HELD_NOTICE_CLASS, HELD_STALLED_MS } from './early-submit-script';

const START = 1_790_000_000_000;

/** A prerendered page's #root with one form, the script run in it as the browser runs it in the head. */
function page({ hold = true } = {}) {
  const doc = document.implementation.createHTMLDocument('page');
  doc.body.innerHTML = `<div id="root"><form${hold ? ` ${HOLD_ATTRIBUTE}=""` : ''} method="post"><input name="email"><button type="submit">Send</button></form></div>`;
  new Function('document', EARLY_SUBMIT_SCRIPT)(doc);
  const form = doc.querySelector('form')!;
  // What reaches React's listener on #root (it listens there once hydration has started).
  const reachedRoot = vi.fn();
  doc.getElementById('root')!.addEventListener('submit', reachedRoot);
  const send = () => {
    const event = new SubmitEvent('submit', { bubbles: true, cancelable: true });
    form.dispatchEvent(event);
    return event;
  };
  const notices = () => Array.from(doc.querySelectorAll(`.${HELD_NOTICE_CLASS}`));
  return { doc, form, reachedRoot, send, notices };
}

beforeEach(() => {
  vi.useFakeTimers({ now: START });
});

afterEach(() => {
  vi.useRealTimers();
});

describe('the early-submit script', () => {
  it('uses the attributes the forms use, and nothing that would end its inline element', () => {
    for (const attribute of [HOLD_ATTRIBUTE, READY_ATTRIBUTE, HELD_AT_ATTRIBUTE, SHOWN_AT_ATTRIBUTE]) expect(EARLY_SUBMIT_SCRIPT).toContain(attribute);
    expect(EARLY_SUBMIT_SCRIPT).not.toContain('</script');
  });

  it('holds a Send pressed before the app handles the form: not submitted, not seen by React, said in a notice', () => {
    const { doc, form, reachedRoot, send, notices } = page();
    vi.advanceTimersByTime(7_000);
    const event = send();
    expect(event.defaultPrevented).toBe(true);
    expect(reachedRoot).not.toHaveBeenCalled();
    expect(form.getAttribute(HELD_AT_ATTRIBUTE)).toBe(String(START + 7_000));
    vi.advanceTimersByTime(100);
    const [notice] = notices();
    expect(notice?.getAttribute('role')).toBe('status');
    expect(notice?.textContent).toBe(earlySubmitTexts.held);
    // Outside #root: hydration never meets it.
    expect(notice?.parentElement).toBe(doc.body);
  });

  it('keeps the time of the first press, and one notice, when the visitor presses again', () => {
    const { form, send, notices } = page();
    send();
    vi.advanceTimersByTime(2_000);
    send();
    expect(form.getAttribute(HELD_AT_ATTRIBUTE)).toBe(String(START));
    expect(notices()).toHaveLength(1);
  });

  it('lets the Send of a form the app has taken over through, and then takes the notice away', () => {
    const { form, reachedRoot, send, notices } = page();
    send();
    vi.advanceTimersByTime(100);
    form.setAttribute(READY_ATTRIBUTE, '');
    const event = send();
    expect(event.defaultPrevented).toBe(false);
    expect(reachedRoot).toHaveBeenCalledTimes(1);
    expect(notices()).toEqual([]);
  });

  it('leaves forms that do not ask to be held alone', () => {
    const { reachedRoot, send, notices } = page({ hold: false });
    expect(send().defaultPrevented).toBe(false);
    expect(reachedRoot).toHaveBeenCalledTimes(1);
    expect(notices()).toEqual([]);
  });

  it('says so when the page is slow to finish loading, and that nothing was sent when it cannot', () => {
    const { doc, send, notices } = page();
    send();
    vi.advanceTimersByTime(HELD_STALLED_MS);
    expect(notices()[0]?.textContent).toBe(earlySubmitTexts.stalled);
    doc.dispatchEvent(new CustomEvent(STARTUP_FAILED_EVENT, { detail: null }));
    expect(notices()[0]?.textContent).toBe(earlySubmitTexts.failed);
  });

  it('says a held form was not sent when the page replaced it, until the new form is sent', () => {
    const { doc, form, send, notices } = page();
    send();
    const fresh = form.cloneNode(true) as HTMLFormElement;
    fresh.removeAttribute(HELD_AT_ATTRIBUTE);
    form.replaceWith(fresh);
    vi.advanceTimersByTime(HELD_STALLED_MS);
    expect(notices()[0]?.textContent).toBe(earlySubmitTexts.lost);
    fresh.setAttribute(READY_ATTRIBUTE, '');
    fresh.dispatchEvent(new SubmitEvent('submit', { bubbles: true, cancelable: true }));
    expect(notices()).toEqual([]);
    expect(doc.body.contains(fresh)).toBe(true);
  });

  it('marks when the visitor first focused a form, for the fill time the spam guard measures', () => {
    const { form } = page();
    vi.advanceTimersByTime(1_000);
    form.querySelector('input')!.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    expect(form.getAttribute(SHOWN_AT_ATTRIBUTE)).toBe(String(START + 1_000));
    vi.advanceTimersByTime(1_000);
    form.querySelector('button')!.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    expect(form.getAttribute(SHOWN_AT_ATTRIBUTE)).toBe(String(START + 1_000));
  });
});
