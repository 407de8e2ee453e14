import { useMemo, useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False in the prerendered HTML and while the app hydrates it, true once the app runs in the browser (at once for a
 * page the browser renders itself). A control that needs the app renders as a plain link to the prerendered content
 * until then, so it works before the app has loaded and without JavaScript, and hydration still matches the HTML.
 */
export function useAppRunning(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}

/** The two ref callbacks of one handover; the state lives in their closure. */
function focusHandover() {
  let link: HTMLElement | null = null;
  let focused = false;
  // Called as the link leaves the page, while it still holds the focus (with null, or through the cleanup it returned).
  const leaving = () => {
    focused = link !== null && link.ownerDocument.activeElement === link;
    link = null;
  };
  return {
    linkRef: (element: HTMLElement | null) => {
      if (!element) return leaving();
      link = element;
      return leaving;
    },
    buttonRef: (element: HTMLElement | null) => {
      if (!element || !focused) return;
      focused = false;
      element.focus();
    },
  };
}

/**
 * Keeps the keyboard focus where it was when such a link becomes the app's button in the same place: `linkRef` goes
 * on the link, `buttonRef` on the button (the element under focus would otherwise be removed, leaving it nowhere).
 */
export function useFocusHandover(): ReturnType<typeof focusHandover> {
  return useMemo(() => focusHandover(), []);
}
