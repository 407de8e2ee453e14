import { describe, expect, it } from 'vitest';
import { imageUrl, rebaseStructuredData, rebasedCanonical, siteUrl, type SiteUrls } from './site-url';

const ROOT = 'https://www.example-steel.test/';
const urls: SiteUrls = {
  siteRoot: ROOT,
  imagesBase: 'https://api.example-steel.test/images',
  storedOrigins: new Set(['https://www.ironcreststeel.com']),
};

describe('rebasedCanonical: a stored canonical on the site origin, its path kept', () => {
  it('moves a URL of another host to the site origin and drops its query and fragment', () => {
    expect(rebasedCanonical('https://www.ironcreststeel.com/contact-us?utm_source=x#form', ROOT)).toBe(`${ROOT}contact-us`);
    expect(rebasedCanonical('https://www.ironcreststeel.com/', ROOT)).toBe(ROOT);
    expect(rebasedCanonical(`${ROOT}careers`, ROOT)).toBe(`${ROOT}careers`);
  });

  it('names an alias by the one address of its content, and reads a site path as a route', () => {
    expect(rebasedCanonical('https://www.ironcreststeel.com/contact', ROOT)).toBe(`${ROOT}contact-us`);
    expect(rebasedCanonical('/about/', ROOT)).toBe(`${ROOT}about-us`);
    expect(rebasedCanonical('/home', ROOT)).toBe(ROOT);
  });

  it('puts the path under the base path once', () => {
    const demo = 'https://www.example-steel.test/demo/';
    expect(rebasedCanonical('https://www.ironcreststeel.com/contact-us', demo)).toBe(`${demo}contact-us`);
    expect(rebasedCanonical(`${demo}contact-us`, demo)).toBe(`${demo}contact-us`);
    expect(rebasedCanonical('/contact-us', demo)).toBe(`${demo}contact-us`);
  });

  it('ignores what is no web address', () => {
    for (const value of ['', '   ', 'javascript:alert(1)', 'mailto:info@ironcreststeel.com', '//evil.example/x', 'contact-us']) {
      expect(rebasedCanonical(value, ROOT), value).toBeNull();
    }
  });
});

describe('siteUrl and imageUrl: images and structured data', () => {
  it('moves URLs of the host the settings were written for, keeping path, query and fragment', () => {
    expect(siteUrl('https://www.ironcreststeel.com/#organization', urls)).toBe(`${ROOT}#organization`);
    expect(siteUrl('https://www.ironcreststeel.com/site/logo.svg', urls)).toBe(`${ROOT}site/logo.svg`);
    expect(siteUrl('https://www.ironcreststeel.com/site/logo.svg', { ...urls, siteRoot: `${ROOT}demo/` })).toBe(`${ROOT}demo/site/logo.svg`);
  });

  it('keeps images on the images base, the site origin and hosts the settings do not speak of as the site', () => {
    expect(imageUrl('https://api.example-steel.test/images/social/og.png', urls)).toBe('https://api.example-steel.test/images/social/og.png');
    expect(imageUrl('https://cdn.example.com/og.png', urls)).toBe('https://cdn.example.com/og.png');
    expect(imageUrl(`${ROOT}site/share/og-default.png`, urls)).toBe(`${ROOT}site/share/og-default.png`);
    // The images base on the stored host (production images used by a staging build) is still the images base.
    const onStoredHost = { ...urls, imagesBase: 'https://www.ironcreststeel.com/images' };
    expect(imageUrl('https://www.ironcreststeel.com/images/og.png', onStoredHost)).toBe('https://www.ironcreststeel.com/images/og.png');
    expect(imageUrl('https://www.ironcreststeel.com/og.png', onStoredHost)).toBe(`${ROOT}og.png`);
  });

  it('reads a stored /images/ path on an images base at another origin, any other site path on the site origin', () => {
    expect(imageUrl('/images/social/og-card.png', urls)).toBe('https://api.example-steel.test/images/social/og-card.png');
    expect(imageUrl('/site/share/og-default.png', urls)).toBe(`${ROOT}site/share/og-default.png`);
    // A site-relative images base is on the site: the stored path is made absolute there, as it was.
    expect(imageUrl('/images/social/og-card.png', { ...urls, imagesBase: `${ROOT}images` })).toBe(`${ROOT}images/social/og-card.png`);
    expect(imageUrl('/images/social/og-card.png', { ...urls, imagesBase: `${ROOT}demo/images` })).toBe(`${ROOT}images/social/og-card.png`);
  });

  it('refuses what is no image address', () => {
    expect(imageUrl('javascript:alert(1)', urls)).toBe('');
    expect(imageUrl('data:image/png;base64,AAAA', urls)).toBe('');
  });

  it('rebases every URL of stored structured data on the stored host, leaving profiles elsewhere and text alone', () => {
    const stored = {
      '@type': 'Organization',
      url: 'https://www.ironcreststeel.com/',
      logo: 'https://www.ironcreststeel.com/site/logo.svg',
      sameAs: ['https://www.linkedin.com/company/ironcrest-steel-industries'],
      contactPoint: { '@type': 'ContactPoint', url: 'https://www.ironcreststeel.com/contact-us', telephone: '+91 98140 22750' },
      numberOfEmployees: 250,
    };
    expect(rebaseStructuredData(stored, urls)).toEqual({
      ...stored,
      url: ROOT,
      logo: `${ROOT}site/logo.svg`,
      contactPoint: { ...stored.contactPoint, url: `${ROOT}contact-us` },
    });
  });

  it('puts stored image paths of structured data on the images base, and leaves page paths on the site', () => {
    const stored = { '@type': 'Organization', logo: '/images/social/logo.png', url: '/about-us', image: ['/images/team/ceo.png'] };
    expect(rebaseStructuredData(stored, urls)).toEqual({
      ...stored,
      logo: 'https://api.example-steel.test/images/social/logo.png',
      image: ['https://api.example-steel.test/images/team/ceo.png'],
    });
  });
});
