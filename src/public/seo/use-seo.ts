import { useQuery } from '@tanstack/react-query';
import { useContext, useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { getConfig, siteAssetUrl } from '../../config';
import { seoSettingsQueryOptions } from '../../data/queries/content-queries';
import { useRepository } from '../../data/repository-context';
import type { SeoPageType } from '../../domain/seo';
import { PAGE_TYPE_PATHS, canonicalRoutePath } from '../../domain/seo-addresses';
import { applyHead, clearSeo } from './apply-seo';
import { headModel, type HeadModel } from './head';
import { HeadCollectorContext } from './head-collector';
import { seoForRoute, type PageHead } from './seo-for-route';
import { onSite } from './site-url';

/** The share image of a route whose settings name none: a 1200×630 PNG shipped with the site (public/site/share/). */
export const DEFAULT_SHARE_IMAGE = 'share/og-default.png';

/** Where the route is, for its structured data: `url` is its canonical address (its own when it has none). */
export type RouteAddress = { siteRoot: string; url: string };

export type SeoOptions = {
  /** Replaces the stored robots value, e.g. 'noindex' for an unknown path that shows the home page. */
  robots?: string;
  /** The page's own title, text and Meta Description (content pages): they win over the page type's, with its own URL. */
  page?: PageHead | null;
  /** JSON-LD the route generates (schema.org objects), given its absolute address. */
  structuredData?: (address: RouteAddress) => readonly unknown[];
  /**
   * The router path of the route's content, when another route may show it too (content pages: their menu address,
   * seo-addresses.ts). Without it: the page type's fixed address (/contact for /contact-us), else the route's own.
   */
  canonicalPath?: string;
};

/**
 * The site's absolute root (origin plus base path, ending in /). A relative base (./, as Vite gives a build meant to be
 * served from any folder, such as the static Storybook) names a folder relative to the document, so its path comes from
 * the document's address: pasted after the origin it would make no URL at all (http://host./).
 */
export function siteRootUrl(origin: string, basePath: string, documentUrl: string = `${origin}/`): string {
  const base = basePath.endsWith('/') ? basePath : `${basePath}/`;
  if (base.startsWith('/')) return `${origin}${base}`;
  return `${origin}${new URL(base, new URL(documentUrl, `${origin}/`)).pathname}`;
}

/**
 * The head of a route (public spec 1, 7): the stored SEO settings of its page type, applied only to their own page
 * type (a server that answers another type's record as its fallback must not de-index or re-point this page), the
 * page's own title and description on content pages, and its absolute canonical URL (one address per content, on
 * the site origin), share image and structured data.
 * It is computed during render: the prerender step writes it into the route's HTML (HeadCollectorContext), and the
 * browser applies it to the document, replacing the previous route's (or the prerendered) tags. A failed SEO call is
 * only logged (public spec 8): the route still gets the site's name, a description and its own address.
 */
export function useSeo(pageType: SeoPageType, { robots, page = null, structuredData, canonicalPath }: SeoOptions = {}): void {
  const { data, isSuccess } = useQuery(seoSettingsQueryOptions(useRepository(), pageType));
  const collector = useContext(HeadCollectorContext);
  const { pathname } = useLocation();
  const { siteOrigin, basePath, imagesBase } = getConfig();
  // The prerender step has no document (and an absolute base); in the browser a relative base is the document's.
  const documentUrl = collector ? undefined : window.location.href;
  const siteRoot = siteRootUrl(collector?.origin ?? siteOrigin ?? window.location.origin, basePath, documentUrl);
  // A page rendered without its data (a shell-only build) shows loading states: not a page to index.
  const robotsValue = collector?.shell ? 'noindex' : robots;
  // A page that is none (noindex: not found, a fallback, a loading shell) names no canonical address.
  const notAPage = robotsValue !== undefined && /noindex/i.test(robotsValue);
  const canonical = notAPage ? null : onSite(canonicalPath ?? PAGE_TYPE_PATHS[pageType] ?? canonicalRoutePath(pathname), siteRoot);
  const url = canonical ?? onSite(pathname, siteRoot);
  const own = page ? { title: page.title, description: page.description ?? '', metaDescription: page.metaDescription ?? '' } : null;
  const model = headModel(seoForRoute(pageType, isSuccess ? data : null, own, url), {
    siteRoot,
    canonical,
    imagesBase: new URL(imagesBase, siteRoot).href.replace(/\/+$/, ''),
    defaultImage: new URL(siteAssetUrl(DEFAULT_SHARE_IMAGE, basePath), siteRoot).href,
    robots: robotsValue,
    structuredData: structuredData?.({ siteRoot, url }),
  });
  collector?.collect(model);

  // One string stands for the whole head, so the effect runs only when something in it changed.
  const serialized = JSON.stringify(model);
  useEffect(() => {
    applyHead(JSON.parse(serialized) as HeadModel);
  }, [serialized]);
  // Leaving the public site (the back office has no head of its own) takes this route's tags away.
  useEffect(() => () => clearSeo(), []);
}
