import { describe, expect, it } from 'vitest';
import { resolvePageRoute, seoPageTypeOf } from './page-route';

describe('resolvePageRoute', () => {
  it('asks by slug when the route names one, with the sub-category as the menu parent', () => {
    expect(resolvePageRoute({ slug: 'fencing' })).toMatchObject({
      query: { slug: 'fencing' },
      fallbackKeys: ['fencing'],
      derivedTitle: 'Fencing',
      target: 'fencing',
      parentHint: undefined,
    });
    expect(resolvePageRoute({ navType: 'manufacturing', subCategory: 'fencing', slug: 'chain-link-fencing' })).toMatchObject({
      query: { slug: 'chain-link-fencing' },
      fallbackKeys: ['chain-link-fencing', 'fencing', 'manufacturing'],
      derivedTitle: 'Chain Link Fencing',
      target: 'chain-link-fencing',
      parentHint: 'fencing',
    });
  });

  it('asks by navigation type and sub-category, or by navigation type alone', () => {
    expect(resolvePageRoute({ navType: 'sourcing', subCategory: 'raw-materials' })).toMatchObject({
      query: { nav: 'sourcing', sub: 'raw-materials' },
      fallbackKeys: ['raw-materials', 'sourcing'],
      derivedTitle: 'Raw Materials',
      parentHint: 'sourcing',
    });
    expect(resolvePageRoute({ navType: 'services' })).toMatchObject({
      query: { nav: 'services' },
      fallbackKeys: ['services'],
      derivedTitle: 'Services',
    });
  });

  it('asks for the canonical slug (lower-case, NFC) whatever the case or Unicode form of the address', () => {
    const composed = 'caf\u00e9';
    expect(resolvePageRoute({ slug: 'Fencing' })).toMatchObject({ query: { slug: 'fencing' }, target: 'fencing', derivedTitle: 'Fencing' });
    expect(resolvePageRoute({ slug: 'cafe\u0301' }).query).toEqual({ slug: composed });
    expect(resolvePageRoute({ slug: 'CAFE\u0301' }).query).toEqual({ slug: composed });
    expect(resolvePageRoute({ navType: 'manufacturing', subCategory: 'Fencing' })).toMatchObject({
      query: { nav: 'manufacturing', sub: 'fencing' },
      fallbackKeys: ['fencing', 'manufacturing'],
    });
    // One page, one query and one cache entry, however the address was typed.
    expect(resolvePageRoute({ slug: 'FENCING' }).key).toBe(resolvePageRoute({ slug: 'fencing' }).key);
  });

  it('names no page for a bare /page', () => {
    expect(resolvePageRoute({})).toMatchObject({ query: null, fallbackKeys: [], derivedTitle: 'Page', key: 'none' });
    expect(resolvePageRoute({ slug: '  ' }).query).toBeNull();
  });

  it('gives different routes different keys', () => {
    const keys = [{ slug: 'a' }, { navType: 'a' }, { navType: 'a', subCategory: 'b' }].map((route) => resolvePageRoute(route).key);
    expect(new Set(keys).size).toBe(3);
  });
});

describe('seoPageTypeOf', () => {
  it('uses the family settings for family routes and the page settings otherwise', () => {
    expect(seoPageTypeOf('manufacturing')).toBe('manufacturing');
    expect(seoPageTypeOf('resources')).toBe('resources');
    expect(seoPageTypeOf(undefined)).toBe('page');
    expect(seoPageTypeOf('fencing')).toBe('page');
    expect(seoPageTypeOf('homepage')).toBe('page');
  });
});
