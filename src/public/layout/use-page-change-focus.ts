import { useEffect, useRef, useState, type RefObject } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * After a client-side navigation to another page, focus moves to the new page's main heading (so keyboard and screen
 * reader users start there, not on the link they left) and the page change is announced: returns the text for a
 * polite live region. Nothing happens on the first load or for a change of the hash or query within a page.
 */
export function usePageChangeFocus(main: RefObject<HTMLElement | null>): string {
  const { pathname } = useLocation();
  const shown = useRef(pathname);
  const [announcement, setAnnouncement] = useState('');

  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    const heading = main.current?.querySelector('h1');
    if (!heading) return;
    heading.setAttribute('tabindex', '-1');
    heading.focus({ preventScroll: true });
    setAnnouncement(heading.textContent?.trim() || document.title);
  }, [pathname, main]);

  return announcement;
}
