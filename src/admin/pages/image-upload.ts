import { GALLERY_IMAGE_EXTENSIONS, GALLERY_IMAGE_TYPES, uploadFactsProblem } from '../../domain/upload-rules';

/** The image title a chosen file suggests: its name without the extension (admin spec 5). */
export function titleFromFileName(name: string): string {
  const dot = name.lastIndexOf('.');
  return (dot > 0 ? name.slice(0, dot) : name).trim();
}

/** The file input's accept list: raster images only (an SVG can carry script). */
export const GALLERY_IMAGE_ACCEPT = [...GALLERY_IMAGE_TYPES, ...GALLERY_IMAGE_EXTENSIONS].join(',');

/**
 * Only raster image files of at most 5 MB go into a gallery (admin spec 5); the store checks the same rule again, and
 * the file's content. Returns the message to show, or null.
 */
export function galleryImageProblem(file: Pick<File, 'name' | 'size' | 'type'>): string | null {
  return uploadFactsProblem('gallery-image', file);
}
