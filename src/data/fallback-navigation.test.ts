import { describe, expect, it } from 'vitest';
import { navigationLink } from '../domain/navigation-links';
import { NavigationNodeSchema } from '../domain/navigation';
import { fallbackNavigation } from './fallback-navigation';

describe('fallbackNavigation', () => {
  it('is the documented built-in menu in order', () => {
    expect(fallbackNavigation().map((item) => item.title)).toEqual([
      'Home',
      'About Us',
      'Services',
      'Products',
      'Contact Us',
      'Careers',
    ]);
  });

  it('gives About Us children that link to the About Us sections', () => {
    const about = fallbackNavigation().find((item) => item.slug === 'about-us')!;
    expect(about.has_children).toBe(true);
    expect(about.children.map((child) => navigationLink(child, about))).toEqual([
      { kind: 'internal', to: '/about-us#company-overview' },
      { kind: 'internal', to: '/about-us#vision-and-mission' },
      { kind: 'internal', to: '/about-us#our-team' },
      { kind: 'internal', to: '/about-us#infrastructure' },
    ]);
  });

  it('links the top-level items to their routes', () => {
    expect(fallbackNavigation().map((item) => navigationLink(item))).toEqual([
      { kind: 'internal', to: '/' },
      { kind: 'internal', to: '/about-us' },
      { kind: 'internal', to: '/services' },
      { kind: 'internal', to: '/products' },
      { kind: 'internal', to: '/contact-us' },
      { kind: 'internal', to: '/careers' },
    ]);
  });

  it('holds valid, active navigation nodes with unique ids', () => {
    const all = fallbackNavigation().flatMap((item) => [item, ...item.children]);
    for (const item of all) {
      expect(NavigationNodeSchema.parse(item)).toEqual(item);
      expect(item.is_active).toBe(true);
    }
    expect(new Set(all.map((item) => item.id)).size).toBe(all.length);
  });

  it('returns a fresh tree on every call', () => {
    expect(fallbackNavigation()).not.toBe(fallbackNavigation());
    expect(fallbackNavigation()[0]).not.toBe(fallbackNavigation()[0]);
  });
});
