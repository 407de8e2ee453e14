import { HydrationIsland } from '../../ui/HydrationIsland';
import type { SeoPageType } from '../../domain/seo';
import { useSeo, type SeoOptions } from './use-seo';

function HeadOfRoute({ pageType, options }: { pageType: SeoPageType; options: SeoOptions }) {
  useSeo(pageType, options);
  return null;
}

/**
 * The head of a route (use-seo.ts) as a part of its page that shows nothing and hydrates on its own: the prerendered
 * page already carries this head, so a visitor's first tap, which makes React hydrate the page's frame inside the
 * event, does not wait for the SEO settings' query and the head model as well. The prerender step still collects it
 * while it renders the page, and a page opened in the app applies it as before.
 */
export function RouteHead({ pageType, ...options }: { pageType: SeoPageType } & SeoOptions) {
  return (
    <HydrationIsland>
      <HeadOfRoute pageType={pageType} options={options} />
    </HydrationIsland>
  );
}
