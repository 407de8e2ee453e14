// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { prerenderStateHtml, readPrerenderState } from './prerender-state';

function documentWith(body: string): Document {
  const doc = document.implementation.createHTMLDocument('page');
  doc.body.innerHTML = body;
  return doc;
}

describe('prerender state', () => {
  it('travels as a JSON data block no stored text can break out of', () => {
    const state = { path: '/page/fencing', queries: { mutations: [], queries: [{ queryKey: ['pages'], state: { data: '</script><script>alert(1)</script>&' } }] } };
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
});
