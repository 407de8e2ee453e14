import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { publicGalleryQueryOptions, type PublicGalleryImage } from '../../data/queries/structure-queries';
import { useRepository } from '../../data/repository-context';
import { imageSizeAttributes } from '../../domain/image-dimensions';
import { ImageWithFallback } from '../../ui/ImageWithFallback';
import { Modal } from '../../ui/Modal';
import { pageTexts } from './page-texts';
import styles from './PageGallery.module.css';

type GalleryImage = PublicGalleryImage;

/** The opened image's 4:3 box, for a stored image whose name does not carry its size. */
const FULL_BOX = { width: 900, height: 675 };

/**
 * The page's gallery (public spec 2.6, 9): a grid of 3 columns (2 under 768 px, 1 under 480 px); choosing an image
 * opens it in a dialog with its title and description. A failed gallery call is only logged (spec 8).
 */
export function PageGallery({ pageId }: { pageId: number }) {
  const gallery = useQuery(publicGalleryQueryOptions(useRepository(), pageId));
  const [selected, setSelected] = useState<GalleryImage | null>(null);

  if (!gallery.data || gallery.data.length === 0) return null;
  return (
    <section className={styles.gallery} aria-labelledby="page-gallery-heading">
      <h2 id="page-gallery-heading" className={styles.heading}>
        {pageTexts.gallery}
      </h2>
      <ul className={styles.grid}>
        {gallery.data.map((image) => (
          <li key={image.id}>
            <button
              type="button"
              className={styles.tile}
              aria-label={pageTexts.openImage(image.image_title)}
              onClick={() => setSelected(image)}
            >
              <ImageWithFallback
                className={styles.thumb}
                src={image.url}
                alt=""
                width={400}
                height={300}
                loading="lazy"
                decoding="async"
              />
              <span dir="auto" className={styles.caption}>{image.image_title}</span>
            </button>
          </li>
        ))}
      </ul>
      <Modal open={selected !== null} onClose={() => setSelected(null)} title={selected?.image_title ?? ''} maxWidth={900}>
        {selected ? (
          <figure className={styles.figure}>
            {/* Opened on request, so it loads at once; the 4:3 box holds its place while it does. */}
            <ImageWithFallback
              className={styles.full}
              src={selected.url}
              alt={selected.image_title}
              {...imageSizeAttributes(selected.image_filename, FULL_BOX)}
              decoding="async"
            />
            {selected.image_description ? <figcaption>{selected.image_description}</figcaption> : null}
          </figure>
        ) : null}
      </Modal>
    </section>
  );
}
