import { useEffect, useState } from 'react';

/** Typing in a filter box re-queries only once the typing pauses. */
export const FILTER_DEBOUNCE_MS = 250;

/** `value`, once it has stopped changing for `delayMs`. */
export function useDebouncedValue<T>(value: T, delayMs = FILTER_DEBOUNCE_MS): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    // Nothing to wait for when the value is the settled one (the first render, or typed back before the pause): no
    // timer, so no state update lands on a screen that did not change.
    if (Object.is(value, settled)) return undefined;
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs, settled]);
  return settled;
}

/**
 * A search box's text for the query: once typing pauses, or at once when the user asks (Enter, with the box's text),
 * so a search typed and submitted does not wait for the pause, even when the address has not caught up with the box.
 */
export function useSearchText(value: string): [string, (text: string) => void] {
  const settled = useDebouncedValue(value);
  const [asked, setAsked] = useState<string | null>(null);
  return [asked === value ? value : settled, setAsked];
}
