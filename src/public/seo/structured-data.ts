import { siteAssetUrl } from '../../config';
import { COMPANY } from '../../domain/company-info';

/*
 * JSON-LD the routes generate themselves (schema.org): who the company is on the home page, and what page this is and
 * where it sits on content pages. Stored structured data (SEO Management) is added after these.
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

/** A content page: a WebPage and its BreadcrumbList (Home, the page's family when it has one, the page). */
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
 * The trail of a content page from its address: Home, each enclosing family route (/manufacturing of
 * /manufacturing/fencing, named from its segment), then the page itself. /page/… has no page of its own at /page.
 */
export function breadcrumbTrail(siteRoot: string, url: string, pageName: string, nameOf: (segment: string) => string): Crumb[] {
  const segments = url.slice(siteRoot.length).split('/').filter(Boolean);
  const trail: Crumb[] = [{ name: 'Home', url: siteRoot }];
  segments.slice(0, -1).forEach((segment, index) => {
    if (index === 0 && segment === 'page') return;
    trail.push({ name: nameOf(segment), url: new URL(segments.slice(0, index + 1).join('/'), siteRoot).href });
  });
  trail.push({ name: pageName, url });
  return trail;
}
