import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { seoSettingsQueryOptions } from '../../data/queries/content-queries';
import { useRepository } from '../../data/repository-context';
import type { SeoPageType } from '../../domain/seo';
import { applySeo, clearSeo, setRobots } from './apply-seo';
import { seoForRoute, type PageHead } from './seo-for-route';

export type SeoOptions = {
  /** Replaces the stored robots value, e.g. 'noindex' for an unknown path that shows the home page. */
  robots?: string;
  /** The page's own title and description (content pages): they win over the page type's, with its own URL. */
  page?: PageHead | null;
};

/**
 * Loads the stored SEO settings of a page type and applies them to the document head (public spec 1, 7; home uses
 * 'homepage'). Settings are applied only to their own page type: a server that answers another type's record (its
 * fallback) must not de-index or re-point this page. A failed call is only logged (public spec 8): the page itself
 * does not depend on it. A robots override holds from the start, whatever the call answers, and is removed when the
 * page goes away; the next page's settings then set robots again. The head is cleared as soon as the route shows, so
 * a route without settings, or whose call fails, shows the site's name and none of the previous route's tags.
 */
export function useSeo(pageType: SeoPageType, { robots, page = null }: SeoOptions = {}): void {
  const { data, isSuccess } = useQuery(seoSettingsQueryOptions(useRepository(), pageType));
  const pageTitle = page?.title;
  const pageDescription = page?.description;

  useEffect(() => {
    if (robots === undefined) return;
    setRobots(robots);
    return () => setRobots(null);
  }, [robots]);

  useEffect(() => {
    const own = pageTitle === undefined ? null : { title: pageTitle, description: pageDescription ?? '' };
    // Every route starts from a clean head: until (and unless) its own settings arrive, nothing of the previous
    // route's title, description or canonical stays; the page's own head applies meanwhile.
    const settings = seoForRoute(pageType, isSuccess ? data : null, own, ownUrl());
    if (settings) applySeo(settings);
    else clearSeo();
    if (robots !== undefined) setRobots(robots);
  }, [isSuccess, data, robots, pageType, pageTitle, pageDescription]);
}

/** This route's own address, without query or fragment: the canonical URL of a page derived from itself. */
function ownUrl(): string {
  return `${window.location.origin}${window.location.pathname}`;
}
