import { useCallback, useEffect, useRef, type RefObject } from 'react';
import { isLikelyBot } from '../../domain/spam-guard';

export type SpamGuard = {
  /** Goes on the form's <HoneypotField>. */
  honeypotRef: RefObject<HTMLInputElement | null>;
  /** True when the submission now being sent looks automated (domain rule in spam-guard.ts). */
  isLikelyBot: () => boolean;
};

/**
 * The spam signals of one form: the honeypot's value and the time since the form was first shown. The clock is
 * read with Date.now() (in an effect and at submit, never while rendering), so tests move it with the system time.
 */
export function useSpamGuard(): SpamGuard {
  const honeypotRef = useRef<HTMLInputElement | null>(null);
  const startedAt = useRef<number | null>(null);
  useEffect(() => {
    startedAt.current = Date.now();
  }, []);
  const check = useCallback(
    () => isLikelyBot({ honeypot: honeypotRef.current?.value ?? '', startedAt: startedAt.current, now: Date.now() }),
    [],
  );
  return { honeypotRef, isLikelyBot: check };
}
