import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import { pageContentQueryOptions } from '../../data/queries/structure-queries';
import { useRepository } from '../../data/repository-context';
import { navKeyOf } from '../../domain/page-lookup';
import { stripTitleSuffix } from '../../domain/text';
import { formatSiteTime } from '../../data/site-time';
import { SafeHtml } from '../../ui/SafeHtml';
import { Spinner } from '../../ui/Spinner';
import { breadcrumbTrail, contentPageData } from '../seo/structured-data';
import { RouteHead } from '../seo/RouteHead';
import { usePageAddress } from '../seo/use-page-address';
import { pageDescription } from '../seo/seo-for-route';
import { BrochureBlock } from '../shared/BrochureBlock';
import { FooterInfo } from '../shared/FooterInfo';
import { findFallbackPage } from '../../data/fallback-pages';
import { PageFallbackContent } from './PageFallbackContent';
import { PageGallery } from './PageGallery';
import { pageTexts } from './page-texts';
import { resolvePageRoute, seoPageTypeOf } from './page-route';
import { RelatedPages } from './RelatedPages';
import { Breadcrumbs } from './Breadcrumbs';
import styles from './DynamicPage.module.css';

/**
 * The generic dynamic content page (public spec 2.6) behind /page/..., the family routes and /optimizing. The route
 * names the page by slug, navigation type, or navigation type and sub-category; a failed lookup shows a title derived
 * from the route with built-in content, or 'Page Content Not Found' (spec 8).
 */
export function DynamicPage(props: { navType?: string; slug?: string }) {
  const params = useParams();
  const navType = props.navType ?? params.navType;
  const route = resolvePageRoute({ navType, subCategory: params.subCategory, slug: props.slug ?? params.slug });

  const { query } = route;
  const page = useQuery(pageContentQueryOptions(useRepository(), query));

  // Loaded content stays shown when a later refresh fails (a prerendered page keeps its content).
  const content = page.data ?? null;
  // The page does not exist, and says so (no heading invented from the route): the store answered "not found" and this
  // route itself has no built-in text (a family's text is no answer for /manufacturing/anything). Any other failure
  // (a 500, the network) says nothing about the page: spec 8's derived title with the route's built-in text, or
  // 'Page Content Not Found' where there is none.
  const missing = !content && page.isError && page.error.kind === 'not-found' && findFallbackPage([route.target]) === null;
  const title = content ? stripTitleSuffix(content.pm_title) : missing ? pageTexts.notFoundTitle : route.derivedTitle;
  // One address per page (its menu address; other routes to it are aliases) and its place in the menu.
  const address = usePageAddress(route);
  const above = [{ name: pageTexts.home, path: '/' }, ...address.ancestors];
  return (
    <div className={styles.page}>
      {/* A page without its stored content is never indexed: search engines must not keep a fallback or a not-found state. */}
      <RouteHead
        pageType={seoPageTypeOf(navType)}
        canonicalPath={address.canonicalPath}
        page={content ? { title: content.pm_title, description: content.pm_content, metaDescription: content.pm_meta_description } : { title }}
        robots={!content && page.isError ? 'noindex' : undefined}
        // A page with its stored content says what it is and where it sits (WebPage, BreadcrumbList).
        structuredData={({ siteRoot, url }) =>
          content
            ? contentPageData(
                { name: title, description: pageDescription({ title, description: content.pm_content, metaDescription: content.pm_meta_description }), url },
                breadcrumbTrail(siteRoot, above, { name: title, url }),
              )
            : []
        }
      />
      <header className={styles.hero}>
        <div className="container">
          {content ? <Breadcrumbs above={above} current={title} /> : null}
          <h1 dir="auto" className={styles.heroTitle}>{title}</h1>
        </div>
      </header>
      {page.isPending ? (
        <div className={`container ${styles.loading}`}>
          <Spinner label={pageTexts.loading} />
        </div>
      ) : (
        <>
          <div className={`container ${styles.layout}`}>
            <article className={styles.main}>
              {content ? (
                <>
                  <SafeHtml html={content.pm_content} className={styles.content} />
                  <PageGallery key={content.pm_id} pageId={content.pm_id} />
                </>
              ) : (
                <PageFallbackContent fallbackKeys={missing ? [] : route.fallbackKeys} />
              )}
            </article>
            <RelatedPages target={route.target} parentHint={route.parentHint} pageTitle={content ? title : undefined} />
          </div>
          <div className={`container ${styles.after}`}>
            <BrochureBlock />
            <FooterInfo />
            {content ? (
              <p className={styles.meta}>
                {pageTexts.metaLine(
                  content.pm_id,
                  formatSiteTime(content.pm_timestamp),
                  content.nav_key || (query ? navKeyOf(query) : ''),
                )}
              </p>
            ) : null}
          </div>
        </>
      )}
    </div>
  );
}
