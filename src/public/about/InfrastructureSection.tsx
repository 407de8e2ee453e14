import { balancedGridStyle } from '../shared/balanced-grid';
import type { InfrastructureItem } from '../../domain/company';
import { publicMessages } from '../../domain/messages';
import { storedImageSrc } from '../../config';
import { ImageWithFallback } from '../../ui/ImageWithFallback';
import styles from './AboutPage.module.css';

/** Our Infrastructure (public spec 2.5); the navigation's infrastructure child links here. */
export function InfrastructureSection({ items }: { items: readonly InfrastructureItem[] }) {
  return (
    <section id="infrastructure" className={styles.section} aria-labelledby="infrastructure-heading">
      <h2 id="infrastructure-heading" className={styles.sectionTitle}>
        {publicMessages.about.infrastructure}
      </h2>
      {items.length === 0 ? (
        <p className={styles.empty}>{publicMessages.about.noInfrastructure}</p>
      ) : (
        <ul className={styles.cardGrid} style={balancedGridStyle(items.length)}>
          {items.map((item) => (
            <li key={item.id}>
              <article className={styles.card}>
                <ImageWithFallback
                  className={styles.cardImage}
                  src={storedImageSrc(item.image_url)}
                  alt=""
                  width={400}
                  height={160}
                  loading="lazy"
                  decoding="async"
                />
                <h3 className={styles.cardTitle}>{item.title}</h3>
                {item.description ? <p>{item.description}</p> : null}
              </article>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
