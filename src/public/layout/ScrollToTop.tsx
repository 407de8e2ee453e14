import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * A new page starts at the top. Links with a hash are left alone: the About Us page scrolls to its section itself
 * (public spec 2.5).
 */
export function ScrollToTop() {
  const { pathname, search, hash } = useLocation();
  useEffect(() => {
    if (hash) return;
    // scrollTop works everywhere the page scrolls (window.scrollTo is missing in some test environments).
    const scroller = document.scrollingElement ?? document.documentElement;
    scroller.scrollTop = 0;
  }, [pathname, search, hash]);
  return null;
}
