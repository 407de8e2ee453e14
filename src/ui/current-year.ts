import { createContext, useContext, useSyncExternalStore } from 'react';

/*
 * The copyright year depends on the visitor's clock and time zone, and a prerendered page was written by another clock:
 * a page built in 2026 and opened in 2027 (or on 31 December east of the build machine) would render another year than
 * its HTML holds, and React would throw the hydration away (error #418). Hydration therefore renders the year the HTML
 * holds, then the visitor's own.
 */

/** The calendar year a prerendered page shows (the build's); null where the page was not prerendered. */
export const PrerenderedYearContext = createContext<number | null>(null);

/** setTimeout's longest delay (about 24.8 days); a longer wait is made of several. */
const LONGEST_DELAY_MS = 2 ** 31 - 1;

const currentYear = () => new Date().getFullYear();

/** Tells React when the visitor's year may have changed: at their next New Year (a page left open, such as a kiosk). */
function subscribe(onChange: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const arm = () => {
    const now = Date.now();
    const newYear = new Date(new Date(now).getFullYear() + 1, 0, 1).getTime();
    timer = setTimeout(() => {
      onChange();
      arm();
    }, Math.min(newYear - now, LONGEST_DELAY_MS));
  };
  arm();
  return () => clearTimeout(timer);
}

/**
 * The visitor's current year; while a prerendered page hydrates, the year its HTML holds (from
 * PrerenderedYearContext), so the first render matches the HTML and the visitor's year follows at once.
 */
export function useCurrentYear(): number {
  const prerendered = useContext(PrerenderedYearContext);
  return useSyncExternalStore(subscribe, currentYear, () => prerendered ?? currentYear());
}
