import { safeUrl } from './url';

/** Where an image file lives: page gallery images and slider/red-section images (public spec 3, admin spec 4). */
export type ImageKind = 'page_images' | 'slider';

/**
 * The folder under the images base that holds each kind of image. The public spec names `page_images/`; it names no
 * folder for slider images, so that one is configurable (VITE_SLIDER_IMAGES_PATH): the demo serves them from
 * `slider/`, a server that keeps them at the images base itself uses ''.
 */
export type ImageFolders = Record<ImageKind, string>;

export const DEFAULT_IMAGE_FOLDERS: ImageFolders = { page_images: 'page_images', slider: 'slider' };

/** A folder setting as a path segment: surrounding slashes and spaces dropped, so '/', '' and '.' mean the base. */
export function imageFolder(raw: string): string {
  const folder = raw.trim().replace(/^[./]+|\/+$/g, '');
  return folder;
}

/**
 * The URL of a stored image. A stored value that is already a URL (a server may store what its upload answered: an
 * absolute http(s) URL or a /rooted path) is used as it is when it passes the allow-list; a plain file name is
 * looked up under `{images base}/{folder}/`.
 */
export function imageFileUrl(imagesBase: string, folder: string, stored: string): string {
  const value = stored.trim();
  if (/^https?:\/\//i.test(value) || value.startsWith('/')) return safeUrl(value) ?? '';
  const base = imagesBase.replace(/\/+$/, '');
  const dir = imageFolder(folder);
  return `${base}/${dir ? `${dir}/` : ''}${encodeURIComponent(value)}`;
}
