import { useCallback, useEffect, useState } from 'react';

/** A status message that vanishes after `durationMs` (admin spec 4: slider and SEO messages clear after 3 s). */
export function useFlashMessage(durationMs = 3000) {
  const [flash, setFlash] = useState<{ text: string; at: number } | null>(null);

  useEffect(() => {
    if (!flash) return;
    const timer = setTimeout(() => setFlash(null), durationMs);
    return () => clearTimeout(timer);
  }, [flash, durationMs]);

  // Each call restarts the timer, even for the same text shown twice.
  const show = useCallback((text: string) => setFlash({ text, at: Date.now() + Math.random() }), []);
  const clear = useCallback(() => setFlash(null), []);
  return { message: flash?.text ?? null, show, clear };
}
