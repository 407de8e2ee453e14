import { useEffect, useRef } from 'react';

/** How long a lazily loaded screen may take to render its heading before focus stops waiting for it. */
const HEADING_WAIT_MS = 10_000;

/**
 * When `screen` changes (a new page or section, not the first render), focus moves to the new screen's main heading,
 * the first `selector` match inside the element `containerId`, so keyboard and screen reader users start there rather
 * than on the link they followed. A screen whose code is still loading renders its heading a moment later: focus
 * waits for it. `onFocused` runs with the heading that received focus.
 */
export function useHeadingFocus(
  screen: string,
  { containerId, selector, onFocused }: { containerId: string; selector: string; onFocused?: (heading: HTMLElement) => void },
): void {
  const shown = useRef(screen);

  useEffect(() => {
    if (shown.current === screen) return;
    shown.current = screen;
    const container = document.getElementById(containerId);
    if (!container) return;
    const focus = (heading: HTMLElement) => {
      heading.setAttribute('tabindex', '-1');
      heading.focus({ preventScroll: true });
      onFocused?.(heading);
    };
    const heading = container.querySelector<HTMLElement>(selector);
    if (heading) {
      focus(heading);
      return;
    }
    const observer = new MutationObserver(() => {
      const rendered = container.querySelector<HTMLElement>(selector);
      if (!rendered) return;
      stop();
      focus(rendered);
    });
    const timer = window.setTimeout(() => stop(), HEADING_WAIT_MS);
    const stop = () => {
      observer.disconnect();
      window.clearTimeout(timer);
    };
    observer.observe(container, { childList: true, subtree: true });
    return stop;
  }, [screen, containerId, selector, onFocused]);
}
