import { useQuery } from '@tanstack/react-query';
import { siteAssetUrl, storedImageSrc } from '../../config';
import { useMemo } from 'react';
import { fallbackProducts } from '../../data/fallback-catalog';
import { publishedQueryOptions } from '../../data/queries/list-queries';
import { useRepository } from '../../data/repository-context';
import type { Product } from '../../domain/catalog';
import { homeProducts } from '../../domain/home-products';
import { Badge } from '../../ui/Badge';
import { ImageWithFallback } from '../../ui/ImageWithFallback';
import { Spinner } from '../../ui/Spinner';
import { StoredLink } from '../shared/StoredLink';
import type { ContentSection } from '../../domain/company';
import { homeTexts } from './home-texts';
import { sectionText } from './use-homepage-content';
import styles from './HomePage.module.css';

function ProductCard({ product, featured }: { product: Product; featured: boolean }) {
  return (
    <li className={`${styles.card} ${featured ? styles.featured : ''}`} data-featured={featured || undefined}>
      <article className={styles.cardBody} aria-labelledby={`product-${product.id}`}>
        <ImageWithFallback
          src={storedImageSrc(product.image_url)}
          alt=""
          className={styles.cardImage}
          width={400}
          height={176}
          loading="lazy"
          decoding="async"
        />
        <div className={styles.cardText}>
          <p className={styles.cardMeta}>
            {featured && <Badge tone="danger">{homeTexts.featured}</Badge>}
            {product.category && <span className={styles.category}>{product.category}</span>}
          </p>
          <h3 id={`product-${product.id}`} dir="auto" className={styles.cardTitle}>
            <StoredLink href={product.link} className={styles.cardLink} fallback={product.title}>
              {product.title}
            </StoredLink>
          </h3>
          {product.description && <p dir="auto" className={styles.cardDescription}>{product.description}</p>}
        </div>
      </article>
    </li>
  );
}

/**
 * Our Products (public spec 2.4, 8, 9): the first nine active products in their saved order, three per row on large
 * screens and two on small ones, the first card featured; three built-in samples when the call fails.
 */
export function ProductsGrid({ section }: { section?: ContentSection } = {}) {
  const text = sectionText(section, { title: homeTexts.productsHeading, subtitle: '', description: homeTexts.productsLead });
  const products = useQuery(publishedQueryOptions(useRepository(), 'products'));
  const shown = useMemo(() => {
    // Loaded products stay shown when a later refresh fails; the samples stand in only when nothing was loaded.
    if (products.data) return homeProducts(products.data);
    if (products.isError) return fallbackProducts(siteAssetUrl);
    return [];
  }, [products.isError, products.data]);

  return (
    <section className={`${styles.section} ${styles.tinted}`} aria-labelledby="home-products-heading">
      <div className="container">
        {/* The stored subtitle stands above the heading, as the About block's does; none is built in. */}
        {text.subtitle ? (
          <p dir="auto" className={styles.eyebrow}>
            {text.subtitle}
          </p>
        ) : null}
        <h2 id="home-products-heading" dir="auto" className={styles.heading}>
          {text.title}
        </h2>
        <p dir="auto" className={styles.lead}>{text.description}</p>
        {products.isPending ? (
          <Spinner label={homeTexts.productsLoading} />
        ) : shown.length === 0 ? (
          <p>{homeTexts.noProducts}</p>
        ) : (
          <ul className={styles.productGrid} aria-label={homeTexts.productsHeading}>
            {shown.map((product, index) => (
              <ProductCard key={product.id} product={product} featured={index === 0} />
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
