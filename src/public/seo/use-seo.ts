import { useEffect } from 'react';
import { useRepository } from '../../data/repository-context';
import type { SeoPageType } from '../../domain/seo';
import { applySeo, clearSeo } from './apply-seo';

/**
 * Loads the stored SEO settings of a page type and applies them to the document head (public spec 1, 7; home uses
 * 'homepage'). A failed call is only logged (public spec 8): the page itself does not depend on it.
 */
export function useSeo(pageType: SeoPageType): void {
  const repository = useRepository();
  useEffect(() => {
    let current = true;
    repository.seo.get(pageType).then(
      (settings) => {
        if (!current) return;
        if (settings) applySeo(settings);
        else clearSeo();
      },
      (error: unknown) => {
        if (current) console.error(`Failed to load SEO settings for ${pageType}:`, error);
      },
    );
    return () => {
      current = false;
    };
  }, [repository, pageType]);
}
