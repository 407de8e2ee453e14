import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { navigationTreeQueryOptions } from '../../data/queries/structure-queries';
import { useRepository } from '../../data/repository-context';
import type { NavigationNode } from '../../domain/navigation';
import { navigationLink } from '../../domain/navigation-links';
import { activeNavigation } from '../../domain/navigation-tree';
import { Spinner } from '../../ui/Spinner';
import { RouteHead } from '../seo/RouteHead';
import { SITEMAP_INFORMATION_PAGES, SITEMAP_MAIN_PAGES, sitemapTexts } from './sitemap-texts';
import styles from './SitemapPage.module.css';

function SitemapLink({ item, parent }: { item: NavigationNode; parent: NavigationNode | null }) {
  const link = navigationLink(item, parent);
  if (link.kind === 'internal') return <Link to={link.to}>{item.title}</Link>;
  if (link.kind === 'external') {
    return (
      <a href={link.href} {...(/^https?:/i.test(link.href) ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
        {item.title}
      </a>
    );
  }
  // A stored target that is not allowed shows as text, as in the menu.
  return <span>{item.title}</span>;
}

function NavigationList({ nodes, parent, className }: { nodes: readonly NavigationNode[]; parent: NavigationNode | null; className: string | undefined }) {
  return (
    <ul className={className}>
      {nodes.map((node) => (
        <li key={node.id}>
          <SitemapLink item={node} parent={parent} />
          {node.children.length > 0 ? <NavigationList nodes={node.children} parent={node} className={styles.list} /> : null}
        </li>
      ))}
    </ul>
  );
}

function FixedList({ links }: { links: ReadonlyArray<{ to: string; label: string }> }) {
  return (
    <ul className={styles.list}>
      {links.map((link) => (
        <li key={link.to}>
          <Link to={link.to}>{link.label}</Link>
        </li>
      ))}
    </ul>
  );
}

/**
 * /sitemap: a human-readable map of the site built from the active navigation, with the pages that always exist.
 * If the navigation cannot be loaded the fixed pages still lead on, with a short note.
 */
export function SitemapPage() {
  const tree = useQuery(navigationTreeQueryOptions(useRepository()));
  const nodes = tree.data ? activeNavigation(tree.data) : [];

  return (
    <div className={`container ${styles.page}`}>
      <RouteHead pageType="sitemap" />
      <h1 className={styles.title}>{sitemapTexts.title}</h1>
      <p className={styles.lead}>{sitemapTexts.lead}</p>
      <div className={styles.grid}>
        <section className={styles.section} aria-labelledby="sitemap-main">
          <h2 id="sitemap-main" className={styles.heading}>
            {sitemapTexts.mainPages}
          </h2>
          <FixedList links={SITEMAP_MAIN_PAGES} />
        </section>
        <section className={styles.section} aria-labelledby="sitemap-information">
          <h2 id="sitemap-information" className={styles.heading}>
            {sitemapTexts.information}
          </h2>
          <FixedList links={SITEMAP_INFORMATION_PAGES} />
        </section>
        <section className={`${styles.section} ${styles.wide}`} aria-labelledby="sitemap-navigation">
          <h2 id="sitemap-navigation" className={styles.heading}>
            {sitemapTexts.navigation}
          </h2>
          {tree.isPending ? (
            <Spinner label={sitemapTexts.loading} />
          ) : !tree.data && tree.isError ? (
            <p className={styles.note} role="status">
              {sitemapTexts.failed}
            </p>
          ) : nodes.length === 0 ? (
            <p className={styles.note}>{sitemapTexts.empty}</p>
          ) : (
            <NavigationList nodes={nodes} parent={null} className={`${styles.list} ${styles.tree}`} />
          )}
        </section>
      </div>
    </div>
  );
}
