import { isSiteRelativeUrl, safeUrl } from './url';

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

/** Where the specs put the images base (public spec: images base /images): the path seed content and servers store. */
export const STORED_IMAGES_PATH = '/images';

/** Image previews a browser makes itself (an inline data: image, an object URL): used as they are. */
const PREVIEW = /^(data:image\/(png|jpe?g|gif|webp|svg\+xml)[;,]|blob:)/i;

/**
 * A stored site-relative image path (`/images/product-1.svg`) on an images base at another origin, as an absolute URL
 * there; null when the value is no such path, or when the images base is itself site-relative (the stored path is
 * then already on the site, where that base is). A path under the images base's own path is read on its origin; one
 * under /images, the spec's images base, in the configured base (`/images/a/b.png` on
 * `https://cdn.example.com/media` is `https://cdn.example.com/media/a/b.png`). Any other site path (the site's own
 * files under `{base path}site/`, a page address in structured data) is the site's, and is left alone.
 */
export function imagesBaseUrl(stored: string, imagesBase: string): string | null {
  const value = stored.trim();
  if (!isSiteRelativeUrl(value) || !/^https?:\/\//i.test(imagesBase.trim())) return null;
  let base: URL;
  try {
    base = new URL(imagesBase.trim());
  } catch {
    return null;
  }
  const basePath = base.pathname.replace(/\/+$/, '');
  const under = (path: string) => value === path || value.startsWith(`${path}/`);
  if ((basePath !== '' && under(basePath)) || (basePath === '' && under(STORED_IMAGES_PATH))) return `${base.origin}${value}`;
  if (under(STORED_IMAGES_PATH)) return `${base.origin}${basePath}${value.slice(STORED_IMAGES_PATH.length)}`;
  return null;
}

/**
 * The one resolver of an image that content names (a product's, service's or team member's image_url, a slide's
 * stored URL, a share image): an absolute http(s) URL as it is when it passes the allow-list; a browser's own preview
 * (data: image, blob:) as it is; a site-relative path on the images base when that base is on another origin
 * (imagesBaseUrl), else as it is. '' when it is no image address (javascript:, a protocol-relative //host).
 */
export function storedImageUrl(stored: string, imagesBase: string): string {
  const value = stored.trim();
  if (PREVIEW.test(value)) return value;
  return imagesBaseUrl(value, imagesBase) ?? safeUrl(value) ?? '';
}

/**
 * The URL of a stored image. A stored value that is already a URL (a server may store what its upload answered: an
 * absolute http(s) URL or a /rooted path) is resolved by storedImageUrl; a plain file name is looked up under
 * `{images base}/{folder}/`.
 */
export function imageFileUrl(imagesBase: string, folder: string, stored: string): string {
  const value = stored.trim();
  if (/^https?:\/\//i.test(value) || value.startsWith('/')) return storedImageUrl(value, imagesBase);
  const base = imagesBase.replace(/\/+$/, '');
  const dir = imageFolder(folder);
  return `${base}/${dir ? `${dir}/` : ''}${encodeURIComponent(value)}`;
}
