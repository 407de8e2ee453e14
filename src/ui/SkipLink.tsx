import type { MouseEvent } from 'react';
import styles from './SkipLink.module.css';

/**
 * The first link of a page frame: hidden until focused, it moves focus to the main content `targetId` (which needs
 * tabIndex -1). It moves focus rather than changing the URL hash, which the router would take for a navigation.
 */
export function SkipLink({ targetId, children }: { targetId: string; children: string }) {
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    const target = document.getElementById(targetId);
    target?.focus();
    target?.scrollIntoView();
  };
  return (
    <a href={`#${targetId}`} className={styles.skipLink} onClick={skip}>
      {children}
    </a>
  );
}
