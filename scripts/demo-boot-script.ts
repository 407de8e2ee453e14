import { createHash } from 'node:crypto';
import { COMPANY } from '../src/domain/company-info.ts';

/**
 * Demo builds only (vite.config.ts writes it inline into the page head, before the <title>, allowed by its hash in the
 * Content-Security-Policy): a page prerendered from the seed data must not flash over content edited in this browser
 * or over a failure scenario being shown. It marks the document before the first paint; the app renders the live data
 * and removes the mark (src/app/live-render.ts, whose keys it reads). Such a page's prerendered <title> is the seed's
 * too, so the tab shows the company's name until the app applies the live head: the name goes into a title element
 * made before the prerendered one is parsed (a document's title is its first), which is removed once parsed.
 */
export const DEMO_BOOT_SCRIPT =
  "try{var s=window.localStorage,d=document;if(s.getItem('ironcrest.demo-edited')||s.getItem('ironcrest.scenarios')||/[?&]scenario=/.test(window.location.search)){d.documentElement.setAttribute('data-live-render','');d.title=" +
  JSON.stringify(COMPANY.name) +
  ";d.addEventListener('DOMContentLoaded',function(){var t=d.head.getElementsByTagName('title');while(t.length>1)t[1].remove()})}}catch(e){}";

/** The CSP source that allows exactly this inline script. */
export function scriptHashSource(code: string): string {
  return `'sha256-${createHash('sha256').update(code, 'utf8').digest('base64')}'`;
}
