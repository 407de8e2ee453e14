import { useEffect, useRef } from 'react';

/** How long a lazily loaded screen (or a list refreshed from the store) may take before focus stops waiting for it. */
const FOCUS_WAIT_MS = 10_000;

const FOCUSABLE = 'button, [href], input, select, textarea, [tabindex]:not([tabindex="-1"])';

/**
 * Focuses `element` and answers whether it now has the focus. An element that takes no focus by itself (a heading, a
 * message) gets tabindex -1 first; an element under an open modal dialog (inert) cannot take it, which the answer says.
 */
export function focusElement(element: HTMLElement, { preventScroll = false }: { preventScroll?: boolean } = {}): boolean {
  if (!element.matches(FOCUSABLE) && !element.hasAttribute('tabindex')) element.setAttribute('tabindex', '-1');
  element.focus({ preventScroll });
  return element.ownerDocument.activeElement === element;
}

/** The first control a keyboard user can reach inside `element` (a row's first button), if any. */
export function firstControl(element: Element | null | undefined): HTMLElement | null {
  if (!element) return null;
  const controls = element.querySelectorAll<HTMLElement>(FOCUSABLE);
  return [...controls].find((control) => !control.matches(':disabled')) ?? null;
}

/**
 * Focuses what `find` answers as soon as it can: at once when it is there and focusable, otherwise after the next
 * change of the page (a lazily loaded screen renders its heading, a dialog closes and the page behind stops being
 * inert). Gives up after a while. Answers the function that stops waiting.
 */
export function focusWhenPresent(
  find: () => HTMLElement | null,
  { onFocused, preventScroll }: { onFocused?: (element: HTMLElement) => void; preventScroll?: boolean } = {},
): () => void {
  let done = false;
  const attempt = () => {
    const target = find();
    if (!target || !focusElement(target, { preventScroll })) return;
    stop();
    onFocused?.(target);
  };
  const observer = new MutationObserver(attempt);
  const timer = window.setTimeout(() => stop(), FOCUS_WAIT_MS);
  function stop() {
    done = true;
    observer.disconnect();
    window.clearTimeout(timer);
  }
  attempt();
  if (!done) observer.observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['open', 'inert', 'hidden'] });
  return stop;
}

/**
 * Where focus goes when the list item (table row, card) of `control`, its Delete button, is deleted, so it never
 * falls to the page (WCAG 2.4.3): once the item has left the page, to the first control of the item that took its
 * place (the next one), of the one before it when the last was deleted, or to `fallback()` (the list's Add button or
 * heading) when the list is empty. Focus the user moved elsewhere meanwhile stays there. Call it when the delete is
 * confirmed; call the answer when it failed (the item, and focus, stay where they were).
 */
export function focusAfterRemoval(control: Element, fallback: () => HTMLElement | null): () => void {
  const item = control.closest('li, tr') ?? control;
  const list = item.parentElement;
  const index = list ? [...list.children].indexOf(item) : -1;
  const replacement = () => {
    // Only focus that has nowhere to be is moved: not while a dialog holds it, nor once the user has gone elsewhere.
    const active = document.activeElement;
    if (item.isConnected || (active !== null && active !== document.body)) return null;
    const rows = list?.isConnected ? list.children : null;
    return firstControl(rows?.[index]) ?? firstControl(rows?.[index - 1]) ?? fallback();
  };
  return focusWhenPresent(replacement);
}

/**
 * When `screen` changes (a new page or section, not the first render), focus moves to the new screen's main heading,
 * the first `selector` match inside the element `containerId`, so keyboard and screen reader users start there rather
 * than on the link they followed (or on the page, when what they used has gone: Login, Logout). A screen whose code
 * is still loading renders its heading a moment later: focus waits for it. `onFocused` runs with the heading that
 * received focus.
 */
export function useHeadingFocus(
  screen: string,
  { containerId, selector, onFocused }: { containerId: string; selector: string; onFocused?: (heading: HTMLElement) => void },
): void {
  const shown = useRef(screen);

  useEffect(() => {
    if (shown.current === screen) return;
    shown.current = screen;
    return focusWhenPresent(() => document.getElementById(containerId)?.querySelector<HTMLElement>(selector) ?? null, {
      onFocused,
      preventScroll: true,
    });
  }, [screen, containerId, selector, onFocused]);
}

/**
 * The props of a button that is busy (Saving...) yet keeps the focus: a focused button that becomes `disabled` drops
 * the focus to the page in Chromium, so a busy button is marked aria-disabled (and looks disabled) instead; its
 * handler must ignore presses while busy.
 */
export function busyButtonProps(busy: boolean): { 'aria-disabled'?: true } {
  return busy ? { 'aria-disabled': true } : {};
}
