import type { GallerySource, Page, PageImage } from './pages';

/**
 * Which page's images a page shows (admin spec 4):
 * - none: its own gallery;
 * - parent (default): its own images, or its parent page's when it has none of its own;
 * - custom: the gallery of the chosen source page.
 */
export function resolveGallery(
  page: Page,
  pages: readonly Page[],
  images: readonly PageImage[],
): { images: PageImage[]; source: GallerySource } {
  const own = images.filter((image) => image.page_id === page.id);
  const ref = (p: Page) => ({ id: p.id, page_title: p.title });
  if (page.gallery_inheritance_type === 'custom') {
    const source = pages.find((p) => p.id === page.gallery_inheritance_id);
    return {
      images: source ? images.filter((image) => image.page_id === source.id) : [],
      source: { type: 'custom', source_page: source ? ref(source) : null },
    };
  }
  if (page.gallery_inheritance_type === 'parent' && own.length === 0 && page.parent_id !== null) {
    const parent = pages.find((p) => p.id === page.parent_id);
    if (parent) {
      return {
        images: images.filter((image) => image.page_id === parent.id),
        source: { type: 'parent', source_page: ref(parent) },
      };
    }
  }
  return { images: own, source: { type: page.gallery_inheritance_type, source_page: ref(page) } };
}

/** The pages that show page `id`'s gallery as their custom source: deleting that page changes theirs. */
export function pagesBorrowingGallery<P extends Pick<Page, 'gallery_inheritance_type' | 'gallery_inheritance_id'>>(
  pages: readonly P[],
  id: number,
): P[] {
  return pages.filter((page) => page.gallery_inheritance_type === 'custom' && page.gallery_inheritance_id === id);
}

/** Images may be uploaded or deleted only for parent and none types (admin spec 4). */
export function canEditGallery(page: Pick<Page, 'gallery_inheritance_type'>): boolean {
  return page.gallery_inheritance_type !== 'custom';
}

export function galleryLabel(page: Pick<Page, 'gallery_inheritance_type' | 'gallery_source_name'>): string {
  switch (page.gallery_inheritance_type) {
    case 'custom':
      return page.gallery_source_name ? `Custom: ${page.gallery_source_name}` : 'Custom';
    case 'none':
      return 'Own gallery';
    default:
      return 'Parent';
  }
}
