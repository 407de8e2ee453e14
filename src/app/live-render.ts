import { DEMO_SCENARIO_STORAGE_KEY } from './demo-scenarios';

/*
 * Demo builds prerender their pages from the seed data. Where this browser shows something else — content edited in
 * its own back office, or a failure scenario — the prerendered page must not flash first: the demo boot script (scripts/demo-boot-script.ts, inline in the page head) marks
 * the document before the first paint (the mark hides #root, global.css) and the app renders the live data instead of
 * hydrating the seed content, then removes the mark.
 */

/** Set on <html> by the demo boot script. */
export const LIVE_RENDER_ATTRIBUTE = 'data-live-render';

/**
 * Set on <html> once the app runs on its data path (in the demo: the mock service worker answers). Browser tests
 * wait for it after each page load: the demo's worker may still reload a page that opened before it took control.
 */
export const APP_READY_ATTRIBUTE = 'data-app-ready';

/** Where the demo remembers that content was edited in this browser (read by the demo boot script too). */
export const DEMO_EDITED_STORAGE_KEY = 'ironcrest.demo-edited';

/** Both keys the boot script reads; scripts/demo-boot-script.test.ts keeps the script in step with them. */
export const LIVE_RENDER_KEYS = { edited: DEMO_EDITED_STORAGE_KEY, scenarios: DEMO_SCENARIO_STORAGE_KEY } as const;

/** Remembers that this browser's demo data differs from the seed (any successful write). */
export function markDemoEdited(storage: Pick<Storage, 'setItem'> | null): void {
  try {
    storage?.setItem(DEMO_EDITED_STORAGE_KEY, '1');
  } catch {
    // Without storage the next visit hydrates the seed page and then shows the edits: still correct, with a flash.
  }
}
