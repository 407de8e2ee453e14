import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { HASH_SCROLL_DELAY_MS } from '../../domain/constants';

function targetId(hash: string): string | null {
  if (hash.length < 2) return null;
  try {
    return decodeURIComponent(hash.slice(1));
  } catch {
    return hash.slice(1);
  }
}

/**
 * Scrolls smoothly to the section the URL's hash names, 100 ms after the sections are on the page (public spec 2.5),
 * and again whenever the hash changes or the same anchor is followed again (a new location key).
 */
export function useHashScroll(ready: boolean): void {
  const { hash, key } = useLocation();
  useEffect(() => {
    const id = targetId(hash);
    if (!ready || id === null) return;
    const timer = window.setTimeout(() => {
      document.getElementById(id)?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    }, HASH_SCROLL_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [hash, key, ready]);
}
