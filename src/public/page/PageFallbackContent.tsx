import { findFallbackPage } from '../../data/fallback-pages';
import { publicMessages } from '../../domain/messages';
import styles from './DynamicPage.module.css';

/**
 * What the page shows when its content cannot be loaded (public spec 8): the built-in content of a known route,
 * otherwise 'Page Content Not Found' and the documented sentence.
 */
export function PageFallbackContent({ fallbackKeys }: { fallbackKeys: readonly string[] }) {
  const fallback = findFallbackPage(fallbackKeys);
  if (!fallback) {
    return (
      <div className={styles.notFound}>
        <h2>{publicMessages.page.notFoundHeading}</h2>
        <p>{publicMessages.page.notFoundText}</p>
      </div>
    );
  }
  return (
    <div className={styles.content}>
      {fallback.paragraphs.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      <h2>{fallback.highlightsHeading}</h2>
      <ul>
        {fallback.highlights.map((highlight) => (
          <li key={highlight}>{highlight}</li>
        ))}
      </ul>
    </div>
  );
}
