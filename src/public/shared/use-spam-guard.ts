import { useCallback, useEffect, useRef, type RefObject } from 'react';
import { spamVerdict, type SpamVerdict } from '../../domain/spam-guard';

export type SpamGuard = {
  /** Goes on the form's <HoneypotField>. */
  honeypotRef: RefObject<HTMLInputElement | null>;
  /**
   * What to do with the submission now being sent (domain rule in spam-guard.ts). After a `confirm`, the visitor's
   * next press is their confirmation and is sent.
   */
  verdict: () => SpamVerdict;
};

/**
 * The spam signals of one form: the honeypot's value and the time since the form was first shown. The clock is
 * read with Date.now() (in an effect and at submit, never while rendering), so tests move it with the system time.
 */
export function useSpamGuard(): SpamGuard {
  const honeypotRef = useRef<HTMLInputElement | null>(null);
  const startedAt = useRef<number | null>(null);
  const asked = useRef(false);
  useEffect(() => {
    startedAt.current = Date.now();
  }, []);
  const verdict = useCallback(() => {
    const answer = spamVerdict({ honeypot: honeypotRef.current?.value ?? '', startedAt: startedAt.current, now: Date.now(), confirmed: asked.current });
    if (answer === 'confirm') asked.current = true;
    return answer;
  }, []);
  return { honeypotRef, verdict };
}
