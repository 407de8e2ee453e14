import { describe, expect, it } from 'vitest';
import type { NavigationItem } from './navigation';
import { navigationLink } from './navigation-links';

type LinkItem = Pick<NavigationItem, 'slug' | 'has_page' | 'external_url'>;
const item = (overrides: Partial<LinkItem> & Pick<LinkItem, 'slug'>): LinkItem => ({
  has_page: false,
  external_url: '',
  ...overrides,
});
const aboutUs = { slug: 'about-us' };

describe('navigationLink (public spec 2.3)', () => {
  it('sends the home item to /', () => {
    expect(navigationLink(item({ slug: 'home' }))).toEqual({ kind: 'internal', to: '/' });
    expect(navigationLink(item({ slug: 'home', has_page: true }))).toEqual({ kind: 'internal', to: '/' });
  });

  it.each(['https://example.com/catalogue.pdf', 'http://example.com', 'mailto:info@ironcreststeel.com', 'tel:+919814022750'])(
    'uses the external_url %s as is',
    (url) => {
      expect(navigationLink(item({ slug: 'catalogue', external_url: url }))).toEqual({ kind: 'external', href: url });
    },
  );

  it('uses a site-relative external_url as an in-site link', () => {
    expect(navigationLink(item({ slug: 'x', external_url: '/page/fencing' }))).toEqual({ kind: 'internal', to: '/page/fencing' });
  });

  it.each(['javascript:alert(1)', 'JavaScript:alert(1)', 'java\tscript:alert(1)', 'data:text/html,x', '//evil.com'])(
    'gives no link for an external_url the allow-list rejects (%j)',
    (url) => {
      expect(navigationLink(item({ slug: 'products', has_page: true, external_url: url }))).toEqual({ kind: 'none' });
    },
  );

  it('ignores a blank external_url', () => {
    expect(navigationLink(item({ slug: 'products', external_url: '   ' }))).toEqual({ kind: 'internal', to: '/products' });
  });

  it.each(['about-us', 'contact-us', 'careers'])('sends %s to /{slug} even when it has a page', (slug) => {
    expect(navigationLink(item({ slug }))).toEqual({ kind: 'internal', to: `/${slug}` });
    expect(navigationLink(item({ slug, has_page: true }))).toEqual({ kind: 'internal', to: `/${slug}` });
  });

  it.each([
    ['vision-mission', '/about-us#vision-and-mission'],
    ['our-team', '/about-us#our-team'],
    ['infrastructure', '/about-us#infrastructure'],
    ['company-overview', '/about-us#company-overview'],
  ])('sends the About Us child %s to %s', (slug, to) => {
    expect(navigationLink(item({ slug }), aboutUs)).toEqual({ kind: 'internal', to });
    expect(navigationLink(item({ slug, has_page: true }), aboutUs)).toEqual({ kind: 'internal', to });
  });

  it('uses the About Us anchors only when the parent is about-us', () => {
    expect(navigationLink(item({ slug: 'infrastructure', has_page: true }), { slug: 'manufacturing' })).toEqual({
      kind: 'internal',
      to: '/page/infrastructure',
    });
    expect(navigationLink(item({ slug: 'our-team' }))).toEqual({ kind: 'internal', to: '/our-team' });
    expect(navigationLink(item({ slug: 'our-team' }), null)).toEqual({ kind: 'internal', to: '/our-team' });
  });

  it('sends another child of about-us by the general rule', () => {
    expect(navigationLink(item({ slug: 'history', has_page: true }), aboutUs)).toEqual({ kind: 'internal', to: '/page/history' });
  });

  it('sends an item with a page to /page/{slug} and any other item to /{slug}', () => {
    expect(navigationLink(item({ slug: 'fencing', has_page: true }))).toEqual({ kind: 'internal', to: '/page/fencing' });
    expect(navigationLink(item({ slug: 'manufacturing' }))).toEqual({ kind: 'internal', to: '/manufacturing' });
  });

  describe('precedence follows the order the rules are written', () => {
    it('home wins over an external_url', () => {
      expect(navigationLink(item({ slug: 'home', external_url: 'https://example.com' }))).toEqual({ kind: 'internal', to: '/' });
    });

    it('an external_url wins over the top-level routes, the About Us anchors and has_page', () => {
      const href = 'https://example.com';
      expect(navigationLink(item({ slug: 'careers', external_url: href }))).toEqual({ kind: 'external', href });
      expect(navigationLink(item({ slug: 'our-team', external_url: href }), aboutUs)).toEqual({ kind: 'external', href });
      expect(navigationLink(item({ slug: 'fencing', has_page: true, external_url: href }))).toEqual({ kind: 'external', href });
    });

    it('a top-level route wins over an About Us anchor', () => {
      expect(navigationLink(item({ slug: 'careers' }), aboutUs)).toEqual({ kind: 'internal', to: '/careers' });
    });

    it('an About Us anchor wins over has_page', () => {
      expect(navigationLink(item({ slug: 'vision-mission', has_page: true }), aboutUs)).toEqual({
        kind: 'internal',
        to: '/about-us#vision-and-mission',
      });
    });
  });

  it('gives no link when a stored slug would leave the site', () => {
    expect(navigationLink(item({ slug: '/evil.com' }))).toEqual({ kind: 'none' });
    expect(navigationLink(item({ slug: '\\evil.com' }))).toEqual({ kind: 'none' });
  });
});
