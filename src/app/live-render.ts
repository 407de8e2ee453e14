import type { DataArea } from '../data/query-keys';
import type { RepositoryWrite } from '../data/mutations/repository-writes';
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

/**
 * The areas no prerendered page shows: a visitor's own messages, applications and brochure requests, the back office's
 * counts, and uploaded files (a page shows an upload only once a write to its own area names it). A write to any other
 * area changes public content.
 */
const UNPUBLISHED_AREAS: ReadonlySet<DataArea> = new Set<DataArea>(['contactSubmissions', 'careerApplications', 'brochureRequests', 'dashboard', 'files']);

/** True when a write to these areas changes what a prerendered page shows. */
export function changesPublicContent(areas: readonly DataArea[]): boolean {
  return areas.some((area) => !UNPUBLISHED_AREAS.has(area));
}

/**
 * Remembers whether this browser's demo content differs from the seed after a successful write: a content edit marks
 * it (the next page loads render live, hidden until rendered), a reset to the seed data clears the mark (they hydrate
 * the prerendered pages again), and a visitor's own contact message or application changes nothing.
 */
export function rememberDemoWrite(storage: Pick<Storage, 'setItem' | 'removeItem'> | null, areas: readonly DataArea[], write: RepositoryWrite): void {
  try {
    if (write.area === 'dataset' && write.method === 'reset') storage?.removeItem(DEMO_EDITED_STORAGE_KEY);
    else if (changesPublicContent(areas)) storage?.setItem(DEMO_EDITED_STORAGE_KEY, '1');
  } catch {
    // Without storage the next visit hydrates the seed page and then shows the edits: still correct, with a flash.
  }
}
