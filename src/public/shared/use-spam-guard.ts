import { useCallback, useEffect, useRef, type RefObject } from 'react';
import { spamVerdict, type SpamVerdict } from '../../domain/spam-guard';
import { SHOWN_AT_ATTRIBUTE, readTimeMark } from './held-submit';

export type SpamGuard = {
  /** Goes on the form's <HoneypotField>. */
  honeypotRef: RefObject<HTMLInputElement | null>;
  /**
   * What to do with the submission now being sent (domain rule in spam-guard.ts). After a `confirm`, the visitor's
   * next press is their confirmation and is sent. `pressedAt` is when the visitor pressed Send, if that was earlier
   * than now (a Send the page held until the app had loaded).
   */
  verdict: (pressedAt?: number | null) => SpamVerdict;
};

/**
 * The spam signals of one form: the honeypot's value and the time since the form was first shown. The clock is
 * read with Date.now() (in an effect and at submit, never while rendering), so tests move it with the system time.
 * A prerendered form may be filled in before the app takes it over: the page's script marked when the visitor first
 * focused it (scripts/early-submit-script.ts), and the fill time counts from there, so a visitor who typed before the
 * app had loaded is not taken for a bot.
 */
export function useSpamGuard(): SpamGuard {
  const honeypotRef = useRef<HTMLInputElement | null>(null);
  const startedAt = useRef<number | null>(null);
  const asked = useRef(false);
  useEffect(() => {
    const mounted = Date.now();
    const shown = readTimeMark(honeypotRef.current?.form, SHOWN_AT_ATTRIBUTE);
    startedAt.current = shown !== null && shown < mounted ? shown : mounted;
  }, []);
  const verdict = useCallback((pressedAt?: number | null) => {
    const now = pressedAt ?? Date.now();
    const answer = spamVerdict({ honeypot: honeypotRef.current?.value ?? '', startedAt: startedAt.current, now, confirmed: asked.current });
    if (answer === 'confirm') asked.current = true;
    return answer;
  }, []);
  return { honeypotRef, verdict };
}
