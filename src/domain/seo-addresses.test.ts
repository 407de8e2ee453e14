import { describe, expect, it } from 'vitest';
import { buildNavigationItem } from '../../tests/support/builders';
import type { NavigationItem } from './navigation';
import { buildNavigationTree } from './navigation-tree';
import { canonicalRoutePath, contentCanonicalPath, menuAncestors } from './seo-addresses';

const nav = (id: number, title: string, slug: string, parent_id: number | null, more: Partial<NavigationItem> = {}) =>
  buildNavigationItem({ id, title, slug, parent_id, order_index: id, has_page: true, ...more });

const tree = buildNavigationTree([
  nav(1, 'Home', 'home', null, { has_page: false }),
  nav(10, 'About Us', 'about-us', null, { has_page: false }),
  nav(11, 'Our Team', 'our-team', 10, { has_page: false }),
  nav(20, 'Manufacturing', 'manufacturing', null),
  nav(21, 'Fencing', 'fencing', 20),
  nav(22, 'Chain Link Fencing', 'chain-link-fencing', 21),
  nav(30, 'Sourcing', 'sourcing', null, { has_page: false }),
  nav(31, 'Raw Materials', 'raw-materials', 30),
  nav(40, 'Services', 'services', null),
  nav(50, 'Products', 'products', null),
  // The same page listed twice: once under Products, once under Manufacturing (id 21).
  nav(51, 'Fencing', 'fencing', 50),
  nav(60, 'Catalogue', 'catalogue', null, { external_url: 'https://cdn.example.com/catalogue.pdf' }),
  nav(61, 'Datasheets', 'datasheets', 60),
  nav(70, 'Gates', 'gates', null, { external_url: '/manufacturing/gates' }),
  nav(80, 'Archive', 'archive', null, { is_active: false }),
  nav(81, 'Old range', 'old-range', 80),
]);

describe('canonicalRoutePath', () => {
  it('names each fixed screen by one address, without trailing or doubled slashes', () => {
    expect(canonicalRoutePath('/home')).toBe('/');
    expect(canonicalRoutePath('/about/')).toBe('/about-us');
    expect(canonicalRoutePath('/Contact')).toBe('/contact-us');
    expect(canonicalRoutePath('//page//fencing/')).toBe('/page/fencing');
    expect(canonicalRoutePath('/')).toBe('/');
  });
});

describe('contentCanonicalPath: one address per content page (the menu link, public spec 2.3)', () => {
  it('names the menu address of a page whatever route shows it', () => {
    // /services, /page/services, /manufacturing/fencing, /products/fencing and /page/fencing show the same pages.
    expect(contentCanonicalPath(tree, 'services')).toBe('/page/services');
    expect(contentCanonicalPath(tree, 'products')).toBe('/page/products');
    expect(contentCanonicalPath(tree, 'fencing', 'manufacturing')).toBe('/page/fencing');
    expect(contentCanonicalPath(tree, 'fencing', 'products')).toBe('/page/fencing');
    expect(contentCanonicalPath(tree, 'chain-link-fencing', 'fencing')).toBe('/page/chain-link-fencing');
  });

  it('names /{slug} for a menu item without a page of its own, and a site-relative menu address that shows the page', () => {
    expect(contentCanonicalPath(tree, 'sourcing')).toBe('/sourcing');
    expect(contentCanonicalPath(tree, 'gates')).toBe('/manufacturing/gates');
  });

  it('matches the slug ignoring case and Unicode form, and names the stored slug', () => {
    expect(contentCanonicalPath(tree, 'Fencing')).toBe('/page/fencing');
    const cafe = buildNavigationTree([nav(1, 'Café', 'caf\u00e9', null)]);
    expect(contentCanonicalPath(cafe, 'cafe\u0301')).toBe('/page/caf\u00e9');
  });

  it('falls back to the page\'s own top-level route, else /page/{slug}, when the menu does not link to it', () => {
    expect(contentCanonicalPath(tree, 'privacy')).toBe('/privacy');
    expect(contentCanonicalPath(tree, 'optimizing')).toBe('/optimizing');
    expect(contentCanonicalPath(tree, 'new-range')).toBe('/page/new-range');
    // An external menu link, an About anchor or a hidden item is no address for the page.
    expect(contentCanonicalPath(tree, 'catalogue')).toBe('/page/catalogue');
    expect(contentCanonicalPath(tree, 'our-team')).toBe('/page/our-team');
    expect(contentCanonicalPath(tree, 'old-range')).toBe('/page/old-range');
    expect(contentCanonicalPath([], 'fencing')).toBe('/page/fencing');
  });
});

describe('menuAncestors: the breadcrumb follows the menu, not the address', () => {
  it('lists the items above the page, top level first, at their menu addresses', () => {
    expect(menuAncestors(tree, 'chain-link-fencing')).toEqual([
      { name: 'Manufacturing', path: '/page/manufacturing' },
      { name: 'Fencing', path: '/page/fencing' },
    ]);
    expect(menuAncestors(tree, 'raw-materials')).toEqual([{ name: 'Sourcing', path: '/sourcing' }]);
    expect(menuAncestors(tree, 'our-team')).toEqual([{ name: 'About Us', path: '/about-us' }]);
  });

  it('follows the parent the route names when a page is listed twice, and leaves out items with no address here', () => {
    expect(menuAncestors(tree, 'fencing', 'products')).toEqual([{ name: 'Products', path: '/page/products' }]);
    expect(menuAncestors(tree, 'fencing', 'manufacturing')).toEqual([{ name: 'Manufacturing', path: '/page/manufacturing' }]);
    expect(menuAncestors(tree, 'datasheets')).toEqual([]);
  });

  it('has nothing above a top-level page or a page the menu does not hold', () => {
    expect(menuAncestors(tree, 'services')).toEqual([]);
    expect(menuAncestors(tree, 'new-range', 'manufacturing')).toEqual([]);
  });
});
