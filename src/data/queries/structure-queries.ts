import { queryOptions } from '@tanstack/react-query';
import { publicMessages } from '../../domain/messages';
import type { PageContentQuery, PageGallery, PageImage } from '../../domain/pages';
import { RepositoryError } from '../../domain/repository-error';
import { read } from '../query-client';
import { queryKeys } from '../query-keys';
import type { Repository } from '../repository';

/** The whole navigation tree: the public menu, related pages, the sitemap and the back office share this one query. */
export function navigationTreeQueryOptions(repository: Repository) {
  return queryOptions({
    queryKey: queryKeys.navigation.tree(),
    queryFn: read((signal) => repository.navigation.tree({ signal }), publicMessages.navigation.timeout),
  });
}

/** The tree Navigation Management shows: inactive items asked for too (include_inactive=1), so they stay manageable. */
export function adminNavigationTreeQueryOptions(repository: Repository) {
  return queryOptions({
    queryKey: queryKeys.navigation.adminTree(),
    queryFn: read((signal) => repository.navigation.tree({ signal, includeInactive: true })),
  });
}

/** A content page by slug or navigation type; no query (a route naming no page) reads as 'No content found'. */
export function pageContentQueryOptions(repository: Repository, query: PageContentQuery | null) {
  return queryOptions({
    queryKey: queryKeys.pages.content(query),
    queryFn: read((signal) =>
      query ? repository.pages.content(query, { signal }) : Promise.reject(new RepositoryError('not-found', publicMessages.page.noContent)),
    ),
  });
}

export type PublicGalleryImage = PageImage & { url: string };

/** A page's gallery as the public page shows it: each image with the URL an <img> loads. */
export function publicGalleryQueryOptions(repository: Repository, pageId: number) {
  return queryOptions({
    queryKey: queryKeys.pageImages.publicGallery(pageId),
    meta: { failureLog: 'Failed to load page images:' },
    queryFn: read(async (signal): Promise<PublicGalleryImage[]> => {
      const { images } = await repository.pageImages.gallery(pageId, { signal });
      return Promise.all(
        images.map(async (image) => ({ ...image, url: await repository.files.imageUrl('page_images', image.image_filename) })),
      );
    }),
  });
}

export type AdminGallery = PageGallery & { urls: string[] };

/** A page's gallery in Page Management: the images, where they come from, and their URLs. */
export function adminGalleryQueryOptions(repository: Repository, pageId: number) {
  return queryOptions({
    queryKey: queryKeys.pageImages.gallery(pageId),
    queryFn: read(async (signal): Promise<AdminGallery> => {
      const gallery = await repository.pageImages.gallery(pageId, { signal });
      const urls = await Promise.all(gallery.images.map((image) => repository.files.imageUrl('page_images', image.image_filename)));
      return { ...gallery, urls };
    }),
  });
}

/** Every page (Page Management). */
export function pagesQueryOptions(repository: Repository) {
  return queryOptions({ queryKey: queryKeys.pages.list(), queryFn: read((signal) => repository.pages.list({ signal })) });
}

/** The pages a gallery can be inherited from. */
export function galleryInheritanceQueryOptions(repository: Repository) {
  return queryOptions({
    queryKey: queryKeys.pages.galleryInheritance(),
    queryFn: read((signal) => repository.pages.listForGalleryInheritance({ signal })),
  });
}

/** The URL an <img> shows for a stored image filename. */
export function imageUrlQueryOptions(repository: Repository, kind: 'page_images' | 'slider', filename: string) {
  return queryOptions({
    queryKey: queryKeys.files.imageUrl(kind, filename),
    queryFn: read(() => repository.files.imageUrl(kind, filename)),
    staleTime: Infinity,
  });
}
