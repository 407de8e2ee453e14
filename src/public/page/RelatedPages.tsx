import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { navigationTreeQueryOptions } from '../../data/queries/structure-queries';
import { useRepository } from '../../data/repository-context';
import { publicMessages } from '../../domain/messages';
import type { NavigationNode } from '../../domain/navigation';
import { navigationLink } from '../../domain/navigation-links';
import { Spinner } from '../../ui/Spinner';
import { pageTexts } from './page-texts';
import { findRelatedPages, relatedHeading } from './related-pages';
import styles from './RelatedPages.module.css';
import { OutboundLink } from '../shared/OutboundLink';

type Props = {
  target: string | undefined;
  parentHint: string | undefined;
  /** The loaded page's title (without the company suffix); undefined when the content could not be loaded. */
  pageTitle: string | undefined;
};

function RelatedLink({ item, parent, current }: { item: NavigationNode; parent: NavigationNode | null; current: boolean }) {
  const link = navigationLink(item, parent);
  const className = current ? `${styles.link} ${styles.current}` : styles.link;
  const ariaCurrent = current ? 'page' : undefined;
  if (link.kind === 'internal') {
    return (
      <Link to={link.to} className={className} aria-current={ariaCurrent}>
        {item.title}
      </Link>
    );
  }
  if (link.kind === 'external') {
    return (
      <OutboundLink href={link.href} className={className}>
        {item.title}
      </OutboundLink>
    );
  }
  return (
    <span className={className} aria-current={ariaCurrent}>
      {item.title}
    </span>
  );
}

/**
 * Sidebar of related pages (public spec 2.6) built from the active navigation tree, the current page highlighted.
 * A failed navigation call leaves the list empty; the menu already reports that failure.
 */
export function RelatedPages({ target, parentHint, pageTitle }: Props) {
  const tree = useQuery(navigationTreeQueryOptions(useRepository()));
  const related = findRelatedPages(tree.data ?? [], { target, parentHint });
  const heading = relatedHeading(pageTitle, related, publicMessages.page.relatedFallbackHeading);
  return (
    <aside className={styles.sidebar} aria-labelledby="related-pages-heading">
      <h2 id="related-pages-heading" className={styles.heading}>
        {heading}
      </h2>
      {tree.isPending ? (
        <Spinner label={pageTexts.loadingRelated} inline />
      ) : related.items.length === 0 ? (
        <p className={styles.empty}>{publicMessages.page.noRelated}</p>
      ) : (
        <nav aria-label={pageTexts.relatedLabel}>
          <ul className={styles.list}>
            {related.items.map((item) => (
              <li key={item.id}>
                <RelatedLink item={item} parent={related.listParent} current={item.id === related.current?.id} />
              </li>
            ))}
          </ul>
        </nav>
      )}
    </aside>
  );
}
