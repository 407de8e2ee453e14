import { createHash } from 'node:crypto';

/**
 * Demo builds only (vite.config.ts writes it inline into the page head, allowed by its hash in the
 * Content-Security-Policy): a page prerendered from the seed data must not flash over content edited in this browser
 * or over a failure scenario being shown. It marks the document before the first paint; the app renders the live data
 * and removes the mark (src/app/live-render.ts, whose keys it reads).
 */
export const DEMO_BOOT_SCRIPT =
  "try{var s=window.localStorage;if(s.getItem('ironcrest.demo-edited')||s.getItem('ironcrest.scenarios')||/[?&]scenario=/.test(window.location.search))document.documentElement.setAttribute('data-live-render','')}catch(e){}";

/** The CSP source that allows exactly this inline script. */
export function scriptHashSource(code: string): string {
  return `'sha256-${createHash('sha256').update(code, 'utf8').digest('base64')}'`;
}
