import { useCallback } from 'react';
import { useLocation } from 'react-router-dom';
import { useHeadingFocus } from '../../ui/use-heading-focus';

/** The id of the polite live region PublicLayout renders for page changes. */
export const PAGE_ANNOUNCER_ID = 'page-announcer';

/**
 * After a client-side navigation to another page, focus moves to the new page's main heading (so keyboard and screen
 * reader users start there, not on the link they left) and the page change is announced in the live region
 * PAGE_ANNOUNCER_ID (its text is written here; React renders it empty). Nothing happens on the first load or for a
 * change of the hash or query within a page.
 */
export function usePageChangeFocus(mainId: string, announce: (heading: string) => string): void {
  const { pathname } = useLocation();
  const onFocused = useCallback(
    (heading: HTMLElement) => {
      const announcer = document.getElementById(PAGE_ANNOUNCER_ID);
      if (announcer) announcer.textContent = announce(heading.textContent?.trim() || document.title);
    },
    [announce],
  );
  useHeadingFocus(pathname, { containerId: mainId, selector: 'h1', onFocused });
}
