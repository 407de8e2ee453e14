// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { prerenderStateHtml, readPrerenderState, renderedYear } from './prerender-state';

function documentWith(body: string): Document {
  const doc = document.implementation.createHTMLDocument('page');
  doc.body.innerHTML = body;
  return doc;
}

describe('prerender state', () => {
  it('travels as a JSON data block no stored text can break out of', () => {
    const state = { path: '/page/fencing', queries: { mutations: [], queries: [{ queryKey: ['pages'], state: { data: '</script><script>alert(1)</script>&' } }] }, year: 2026 };
    const html = prerenderStateHtml(state as never);
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(html).toMatch(/^<script type="application\/json" id="prerender-state">/);
    expect(readPrerenderState(documentWith(html))).toEqual(state);
  });

  it('reads nothing from a page without one or with a broken one', () => {
    expect(readPrerenderState(documentWith('<div id="root"></div>'))).toBeNull();
    expect(readPrerenderState(documentWith('<script type="application/json" id="prerender-state">{broken</script>'))).toBeNull();
    expect(readPrerenderState(documentWith('<script type="application/json" id="prerender-state">{"path":1}</script>'))).toBeNull();
  });

  it('carries the year the page shows, so hydration renders that year whatever clock the visitor has', () => {
    expect(renderedYear(new Date(2026, 11, 31, 23, 59))).toBe(2026);
    const html = prerenderStateHtml({ path: '/', queries: { mutations: [], queries: [] }, year: 2026 });
    expect(readPrerenderState(documentWith(html))?.year).toBe(2026);
    // A page written without a year (or with a broken one) still hydrates its data.
    const withoutYear = readPrerenderState(documentWith('<script type="application/json" id="prerender-state">{"path":"/","queries":{"queries":[]},"year":"2026"}</script>'));
    expect(withoutYear).toEqual({ path: '/', queries: { queries: [] }, year: null });
  });
});
