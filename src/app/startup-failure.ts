/**
 * The page's inline guard script (scripts/page-guard-script.ts) shows what a visitor reads when the app's code does
 * not load or start: on a prerendered page a notice outside #root, so the readable page stays; on an empty page (the
 * unrendered app) the start-up error. It listens for this event, and for the page's own script or stylesheet failing
 * (the entry of an old build after a deploy), which no module of the app could report.
 */
export const STARTUP_FAILED_EVENT = 'ironcrest:startup-failed';

/** The class of that notice (styled in global.css). */
export const STARTUP_NOTICE_CLASS = 'startup-notice';

/** Asks the guard script to show the notice; `detail` is a message worth showing (not a failed download's). */
export function announceStartupFailure(detail: string | null = null): void {
  document.dispatchEvent(new CustomEvent(STARTUP_FAILED_EVENT, { detail }));
}
