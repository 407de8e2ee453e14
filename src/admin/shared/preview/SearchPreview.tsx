import type { PreviewHead } from './preview-record';
import { previewTexts } from './preview-texts';
import { snippetText, urlCrumb } from './preview-widths';
import styles from './LivePreview.module.css';

/**
 * The page as a search engine lists it and as a shared link shows it, from the head the public page computed in the
 * frame (its <title>, meta description, canonical URL on the site origin, og:title, og:description, og:image).
 */
export function SearchPreview({ head }: { head: PreviewHead }) {
  const description = snippetText(head.description, 160);
  return (
    <div className={styles.search}>
      <section aria-label={previewTexts.snippetHeading} className={styles.snippet}>
        <h4 className={styles.sideHeading}>{previewTexts.snippetHeading}</h4>
        <p className={styles.crumb} dir="auto">
          {urlCrumb(head.url)}
        </p>
        <p className={styles.snippetTitle} dir="auto">
          {snippetText(head.title, 60)}
        </p>
        <p className={styles.snippetText} dir="auto">
          {description || previewTexts.noDescription}
        </p>
      </section>
      <section aria-label={previewTexts.cardHeading} className={styles.card}>
        <h4 className={styles.sideHeading}>{previewTexts.cardHeading}</h4>
        {head.image ? <img className={styles.cardImage} src={head.image} alt="" width={1200} height={630} loading="lazy" decoding="async" /> : null}
        <div className={styles.cardBody}>
          <p className={styles.cardHost}>{urlCrumb(head.url).split(' › ')[0]}</p>
          <p className={styles.cardTitle} dir="auto">
            {snippetText(head.ogTitle, 90)}
          </p>
          <p className={styles.cardText} dir="auto">
            {snippetText(head.ogDescription, 120)}
          </p>
        </div>
      </section>
    </div>
  );
}
