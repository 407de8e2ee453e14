import type { QueryClient } from '@tanstack/react-query';
import {
  aboutPageQueryOptions,
  contactContentQueryOptions,
  homepageContentQueryOptions,
  publishedOpeningsQueryOptions,
  seoSettingsQueryOptions,
} from '../data/queries/content-queries';
import { publishedQueryOptions } from '../data/queries/list-queries';
import { navigationTreeQueryOptions, pageContentQueryOptions, publicGalleryQueryOptions } from '../data/queries/structure-queries';
import type { Repository } from '../data/repository';
import type { SeoPageType } from '../domain/seo';
import { slideImagesQueryOptions } from '../public/home/use-slide-images';
import { resolvePageRoute, seoPageTypeOf } from '../public/page/page-route';

/*
 * Route data loaded outside React, with the very query options the screens use, so a QueryClient filled here renders
 * the page without a single further read (the prerender step dehydrates it into the HTML; tests warm a cache with it).
 * A failed read is kept in the cache as a failure, so the page renders its documented fallback; nothing throws.
 */

/** What every public page shows around its content: the menu, and the page type's head tags. */
export function prefetchLayout(queryClient: QueryClient, repository: Repository, seo: SeoPageType): Promise<unknown> {
  return Promise.all([
    queryClient.prefetchQuery(navigationTreeQueryOptions(repository)),
    queryClient.prefetchQuery(seoSettingsQueryOptions(repository, seo)),
  ]);
}

/** / and /home: slider, products and services. */
export async function prefetchHome(queryClient: QueryClient, repository: Repository): Promise<void> {
  await Promise.all([
    prefetchLayout(queryClient, repository, 'homepage'),
    queryClient.prefetchQuery(publishedQueryOptions(repository, 'slider')),
    queryClient.prefetchQuery(publishedQueryOptions(repository, 'products')),
    queryClient.prefetchQuery(publishedQueryOptions(repository, 'services')),
    queryClient.prefetchQuery(homepageContentQueryOptions(repository)),
  ]);
  const slides = queryClient.getQueryData(publishedQueryOptions(repository, 'slider').queryKey) ?? [];
  await Promise.all(slides.map((slide) => queryClient.prefetchQuery(slideImagesQueryOptions(repository, slide))));
}

/** The home page's largest image: the first slide's background, preloaded by the prerendered page. */
export function homeLcpImage(queryClient: QueryClient, repository: Repository): string | null {
  const [first] = queryClient.getQueryData(publishedQueryOptions(repository, 'slider').queryKey) ?? [];
  return first ? (queryClient.getQueryData(slideImagesQueryOptions(repository, first).queryKey)?.background ?? null) : null;
}

/** /about-us: the texts, team, infrastructure and certifications. */
export async function prefetchAbout(queryClient: QueryClient, repository: Repository): Promise<void> {
  await Promise.all([prefetchLayout(queryClient, repository, 'about'), queryClient.prefetchQuery(aboutPageQueryOptions(repository))]);
}

/** /contact-us: the contact details staff keep in the back office. */
export async function prefetchContact(queryClient: QueryClient, repository: Repository): Promise<void> {
  await Promise.all([prefetchLayout(queryClient, repository, 'contact'), queryClient.prefetchQuery(contactContentQueryOptions(repository))]);
}

/** /careers: the active openings. */
export async function prefetchCareers(queryClient: QueryClient, repository: Repository): Promise<void> {
  await Promise.all([prefetchLayout(queryClient, repository, 'careers'), queryClient.prefetchQuery(publishedOpeningsQueryOptions(repository))]);
}

/** /sitemap: the navigation tree (shared with the menu). */
export async function prefetchSitemap(queryClient: QueryClient, repository: Repository): Promise<void> {
  await prefetchLayout(queryClient, repository, 'sitemap');
}

/** The data of one route, given its URL parameters. */
export type RoutePrefetch = (queryClient: QueryClient, repository: Repository, params: Record<string, string | undefined>) => Promise<unknown>;

export type PageRouteParams = { navType?: string; subCategory?: string; slug?: string };

/** A dynamic content page (/page/…, the family routes, the footer pages): its content, then its gallery. */
export async function prefetchPage(queryClient: QueryClient, repository: Repository, params: PageRouteParams): Promise<void> {
  const route = resolvePageRoute(params);
  await Promise.all([
    prefetchLayout(queryClient, repository, seoPageTypeOf(params.navType)),
    queryClient.prefetchQuery(pageContentQueryOptions(repository, route.query)),
  ]);
  const content = queryClient.getQueryData(pageContentQueryOptions(repository, route.query).queryKey);
  if (content) await queryClient.prefetchQuery(publicGalleryQueryOptions(repository, content.pm_id));
}
