import type { Repository } from '../../src/data/repository';
import { MAX_PAGE_IMAGES } from '../../src/domain/constants';
import { canEditGallery, pagesBorrowingGallery, resolveGallery } from '../../src/domain/gallery';
import { adminMessages, entityLabels, publicMessages, ruleMessages, serverMessages } from '../../src/domain/messages';
import { findPageContent } from '../../src/domain/page-lookup';
import { type Page, type PageInput, PageImageUploadInputSchema, PageInputSchema } from '../../src/domain/pages';
import { RepositoryError } from '../../src/domain/repository-error';
import { parseInput } from '../../src/domain/schema-helpers';
import { pageSlugProblem } from '../../src/domain/slug';
import { refuseStaleSave, withoutVersion } from '../../src/domain/record-version';
import type { AreaContext } from './area-context';
import { byId, checkUpload, done, isUpload, requireRecord, ruleBroken, uploadName } from './record-rules';

const PAGE = 'Page';

/** The title of the page a custom gallery shows; '' for other gallery types (get_pages.php's gallery_source_name). */
function sourceName(page: Pick<Page, 'gallery_inheritance_type' | 'gallery_inheritance_id'>, pages: readonly Page[]) {
  if (page.gallery_inheritance_type !== 'custom' || page.gallery_inheritance_id === null) return '';
  return pages.find((p) => p.id === page.gallery_inheritance_id)?.title ?? '';
}

/**
 * References must point at stored pages; the source id only means something for a custom gallery; the slug is no
 * other page's (compared as the public route compares them), or the page would be unreachable at its address.
 */
function checkPageInput(input: PageInput, pages: readonly Page[], ownId: number | null = null): PageInput {
  const slugProblem = pageSlugProblem(input.slug, pages, ownId);
  if (slugProblem) throw ruleBroken(slugProblem);
  if (input.parent_id !== null && !pages.some((p) => p.id === input.parent_id)) {
    throw ruleBroken(ruleMessages.notFound('Parent page'));
  }
  if (input.gallery_inheritance_type !== 'custom') return { ...input, gallery_inheritance_id: null };
  if (!pages.some((p) => p.id === input.gallery_inheritance_id)) throw ruleBroken(ruleMessages.notFound('Source page'));
  return input;
}

export function createPagesArea({ store, files, now }: AreaContext): Repository['pages'] {
  const sortedPages = async () => (await store.list('pages')).sort(byId);

  return {
    async list() {
      const pages = await sortedPages();
      return pages.map((page) => ({ ...page, gallery_source_name: sourceName(page, pages) }));
    },

    async listForGalleryInheritance() {
      return (await sortedPages()).map(({ id, title }) => ({ id, title }));
    },

    async content(query) {
      const [pages, navigation] = await Promise.all([store.list('pages'), store.list('navigation')]);
      const content = findPageContent(query, pages, navigation);
      if (!content) throw new RepositoryError('not-found', publicMessages.page.noContent, { status: 404 });
      return content;
    },

    async create(raw) {
      const pages = await store.list('pages');
      const input = withoutVersion(checkPageInput(parseInput(PageInputSchema, raw), pages));
      const timestamp = now();
      const id = await store.add('pages', {
        ...input,
        gallery_source_name: sourceName(input, pages),
        created_at: timestamp,
        updated_at: timestamp,
      });
      return done(adminMessages.pages.created, id);
    },

    async update(id, raw) {
      const { expected_version: expected, ...parsed } = parseInput(PageInputSchema, raw);
      const existing = await requireRecord(store, 'pages', id, PAGE);
      refuseStaleSave('page', expected, existing);
      const pages = await store.list('pages');
      const input = checkPageInput(parsed, pages, id);
      await store.put('pages', {
        ...input,
        id,
        gallery_source_name: sourceName(input, pages),
        created_at: existing.created_at,
        updated_at: now(),
      });
      return done(adminMessages.pages.updated);
    },

    async remove(id) {
      const page = await requireRecord(store, 'pages', id, PAGE);
      // A page takes its own gallery (records and files) with it; its child pages move up to its parent so none is
      // left pointing at a missing page. Pages showing its gallery as their custom source go back to their own
      // gallery ('none': never another page's images they did not choose), so saving them later cannot fail.
      const images = (await store.list('pageImages')).filter((image) => image.page_id === id);
      for (const image of images) {
        await store.remove('pageImages', image.id);
        await files.remove('page_images', image.image_filename);
      }
      const others = (await store.list('pages')).filter((other) => other.id !== id);
      const changed = others
        .filter((other) => other.parent_id === id || pagesBorrowingGallery([other], id).length > 0)
        .map((other) => {
          const moved = other.parent_id === id ? { ...other, parent_id: page.parent_id } : other;
          return pagesBorrowingGallery([moved], id).length > 0
            ? { ...moved, gallery_inheritance_type: 'none' as const, gallery_inheritance_id: null, gallery_source_name: '' }
            : moved;
        });
      if (changed.length > 0) await store.bulkPut('pages', changed);
      await store.remove('pages', id);
      return done(adminMessages.pages.deleted);
    },
  };
}

export function createPageImagesArea({ store, files, now }: AreaContext): Repository['pageImages'] {
  return {
    async gallery(pageId) {
      const page = await requireRecord(store, 'pages', pageId, PAGE);
      const [pages, images] = await Promise.all([store.list('pages'), store.list('pageImages')]);
      return resolveGallery(page, pages, images.sort(byId));
    },

    async upload(raw) {
      const input = parseInput(PageImageUploadInputSchema, raw);
      const image: unknown = raw.image;
      if (!isUpload(image)) throw ruleBroken(ruleMessages.required('Image'));
      await checkUpload('gallery-image', image);
      const page = await requireRecord(store, 'pages', input.page_id, PAGE);
      if (!canEditGallery(page)) throw ruleBroken(ruleMessages.galleryCustomReadOnly);
      const own = (await store.list('pageImages')).filter((stored) => stored.page_id === page.id);
      if (own.length >= MAX_PAGE_IMAGES) throw ruleBroken(ruleMessages.maxPageImages);

      const filename = await files.save('page_images', image, uploadName(image));
      try {
        const id = await store.add('pageImages', {
          page_id: page.id,
          image_filename: filename,
          image_title: input.image_title,
          image_description: input.image_description,
          created_at: now(),
        });
        return done(serverMessages.imageUploaded, id);
      } catch (error) {
        await files.remove('page_images', filename);
        throw error;
      }
    },

    async remove(id) {
      const image = await requireRecord(store, 'pageImages', id, entityLabels.pageImage);
      const page = await store.get('pages', image.page_id);
      if (page && !canEditGallery(page)) throw ruleBroken(ruleMessages.galleryCustomReadOnly);
      await store.remove('pageImages', id);
      await files.remove('page_images', image.image_filename);
      return done(serverMessages.imageDeleted);
    },
  };
}
