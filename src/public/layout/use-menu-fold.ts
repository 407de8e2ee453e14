import { useLayoutEffect, useRef, useState } from 'react';
import { fittingItemCount } from '../../domain/header-fit';

/** Where the menu is one row beside the logo (NavBar.module.css); below it, the phone menu lists every item. */
export const DESKTOP_MENU_QUERY = '(min-width: 1200px)';

/**
 * How many top-level items the menu row shows; the rest go under More. It starts from `estimate` (the prerendered
 * HTML's count, so hydration matches it) and, in a browser with ResizeObserver, follows the rendered row: every
 * top-level item stays rendered (a folded one out of the flow and invisible, so it still has its width), and the row,
 * and its items are watched, so a resize or a title of another width refolds it before the next paint.
 * `barRef` goes on the element holding the item list (first child) and the More button (last child).
 */
export function useMenuFold(itemIds: readonly number[], estimate: number) {
  const itemCount = itemIds.length;
  // The effect observes the rendered items: a new set of items is a new set of elements.
  const itemsKey = itemIds.join(',');
  const [measured, setMeasured] = useState<number | null>(null);
  const barRef = useRef<HTMLDivElement>(null);

  useLayoutEffect(() => {
    const bar = barRef.current;
    const menu = bar?.parentElement;
    if (!bar || !menu || typeof ResizeObserver === 'undefined' || typeof window.matchMedia !== 'function') return;
    const desktop = window.matchMedia(DESKTOP_MENU_QUERY);
    const measure = () => {
      // The phone menu is a list of every item: nothing to fold, and its boxes say nothing of the row.
      if (!desktop.matches) return;
      const list = bar.firstElementChild;
      const more = bar.lastElementChild;
      if (!list || !more || list === more) return;
      // The row's room: the menu's width less what stands beside the bar (the fallback warning) and the gaps.
      const gap = parseFloat(getComputedStyle(menu).columnGap) || 0;
      const beside = [...menu.children]
        .filter((child) => child !== bar)
        .reduce((sum, child) => sum + child.getBoundingClientRect().width + gap, 0);
      const available = menu.clientWidth - beside;
      if (available <= 0) return;
      const widths = [...list.children].map((item) => item.getBoundingClientRect().width);
      setMeasured(fittingItemCount(widths, available, more.getBoundingClientRect().width));
    };
    const observer = new ResizeObserver(measure);
    observer.observe(menu);
    for (const item of bar.firstElementChild?.children ?? []) observer.observe(item);
    measure();
    return () => observer.disconnect();
  }, [itemsKey]);

  return { shown: Math.min(measured ?? estimate, itemCount), barRef };
}
