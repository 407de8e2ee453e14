/**
 * An image's pixel size, carried in its file name. The .php contract has no width or height fields, so the upload
 * pipeline (src/admin/shared/web-image) names what it sends "gate.2560x1920.webp"; a server that renames the file the
 * way this project's store does ("gate-2560x1920-m3k2x1-4fzyo8.webp") keeps the marker as a segment of its own. The
 * public site reads it back to give every stored image its width and height before it loads (no layout shift).
 */

export type ImageDimensions = { width: number; height: number };

/** The largest side a marker may claim: anything larger is not a size this site ever wrote. */
const MAX_SIDE = 20_000;

// A marker is a segment of its own: after the start, a dot, a dash or an underscore, and before one of them.
const MARKER = /(?:^|[._-])(\d{1,5})x(\d{1,5})(?=[._-])/gi;

/**
 * The width and height a file name carries (the last marker wins: a server's own suffix comes after it), or null when
 * it carries none. Only a path's last segment counts, and only before its query or hash.
 */
export function imageDimensionsFromName(name: string): ImageDimensions | null {
  const base = (name.split(/[?#]/)[0] ?? '').split('/').pop() ?? '';
  let found: ImageDimensions | null = null;
  for (const match of base.matchAll(MARKER)) {
    const width = Number(match[1]);
    const height = Number(match[2]);
    if (width >= 1 && height >= 1 && width <= MAX_SIDE && height <= MAX_SIDE) found = { width, height };
  }
  return found;
}

/**
 * The name a re-encoded image is sent under: the original base name (without any earlier marker), its new size and the
 * extension of its new type. "IMG_2041.JPG" as a 2560×1920 WebP -> "IMG_2041.2560x1920.webp".
 */
export function nameWithDimensions(originalName: string, { width, height }: ImageDimensions, extension: string): string {
  const fileName = originalName.split(/[/\\]/).pop() ?? '';
  const dot = fileName.lastIndexOf('.');
  const base = (dot >= 0 ? fileName.slice(0, dot) : fileName).replace(/[._-]\d{1,5}x\d{1,5}$/i, '').trim() || 'image';
  return `${base}.${Math.round(width)}x${Math.round(height)}${extension.startsWith('.') ? extension : `.${extension}`}`;
}

/**
 * The width and height attributes of a stored image: the size its name carries, else the box it is shown in (its
 * aspect ratio reserves the room; once the image arrives, the browser uses the image's own ratio where CSS lets it).
 */
export function imageSizeAttributes(name: string | null | undefined, box: ImageDimensions): ImageDimensions {
  return (name ? imageDimensionsFromName(name) : null) ?? box;
}
