import { useMutation, useQuery } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { undoableDeletes } from '../../data/mutations/undo-mutations';
import { useWriter } from '../../data/mutations/writer';
import { useRepository } from '../../data/repository-context';
import { adminGalleryQueryOptions, type AdminGallery } from '../../data/queries/structure-queries';
import { MAX_PAGE_IMAGES } from '../../domain/constants';
import { adminMessages } from '../../domain/messages';
import type { GalleryInheritanceType, PageImage } from '../../domain/pages';
import { Alert } from '../../ui/Alert';
import { Badge } from '../../ui/Badge';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { ImageWithFallback } from '../../ui/ImageWithFallback';
import { notify } from '../../ui/notices';
import { Spinner } from '../../ui/Spinner';
import { focusAfterRemoval } from '../../ui/use-heading-focus';
import { UndoNotice } from '../shared/undo/UndoNotice';
import { useUndo } from '../shared/undo/use-undo';
import { failureMessage } from './failure-message';
import { ImageUploadModal } from './ImageUploadModal';
import styles from './PageGallery.module.css';
import { pagesTexts } from './pages-texts';

export type PageGalleryProps = {
  pageId: number;
  /** The gallery type currently chosen in the form (it applies once the page is saved). */
  chosenType: GalleryInheritanceType;
};

/** The gallery of a saved page: its images, the n/25 count, upload and delete (admin spec 2, 4, 5). */
export function PageGallery({ pageId, chosenType }: PageGalleryProps) {
  const repository = useRepository();
  const headingId = useId();
  const gallery = useQuery(adminGalleryQueryOptions(repository, pageId));
  const [uploading, setUploading] = useState(false);
  const [deleting, setDeleting] = useState<PageImage | null>(null);
  // Reads the image's bytes first (the server deletes the file): Undo uploads them again.
  const removal = useMutation(undoableDeletes(useWriter()).pageImage);
  const undo = useUndo();
  const busy = removal.isPending;
  const uploadId = useId();
  // The Delete button pressed: focus goes from its image to the next one once it is deleted (Upload Image when none is left).
  const deleteButton = useRef<HTMLElement | null>(null);

  const remove = async (image: PageImage) => {
    const keepFocus = deleteButton.current
      ? focusAfterRemoval(deleteButton.current, () => document.getElementById(uploadId) ?? document.getElementById(headingId))
      : undefined;
    try {
      const { result, undo: restore } = await removal.mutateAsync(image);
      notify(result.message, 'success');
      undo.offer(restore, 'image');
    } catch (error) {
      keepFocus?.();
      notify(failureMessage(error, adminMessages.pages.imageDeleteFailed, adminMessages.pages.imageDeleteError), 'error');
    } finally {
      setDeleting(null);
    }
  };

  return (
    <section className={styles.gallery} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.heading}>
        {pagesTexts.galleryHeading}
      </h3>
      {/* In the dialog's flow (the page's corner is under the dialog's top layer), above the images it speaks of. */}
      <UndoNotice view={undo.view} onUndo={() => void undo.undo()} onDismiss={undo.dismiss} onHold={undo.hold} placement="inline" />
      {gallery.isPending ? <Spinner label={pagesTexts.galleryLoading} inline /> : null}
      {gallery.isError ? (
        <Alert tone="error">
          {pagesTexts.galleryLoadFailed(gallery.error.message)}{' '}
          <button type="button" className="btn btn--secondary btn--small" onClick={() => void gallery.refetch()}>
            {pagesTexts.retry}
          </button>
        </Alert>
      ) : null}
      {gallery.isSuccess ? (
        <GalleryContents
          pageId={pageId}
          chosenType={chosenType}
          gallery={gallery.data}
          uploadId={uploadId}
          onUpload={() => setUploading(true)}
          onDelete={(image, button) => {
            deleteButton.current = button;
            setDeleting(image);
          }}
        />
      ) : null}
      {uploading ? (
        <ImageUploadModal
          pageId={pageId}
          onClose={() => setUploading(false)}
          onUploaded={(text) => {
            setUploading(false);
            notify(text, 'success');
          }}
        />
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        message={adminMessages.confirmDelete('image')}
        busy={busy}
        onConfirm={() => deleting && void remove(deleting)}
        onCancel={() => setDeleting(null)}
      />
    </section>
  );
}

type GalleryContentsProps = {
  pageId: number;
  chosenType: GalleryInheritanceType;
  gallery: AdminGallery;
  /** The Upload Image button's id. */
  uploadId: string;
  onUpload: () => void;
  onDelete: (image: PageImage, button: HTMLElement) => void;
};

/** The loaded gallery: count, limit, notices and the images with their delete buttons. */
function GalleryContents({ pageId, chosenType, gallery, uploadId, onUpload, onDelete }: GalleryContentsProps) {
  const { images, urls, source } = gallery;
  const custom = source.type === 'custom';
  // A parent-type page without images of its own shows its parent's: those are not this page's to delete.
  const inherited = !custom && source.source_page !== null && source.source_page.id !== pageId;
  const ownCount = custom || inherited ? 0 : images.length;
  const full = ownCount >= MAX_PAGE_IMAGES;
  return (
    <>
      <div className={styles.toolbar}>
        <p className={styles.count}>
          Images: <strong>{pagesTexts.galleryCount(ownCount, MAX_PAGE_IMAGES)}</strong>{' '}
          {full ? <Badge tone="warning">{adminMessages.pages.maximumReached}</Badge> : null}
        </p>
        {custom ? null : (
          <button id={uploadId} type="button" className="btn btn--primary btn--small" disabled={full} onClick={onUpload}>
            {pagesTexts.uploadImage}
          </button>
        )}
      </div>
      {custom || inherited ? null : <p className={styles.note}>{pagesTexts.galleryImmediate}</p>}
      {custom ? <Alert tone="info">{adminMessages.pages.customGalleryNotice}</Alert> : null}
      {custom && source.source_page ? <p className={styles.note}>{pagesTexts.galleryCustomSource(source.source_page.page_title)}</p> : null}
      {inherited && source.source_page ? <p className={styles.note}>{pagesTexts.galleryInherited(source.source_page.page_title)}</p> : null}
      {chosenType !== source.type ? <p className={styles.note}>{pagesTexts.galleryTypeChanged}</p> : null}
      {images.length === 0 ? (
        <p className={styles.note}>{pagesTexts.galleryEmpty}</p>
      ) : (
        <ul className={styles.grid}>
          {images.map((image, index) => (
            <li key={image.id} className={styles.tile}>
              <ImageWithFallback src={urls[index]} alt={image.image_title} className={styles.image} loading="lazy" />
              <span className={styles.title}>{image.image_title}</span>
              {custom || inherited ? null : (
                <button
                  type="button"
                  className="btn btn--danger btn--small"
                  aria-label={pagesTexts.deleteImage(image.image_title)}
                  onClick={(event) => onDelete(image, event.currentTarget)}
                >
                  Delete
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
