import { ABOUT_ANCHORS } from './constants';
import type { NavigationItem } from './navigation';
import { isSiteRelativeUrl, safeUrl } from './url';

type LinkItem = Pick<NavigationItem, 'slug' | 'has_page' | 'external_url'>;

export type NavigationLink = { kind: 'internal'; to: string } | { kind: 'external'; href: string } | { kind: 'none' };

const TOP_LEVEL_ROUTES = new Set(['about-us', 'contact-us', 'careers']);

/** A path built from a stored slug still has to stay on the site ("/" + "/evil.com" would leave it). */
function internal(to: string): NavigationLink {
  return isSiteRelativeUrl(to) ? { kind: 'internal', to } : { kind: 'none' };
}

/**
 * Link target of a navigation item (public spec 2.3), in the order the rules are written:
 * home, external_url (through the allow-list), the three top-level routes, About Us anchors, then has_page.
 */
export function navigationLink(item: LinkItem, parent?: Pick<NavigationItem, 'slug'> | null): NavigationLink {
  if (item.slug === 'home') return { kind: 'internal', to: '/' };
  if (item.external_url.trim() !== '') {
    const href = safeUrl(item.external_url);
    if (href === null) return { kind: 'none' };
    return isSiteRelativeUrl(href) ? { kind: 'internal', to: href } : { kind: 'external', href };
  }
  if (TOP_LEVEL_ROUTES.has(item.slug)) return { kind: 'internal', to: `/${item.slug}` };
  if (parent?.slug === 'about-us') {
    const anchor = ABOUT_ANCHORS[item.slug];
    if (anchor) return { kind: 'internal', to: `/about-us#${anchor}` };
  }
  return internal(item.has_page ? `/page/${item.slug}` : `/${item.slug}`);
}
