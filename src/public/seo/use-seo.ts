import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { seoSettingsQueryOptions } from '../../data/queries/content-queries';
import { useRepository } from '../../data/repository-context';
import type { SeoPageType } from '../../domain/seo';
import { applySeo, clearSeo, setRobots } from './apply-seo';

export type SeoOptions = {
  /** Replaces the stored robots value, e.g. 'noindex' for an unknown path that shows the home page. */
  robots?: string;
};

/**
 * Loads the stored SEO settings of a page type and applies them to the document head (public spec 1, 7; home uses
 * 'homepage'). A failed call is only logged (public spec 8): the page itself does not depend on it. A robots
 * override holds from the start, whatever the call answers, and is removed when the page goes away; the next
 * page's settings then set robots again.
 */
export function useSeo(pageType: SeoPageType, { robots }: SeoOptions = {}): void {
  const settings = useQuery(seoSettingsQueryOptions(useRepository(), pageType));
  const { data, isSuccess } = settings;

  useEffect(() => {
    if (robots === undefined) return;
    setRobots(robots);
    return () => setRobots(null);
  }, [robots]);

  useEffect(() => {
    if (!isSuccess) return;
    if (data) applySeo(data);
    else clearSeo();
    if (robots !== undefined) setRobots(robots);
  }, [isSuccess, data, robots]);
}
