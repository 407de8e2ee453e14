import { useEffect, useState } from 'react';

/** A wait as minutes and seconds, rounded up (1:59, 0:28): it never shows 0:00 while time is left. */
export function formatCountdown(ms: number): string {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/** The current time, renewed every second until `until` has passed (a countdown on screen). */
export function useNowUntil(until: number | null): number {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    if (until === null) return;
    const tick = () => {
      const next = Date.now();
      setNow(next);
      if (next >= until) clearInterval(timer);
    };
    // At once too: the time kept since the last countdown is old by now.
    const first = setTimeout(tick, 0);
    const timer = setInterval(tick, 1000);
    return () => {
      clearTimeout(first);
      clearInterval(timer);
    };
  }, [until]);
  return now;
}
