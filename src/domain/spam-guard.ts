/**
 * Spam protection of the public forms (contact, application, brochure). Two cheap signals catch most form bots
 * without bothering people: a honeypot field that only software fills in, and a form sent faster than a person
 * can read and type it.
 */

/** A person needs more than this to fill in even the one-field brochure form. */
export const MIN_FILL_TIME_MS = 3000;

/** The honeypot's name: plausible enough for a bot to fill in, absent from every real form of the site. */
export const HONEYPOT_FIELD_NAME = 'website';

export type SpamSignals = {
  /** What the hidden honeypot field holds when the form is sent. */
  honeypot: string;
  /** When the form was first shown (ms since the epoch); null if it never was, which is itself not a person. */
  startedAt: number | null;
  /** When the form is sent (ms since the epoch). */
  now: number;
  minFillTimeMs?: number;
};

/**
 * What to do with a submission: `drop` it unsent with the usual answer (a filled-in honeypot: only software does
 * that, and it must learn nothing from the reply), ask the visitor to `confirm` (sent faster than the minimum fill
 * time, as browser autofill allows a person to do: never claim such a message was sent) or `send` it. A send the
 * visitor confirms by pressing again goes out whatever the clock says.
 */
export type SpamVerdict = 'send' | 'drop' | 'confirm';

export function spamVerdict({ confirmed = false, ...signals }: SpamSignals & { confirmed?: boolean }): SpamVerdict {
  if (signals.honeypot.trim() !== '') return 'drop';
  if (confirmed) return 'send';
  return isLikelyBot(signals) ? 'confirm' : 'send';
}

/** True when a submission looks automated: the honeypot was filled in, or the form was sent too fast. */
export function isLikelyBot({ honeypot, startedAt, now, minFillTimeMs = MIN_FILL_TIME_MS }: SpamSignals): boolean {
  if (honeypot.trim() !== '') return true;
  if (startedAt === null) return true;
  return now - startedAt < minFillTimeMs;
}
