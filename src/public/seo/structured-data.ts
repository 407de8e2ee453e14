import { siteAssetUrl } from '../../config';
import { COMPANY } from '../../domain/company-info';
import type { Crumb as MenuCrumb } from '../../domain/seo-addresses';
import { onSite } from './site-url';

/*
 * JSON-LD the routes generate themselves (schema.org): who the company is on the home page, and what page this is and
 * where it sits in the menu on content pages. Stored structured data (SEO Management) is added after these.
 */

/** The company as an Organization (home page). */
export function organizationData(siteRoot: string, basePath: string): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: COMPANY.name,
    url: siteRoot,
    logo: new URL(siteAssetUrl('logo.svg', basePath), siteRoot).href,
    email: COMPANY.email,
    telephone: COMPANY.phone,
    address: { '@type': 'PostalAddress', streetAddress: COMPANY.registeredOffice, addressCountry: 'IN' },
  };
}

export type Crumb = { name: string; url: string };

/** A content page: a WebPage and its BreadcrumbList (Home, the page's place in the menu, the page). */
export function contentPageData(page: { name: string; description: string; url: string }, trail: readonly Crumb[]): Record<string, unknown>[] {
  return [
    { '@context': 'https://schema.org', '@type': 'WebPage', name: page.name, description: page.description, url: page.url },
    {
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: trail.map((crumb, index) => ({ '@type': 'ListItem', position: index + 1, name: crumb.name, item: crumb.url })),
    },
  ];
}

/**
 * The trail of a content page as the menu holds it (not its address's segments): Home and the menu items above the
 * page (menuAncestors), then the page at its canonical address. The visible breadcrumb shows the same trail.
 */
export function breadcrumbTrail(siteRoot: string, above: readonly MenuCrumb[], page: Crumb): Crumb[] {
  return [...above.map((crumb) => ({ name: crumb.name, url: onSite(crumb.path, siteRoot) })), page];
}

const isOrganization = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && (value as { '@type'?: unknown })['@type'] === 'Organization';

/**
 * The route's own blocks and the stored ones as one list with at most one Organization: a stored Organization (the
 * editor's words: names, addresses, profiles) is merged over the generated one, which still gives what it lacks, so a
 * page never describes the company twice, possibly differently.
 */
export function withOneOrganization(generated: readonly unknown[], stored: readonly unknown[]): unknown[] {
  const blocks = [...generated, ...stored];
  const first = blocks.findIndex(isOrganization);
  if (first < 0) return blocks;
  const merged = blocks.filter(isOrganization).reduce<Record<string, unknown>>((all, block) => ({ ...all, ...block }), {});
  return blocks.flatMap((block, index) => (index === first ? [merged] : isOrganization(block) ? [] : [block]));
}
