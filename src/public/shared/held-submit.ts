/*
 * How a prerendered form and the page's inline early-submit script (scripts/early-submit-script.ts, which runs before
 * any of the app's scripts have arrived) hand a Send over to each other. Marks on the <form> element, so neither needs
 * the other's code: the page holds a Send pressed before the app handles the form, and the form sends it once it does
 * (use-form-takeover.ts). Plain attributes: adding them to the prerendered HTML before hydration does not disturb it
 * (elements inserted into #root would). This module imports nothing: the build reads it for the inline script.
 */

/** Rendered on a public form: a Send pressed before the app handles the form is held, never submitted natively. */
export const HOLD_ATTRIBUTE = 'data-hold-early-submit';

/** Set by the form once the app handles its Send (its React submit handler is attached). */
export const READY_ATTRIBUTE = 'data-form-ready';

/** Set by the page's script when it holds a Send: the time (ms since the epoch) the visitor pressed it. */
export const HELD_AT_ATTRIBUTE = 'data-held-at';

/**
 * Set by the page's script: when the visitor first focused the form (or pressed its Send), ms since the epoch. The
 * spam guard measures the fill time of a prerendered form from here, not from the later moment the app took it over.
 */
export const SHOWN_AT_ATTRIBUTE = 'data-shown-at';

/**
 * What a public form renders on its <form> element besides its handlers: never a GET, and held until the app runs.
 * The page's marks are on the element before hydration by design, so React is told not to warn about them.
 */
export const heldFormAttributes = { method: 'post', [HOLD_ATTRIBUTE]: '', suppressHydrationWarning: true } as const;

/** A time mark of the form, or null when it has none (or not a number). */
export function readTimeMark(form: Element | null | undefined, attribute: typeof HELD_AT_ATTRIBUTE | typeof SHOWN_AT_ATTRIBUTE): number | null {
  const text = form?.getAttribute(attribute);
  if (!text) return null;
  const time = Number(text);
  return Number.isFinite(time) ? time : null;
}
