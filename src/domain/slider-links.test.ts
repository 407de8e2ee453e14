import { describe, expect, it } from 'vitest';
import { sliderLinkAction } from './slider-links';

describe('sliderLinkAction (public spec 4)', () => {
  it('opens http and https URLs in a new window', () => {
    expect(sliderLinkAction('https://example.com/offer')).toEqual({ kind: 'external', href: 'https://example.com/offer' });
    expect(sliderLinkAction('http://example.com')).toEqual({ kind: 'external', href: 'http://example.com' });
    expect(sliderLinkAction('  HTTPS://Example.com  ')).toEqual({ kind: 'external', href: 'HTTPS://Example.com' });
  });

  it('navigates inside the site for a path starting with /', () => {
    expect(sliderLinkAction('/products')).toEqual({ kind: 'internal', to: '/products' });
    expect(sliderLinkAction('/about-us#our-team')).toEqual({ kind: 'internal', to: '/about-us#our-team' });
  });

  it('treats anything else as relative to the root', () => {
    expect(sliderLinkAction('products')).toEqual({ kind: 'internal', to: '/products' });
    expect(sliderLinkAction('page/fencing')).toEqual({ kind: 'internal', to: '/page/fencing' });
    expect(sliderLinkAction('./careers')).toEqual({ kind: 'internal', to: '/careers' });
    expect(sliderLinkAction('www.example.com')).toEqual({ kind: 'internal', to: '/www.example.com' });
  });

  it('does nothing without a URL', () => {
    expect(sliderLinkAction('')).toEqual({ kind: 'none' });
    expect(sliderLinkAction('   ')).toEqual({ kind: 'none' });
    expect(sliderLinkAction(null)).toEqual({ kind: 'none' });
    expect(sliderLinkAction(undefined)).toEqual({ kind: 'none' });
  });

  it.each(['javascript:alert(1)', 'JavaScript:alert(1)', ' javascript:alert(1)', 'java\tscript:alert(1)', 'data:text/html,x', 'vbscript:x'])(
    'does nothing for the unsafe URL %j',
    (url) => {
      expect(sliderLinkAction(url)).toEqual({ kind: 'none' });
    },
  );

  it('does nothing for URLs that would leave the site or have no host', () => {
    expect(sliderLinkAction('//evil.com')).toEqual({ kind: 'none' });
    expect(sliderLinkAction('/\\evil.com')).toEqual({ kind: 'none' });
    expect(sliderLinkAction('\\evil.com')).toEqual({ kind: 'none' });
    expect(sliderLinkAction('http://')).toEqual({ kind: 'none' });
  });
});
