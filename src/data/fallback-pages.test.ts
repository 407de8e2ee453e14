import { describe, expect, it } from 'vitest';
import { findFallbackPage } from './fallback-pages';

describe('findFallbackPage', () => {
  it.each(['manufacturing', 'sourcing', 'services', 'products', 'resources', 'projects', 'optimizing'])(
    'has built-in content for %s',
    (family) => {
      const page = findFallbackPage([family]);
      expect(page?.paragraphs.length).toBeGreaterThan(0);
      expect(page?.highlights.length).toBeGreaterThan(0);
    },
  );

  it('takes the most specific route segment that has content', () => {
    expect(findFallbackPage(['welded-mesh', 'manufacturing'])).toBe(findFallbackPage(['manufacturing']));
    expect(findFallbackPage(['sourcing', 'manufacturing'])).toBe(findFallbackPage(['sourcing']));
  });

  it('has nothing for unknown routes, including object property names', () => {
    expect(findFallbackPage([])).toBeNull();
    expect(findFallbackPage(['galvanised-widgets', undefined])).toBeNull();
    expect(findFallbackPage(['constructor', '__proto__', 'toString'])).toBeNull();
  });
});
