import { ProductInputSchema, ServiceInputSchema, type Product, type Service } from '../../domain/catalog';
import type { NavigationNode } from '../../domain/navigation';
import { flattenNavigation, navigationInputOf } from '../../domain/navigation-tree';
import type { Page, PageImage, PageInput } from '../../domain/pages';
import { SliderItemInputSchema, type SliderItem } from '../../domain/slider';
import type { MutationResult, Repository } from '../repository';
import { uploadableImage } from './undo-image-file';
import { undoOf, type RestoreStep, type Undo } from './undo-restore';
import type { OrderedAreaName } from './write-options';

/** The fields a page's create takes, from the stored page (no version: it is a new record). */
function pageInputOf(page: Page): PageInput {
  const { title, slug, content, parent_id, is_active, meta_description, gallery_inheritance_type, gallery_inheritance_id } = page;
  return { title, slug, content, parent_id, is_active, meta_description, gallery_inheritance_type, gallery_inheritance_id };
}

/** The id the server gave a re-created record: its answer's, else the one `find` spots among the records read back. */
async function newIdOf(result: MutationResult, find: () => Promise<number | undefined>): Promise<number> {
  const id = result.id ?? (await find());
  if (id === undefined) throw new Error('The server did not say which record it created');
  return id;
}

/** An image's bytes, read before the delete (the server deletes the file with it): through the Repository, else its URL. */
async function readGalleryImage(repository: Repository, image: PageImage): Promise<File> {
  let blob: Blob;
  try {
    blob = (await repository.files.readImage('page_images', image.image_filename)).blob;
  } catch {
    const response = await fetch(await repository.files.imageUrl('page_images', image.image_filename));
    if (!response.ok) throw new Error(`Could not read ${image.image_filename} (${response.status})`);
    blob = await response.blob();
  }
  const name = image.image_filename.split('/').pop() || 'image';
  return uploadableImage(new File([blob], name, { type: blob.type || 'application/octet-stream' }));
}

/** An image as read before the delete: its file, or why it could not be read (its restore then fails with that). */
type ImageCopy = { image: PageImage; file: Promise<File> };

function copyImages(repository: Repository, images: readonly PageImage[]): ImageCopy[] {
  return images.map((image) => {
    const file = readGalleryImage(repository, image);
    // Read now; a failure is reported by the restore step that needs it, never as an unhandled rejection.
    file.catch(() => undefined);
    return { image, file };
  });
}

const uploadStep = (repository: Repository, copy: ImageCopy, pageId: () => number): RestoreStep => ({
  part: { kind: 'image', title: copy.image.image_title || copy.image.image_filename },
  async run() {
    const { image_title, image_description } = copy.image;
    await repository.pageImages.upload({ page_id: pageId(), image_title, image_description, image: await copy.file });
  },
});

/** Reads a gallery image's bytes, then answers the Undo that uploads it again to its page (the new image is its last). */
export async function pageImageUndo(repository: Repository, image: PageImage): Promise<Undo> {
  const [copy] = copyImages(repository, [image]);
  await copy!.file.catch(() => undefined);
  return undoOf(image.image_title || image.image_filename, { area: 'pageImages', method: 'upload' }, () => [
    { ...uploadStep(repository, copy!, () => image.page_id), essential: true },
  ]);
}

/**
 * Reads what deleting a page takes with it — its own gallery images (bytes too), the pages under it (they move up to
 * its parent) and the pages showing its gallery (they go back to their own) — and answers the Undo that re-creates the
 * page, uploads its images in their order and points those pages at the new page again.
 */
export async function pageUndo(repository: Repository, page: Page): Promise<Undo> {
  const pages = await repository.pages.list();
  const gallery = await repository.pageImages.gallery(page.id).catch(() => null);
  const own = gallery ? gallery.images.filter((image) => image.page_id === page.id) : [];
  const copies = copyImages(repository, own);
  await Promise.all(copies.map((copy) => copy.file.catch(() => undefined)));
  const children = pages.filter((other) => other.id !== page.id && other.parent_id === page.id);
  const borrowers = pages.filter(
    (other) => other.id !== page.id && other.gallery_inheritance_type === 'custom' && other.gallery_inheritance_id === page.id,
  );

  return undoOf(page.title, { area: 'pages', method: 'create' }, () => {
    let id = 0;
    const current = async (other: Page) => (await repository.pages.list()).find((stored) => stored.id === other.id) ?? other;
    const steps: RestoreStep[] = [
      {
        part: { kind: 'record', title: page.title },
        essential: true,
        async run() {
          const result = await repository.pages.create(pageInputOf(page));
          id = await newIdOf(result, async () => (await repository.pages.list()).find((stored) => stored.slug === page.slug)?.id);
        },
      },
      ...copies.map((copy) => uploadStep(repository, copy, () => id)),
      ...(gallery ? [] : [{ part: { kind: 'image', title: page.title }, run: () => Promise.reject(new Error('The gallery could not be read')) } satisfies RestoreStep]),
      ...children.map((child): RestoreStep => ({
        part: { kind: 'child', title: child.title },
        run: async () => void (await repository.pages.update(child.id, { ...pageInputOf(await current(child)), parent_id: id })),
      })),
      ...borrowers.map((borrower): RestoreStep => ({
        part: { kind: 'reference', title: borrower.title },
        run: async () =>
          void (await repository.pages.update(borrower.id, {
            ...pageInputOf(await current(borrower)),
            gallery_inheritance_type: 'custom',
            gallery_inheritance_id: id,
          })),
      })),
    ];
    return steps;
  });
}

/**
 * Answers the Undo of a navigation item about to be deleted: it re-creates the item with its order number under its
 * parent, then moves its sub-items (which the delete moved up a level) back under it, each at its own order number; a
 * sub-item deleted in the meantime is created again.
 */
export function navigationUndo(repository: Repository, item: NavigationNode): Undo {
  return undoOf(item.title, { area: 'navigation', method: 'create' }, () => {
    let id = 0;
    const stored = async () => flattenNavigation(await repository.navigation.tree({ includeInactive: true }));
    return [
      {
        part: { kind: 'record', title: item.title },
        essential: true,
        async run() {
          const result = await repository.navigation.create(navigationInputOf(item));
          id = await newIdOf(result, async () => (await stored()).find((node) => node.slug === item.slug)?.id);
        },
      },
      ...item.children.map((child): RestoreStep => ({
        part: { kind: 'child', title: child.title },
        async run() {
          const now = (await stored()).find((node) => node.id === child.id);
          const input = { ...navigationInputOf(now ?? child), parent_id: id, order_index: child.order_index };
          await (now ? repository.navigation.update(child.id, input) : repository.navigation.create(input));
        },
      })),
    ];
  });
}

/** A row of an ordered list: a slide, a service or a product (all have a title). */
export type OrderedRow = SliderItem | Service | Product | { id: number; title?: string };

const INPUT_FIELDS = {
  slider: Object.keys(SliderItemInputSchema.shape),
  services: Object.keys(ServiceInputSchema.shape),
  products: Object.keys(ProductInputSchema.shape),
} satisfies Record<OrderedAreaName, string[]>;

/** A stored row as its area's create takes it: the input fields only (no id, no version). */
function orderedInputOf(area: OrderedAreaName, record: object): never {
  const fields = new Set(INPUT_FIELDS[area].filter((field) => field !== 'expected_version'));
  return Object.fromEntries(Object.entries(record).filter(([field]) => fields.has(field))) as never;
}

/**
 * Reads the list's order before a slide, service or product is deleted, and answers the Undo that re-creates the row
 * and puts the list back in that order (the reorder call, with the new id where the old one was; rows added or
 * deleted in the meantime keep their places after it).
 */
export async function orderedUndo(repository: Repository, area: OrderedAreaName, record: OrderedRow): Promise<Undo> {
  const order = (await repository[area].list()).map((row) => row.id);
  const title = record.title ?? '';
  return undoOf(title, { area, method: 'create' }, () => {
    let id = 0;
    return [
      {
        part: { kind: 'record', title },
        essential: true,
        async run() {
          const before = new Set((await repository[area].list()).map((row) => row.id));
          const result = await repository[area].create(orderedInputOf(area, record));
          id = await newIdOf(result, async () => (await repository[area].list()).find((row) => !before.has(row.id))?.id);
        },
      },
      {
        part: { kind: 'order', title },
        async run() {
          const now = (await repository[area].list()).map((row) => row.id);
          const present = new Set(now);
          const wanted = order.map((old) => (old === record.id ? id : old)).filter((rowId) => present.has(rowId));
          const next = [...wanted, ...now.filter((rowId) => !wanted.includes(rowId))];
          if (next.some((rowId, index) => now[index] !== rowId)) await repository[area].reorder(next);
        },
      },
    ];
  });
}
