import type { NavigationNode } from './navigation';
import { navigationLink } from './navigation-links';
import type { SeoPageType } from './seo';

/*
 * One address per content (the canonical URL search engines index): a route that shows the same content as another
 * (an alias) names the other as its canonical, and only canonical addresses go into sitemap.xml.
 */

/** The address of each fixed screen, by its page type (public spec 2.1); content page types have no fixed address. */
export const PAGE_TYPE_PATHS: Partial<Record<SeoPageType, string>> = {
  homepage: '/',
  about: '/about-us',
  contact: '/contact-us',
  careers: '/careers',
  sitemap: '/sitemap',
};

/** Routes that show a fixed screen under a second name: /home is the home page, /about and /contact the About and Contact pages. */
const ROUTE_ALIASES: Readonly<Record<string, string>> = { '/home': '/', '/about': '/about-us', '/contact': '/contact-us' };

/** Content pages with a top-level route of their own (public spec 2.1, the footer's pages); src/app/routes.tsx routes them. */
export const PAGE_SLUG_ROUTES = ['optimizing', 'privacy', 'terms', 'cookies', 'accessibility'] as const;

/** A router path without trailing or doubled slashes, fixed-screen aliases named by their one address. */
export function canonicalRoutePath(path: string): string {
  const clean = `/${path.split('/').filter(Boolean).join('/')}`;
  return ROUTE_ALIASES[clean.toLowerCase()] ?? clean;
}

type Entry = { node: NavigationNode; ancestors: NavigationNode[] };

function entries(tree: readonly NavigationNode[], ancestors: NavigationNode[] = []): Entry[] {
  return tree.flatMap((node) => [{ node, ancestors }, ...entries(node.children, [...ancestors, node])]);
}

const comparable = (slug: string) => slug.normalize('NFC').toLowerCase();

/**
 * The menu item of a content page: its slug (exactly, else ignoring case and Unicode form), preferring the one under
 * the parent the route names when the slug occurs twice. Only active items count, as the public menu shows them.
 */
function findEntry(tree: readonly NavigationNode[], target: string, parentHint?: string): Entry | null {
  const all = entries(activeOnly(tree));
  const exact = all.filter((entry) => entry.node.slug === target);
  const candidates = exact.length > 0 ? exact : all.filter((entry) => comparable(entry.node.slug) === comparable(target));
  return candidates.find((entry) => parentHint !== undefined && entry.ancestors.at(-1)?.slug === parentHint) ?? candidates[0] ?? null;
}

function activeOnly(tree: readonly NavigationNode[]): NavigationNode[] {
  return tree.filter((node) => node.is_active).map((node) => ({ ...node, children: activeOnly(node.children) }));
}

/** The page slug a dynamic route shows (the last of slug, sub-category, navigation type), or null for another route. */
function pageSlugOfPath(path: string): string | null {
  const segments = path.split('/').filter(Boolean);
  if (segments[0] === 'page') return segments.length >= 2 ? segments.at(-1)! : null;
  if (segments.length === 1 && (PAGE_SLUG_ROUTES as readonly string[]).includes(segments[0]!)) return segments[0]!;
  return segments.length >= 1 && segments.length <= 3 && FAMILY_ROUTES.has(segments[0]!) ? segments.at(-1)! : null;
}

/**
 * The dynamic content page's route families (public spec 2.1), routed by src/app/routes.tsx. Each family is a navigation
 * type: /{family} reads ?nav={family}, /{family}/{subCategory} reads ?nav=&sub=, and a third level names the page by its slug.
 */
export const DYNAMIC_FAMILIES = ['manufacturing', 'sourcing', 'services', 'products', 'resources', 'projects'] as const;

const FAMILY_ROUTES: ReadonlySet<string> = new Set(DYNAMIC_FAMILIES);

/** A menu link that is a page address (no fragment, no query) showing this very page, or null. */
function linkShowing(entry: Entry, slug: string): string | null {
  const link = navigationLink(entry.node, entry.ancestors.at(-1) ?? null);
  if (link.kind !== 'internal' || /[?#]/.test(link.to)) return null;
  const path = canonicalRoutePath(link.to);
  const shown = pageSlugOfPath(path);
  return shown !== null && comparable(shown) === comparable(slug) ? path : null;
}

/**
 * The canonical address of a content page: where the menu links to it (public spec 2.3: /page/{slug}, or /{slug}
 * for an item without a page of its own), else its own top-level route (/privacy), else /page/{slug}. Alias routes
 * (/services for /page/services, /manufacturing/fencing for /page/fencing) therefore all name one address.
 */
export function contentCanonicalPath(tree: readonly NavigationNode[], target: string, parentHint?: string): string {
  const entry = findEntry(tree, target, parentHint);
  const slug = entry?.node.slug ?? target;
  const linked = entry ? linkShowing(entry, slug) : null;
  if (linked) return linked;
  if ((PAGE_SLUG_ROUTES as readonly string[]).includes(comparable(slug))) return `/${comparable(slug)}`;
  return `/page/${slug}`;
}

export type Crumb = { name: string; path: string };

/**
 * Where a content page sits in the menu: the items above it, top level first, each with the address the menu links
 * it to (public spec 2.3). Items without a link of their own on this site (an external address, none) are left out.
 * A page the menu does not hold has no ancestors: the trail is Home and the page.
 */
export function menuAncestors(tree: readonly NavigationNode[], target: string, parentHint?: string): Crumb[] {
  const entry = findEntry(tree, target, parentHint);
  if (!entry) return [];
  return entry.ancestors.flatMap((node, index) => {
    const link = navigationLink(node, entry.ancestors[index - 1] ?? null);
    if (link.kind !== 'internal' || link.to === '/') return [];
    return [{ name: node.title, path: /[?#]/.test(link.to) ? link.to : canonicalRoutePath(link.to) }];
  });
}
