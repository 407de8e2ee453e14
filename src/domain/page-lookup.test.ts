import { describe, expect, it } from 'vitest';
import { buildNavigationItem, buildPage } from '../../tests/support/builders';
import { findPageContent, navKeyOf } from './page-lookup';

const pages = [
  buildPage({ id: 1, title: 'Manufacturing', slug: 'manufacturing', content: '<p>We make steel</p>', updated_at: '2026-02-01 08:00:00', meta_description: 'Steel made in Mohali' }),
  buildPage({ id: 2, title: 'Fencing', slug: 'fencing', parent_id: 1 }),
  buildPage({ id: 3, title: 'Chain Link Fencing', slug: 'chain-link-fencing', parent_id: 2 }),
  buildPage({ id: 4, title: 'Old page', slug: 'old-page', is_active: false }),
];
const navigation = [
  buildNavigationItem({ id: 5, title: 'Manufacturing', slug: 'manufacturing', has_page: true }),
  buildNavigationItem({ id: 6, title: 'Fencing', slug: 'fencing', parent_id: 5, has_page: true }),
  buildNavigationItem({ id: 7, title: 'Chain Link Fencing', slug: 'chain-link-fencing', parent_id: 6, has_page: true }),
];

describe('navKeyOf', () => {
  it('names the slug, nav/sub or nav the page was asked by', () => {
    expect(navKeyOf({ slug: 'fencing' })).toBe('fencing');
    expect(navKeyOf({ nav: 'manufacturing', sub: 'fencing' })).toBe('manufacturing/fencing');
    expect(navKeyOf({ nav: 'manufacturing' })).toBe('manufacturing');
    expect(navKeyOf({ nav: 'manufacturing', sub: '' })).toBe('manufacturing');
  });
});

describe('findPageContent (get_page_content.php)', () => {
  it('finds a page by ?slug= and answers it in the public reading', () => {
    expect(findPageContent({ slug: 'manufacturing' }, pages, navigation)).toEqual({
      pm_id: 1,
      pm_title: 'Manufacturing',
      pm_content: '<p>We make steel</p>',
      pm_timestamp: '2026-02-01 08:00:00',
      nav_key: 'manufacturing',
      pm_meta_description: 'Steel made in Mohali',
    });
  });

  it('finds the subcategory’s page by ?nav=&sub=', () => {
    expect(findPageContent({ nav: 'fencing', sub: 'chain-link-fencing' }, pages, navigation)).toMatchObject({
      pm_id: 3,
      nav_key: 'fencing/chain-link-fencing',
    });
  });

  it('finds the navigation type’s own page by ?nav=', () => {
    expect(findPageContent({ nav: 'manufacturing' }, pages, navigation)).toMatchObject({ pm_id: 1, nav_key: 'manufacturing' });
  });

  it('finds nothing for an unknown slug, nav or sub', () => {
    expect(findPageContent({ slug: 'nothing-here' }, pages, navigation)).toBeNull();
    expect(findPageContent({ nav: 'sourcing' }, pages, navigation)).toBeNull();
    expect(findPageContent({ nav: 'manufacturing', sub: 'gates' }, pages, navigation)).toBeNull();
  });

  it('does not find inactive pages, however they are asked for', () => {
    expect(findPageContent({ slug: 'old-page' }, pages, navigation)).toBeNull();
    expect(findPageContent({ nav: 'old-page' }, pages, navigation)).toBeNull();
    expect(findPageContent({ nav: 'manufacturing', sub: 'old-page' }, pages, navigation)).toBeNull();
  });

  it('finds a page whatever the case or Unicode form of the slug asked, and of the slug stored', () => {
    const stored = [...pages, buildPage({ id: 8, title: 'Caf\u00e9 Railings', slug: 'caf\u00e9' }), buildPage({ id: 9, title: 'Imported', slug: 'Gate-Kits' })];
    expect(findPageContent({ slug: 'Fencing' }, stored, navigation)?.pm_id).toBe(2);
    expect(findPageContent({ slug: 'FENCING' }, stored, navigation)?.pm_id).toBe(2);
    expect(findPageContent({ slug: 'cafe\u0301' }, stored, navigation)?.pm_id).toBe(8);
    expect(findPageContent({ slug: 'CAF\u00c9' }, stored, navigation)?.pm_id).toBe(8);
    expect(findPageContent({ slug: 'gate-kits' }, stored, navigation)?.pm_id).toBe(9);
    expect(findPageContent({ nav: 'Manufacturing', sub: 'Fencing' }, stored, navigation)?.pm_id).toBe(2);
    expect(findPageContent({ nav: 'MANUFACTURING' }, stored, navigation)?.pm_id).toBe(1);
    expect(findPageContent({ slug: 'fencin' }, stored, navigation)).toBeNull();
  });
});
