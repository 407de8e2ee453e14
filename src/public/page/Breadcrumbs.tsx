import { Link } from 'react-router-dom';
import type { Crumb } from '../../domain/seo-addresses';
import { pageTexts } from './page-texts';
import styles from './Breadcrumbs.module.css';

/**
 * Where the page sits in the menu, as a trail of links (Home › Manufacturing › Fencing): the same trail the page's
 * BreadcrumbList tells search engines, taken from the navigation tree rather than from the address.
 */
export function Breadcrumbs({ above, current }: { above: readonly Crumb[]; current: string }) {
  return (
    <nav aria-label={pageTexts.breadcrumbLabel} className={styles.breadcrumbs}>
      <ol className={styles.list}>
        {above.map((crumb, index) => (
          // Two menu items may link to one address: the position keeps the keys apart.
          <li key={`${index}:${crumb.path}`} className={styles.item}>
            <Link to={crumb.path} className={styles.link}>
              {crumb.name}
            </Link>
          </li>
        ))}
        <li className={styles.item} aria-current="page">
          {current}
        </li>
      </ol>
    </nav>
  );
}
