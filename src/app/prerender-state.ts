import type { DehydratedState } from '@tanstack/react-query';

/*
 * What a prerendered page carries for its hydration: the route it was rendered for, the query cache its HTML was
 * rendered from and the year its footer shows (the build machine's clock, not the visitor's). It travels as a JSON data block (the Content-Security-Policy allows no inline script to run).
 */

export const PRERENDER_STATE_ID = 'prerender-state';

export type PrerenderState = {
  /** The router path the HTML shows (without the base path). */
  path: string;
  /** The cache the page was rendered from (TanStack Query's dehydrate). */
  queries: DehydratedState;
  /** The calendar year the HTML shows (src/ui/current-year.ts); null in a page written without one. */
  year: number | null;
};

/** The year a page rendered now shows: the build machine's, in its own time zone. */
export function renderedYear(now: Date = new Date()): number {
  return now.getFullYear();
}

/** The state as a script element; <, > and & are escaped so no stored text can end the element. */
export function prerenderStateHtml(state: PrerenderState): string {
  const json = JSON.stringify(state).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');
  return `<script type="application/json" id="${PRERENDER_STATE_ID}">${json}</script>`;
}

/** The state a prerendered page carries, or null (a page without one, or one that does not parse). */
export function readPrerenderState(doc: Document): PrerenderState | null {
  const text = doc.getElementById(PRERENDER_STATE_ID)?.textContent;
  if (!text) return null;
  try {
    const value = JSON.parse(text) as Partial<PrerenderState>;
    if (typeof value.path !== 'string' || typeof value.queries !== 'object' || value.queries === null) return null;
    const year = Number.isInteger(value.year) ? (value.year as number) : null;
    return { path: value.path, queries: value.queries, year };
  } catch {
    return null;
  }
}
