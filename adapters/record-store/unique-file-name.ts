import { slugify } from '../../src/domain/slug';

/** Where a stored file lives; also the first segment of its store path ("slider/x.png"). */
export type FileFolder = 'page_images' | 'slider' | 'resumes';

/** What makes a generated name unique: a time (ms) and a random number in [0, 1), passed in so the helper stays pure. */
export type NameEntropy = { time: number; random: number };

const MAX_BASE_LENGTH = 60;

// Uploads from some browsers and tools carry no extension; a few common image types still get a usable one.
const EXTENSION_BY_TYPE: Readonly<Record<string, string>> = {
  'image/jpeg': '.jpg',
  'image/png': '.png',
  'image/gif': '.gif',
  'image/webp': '.webp',
  'image/svg+xml': '.svg',
  'image/avif': '.avif',
  'application/pdf': '.pdf',
};

/** The lower-case extension of a file name with its dot (".pdf"), or '' when it has none. */
export function fileExtension(name: string): string {
  const base = name.split(/[/\\]/).pop() ?? '';
  const dot = base.lastIndexOf('.');
  if (dot <= 0 || dot === base.length - 1) return '';
  const extension = base.slice(dot).toLowerCase();
  return /^\.[a-z0-9]{1,10}$/.test(extension) ? extension : '';
}

/**
 * A safe, unique stored name for an uploaded file: the slugified original base name plus a time and random suffix,
 * keeping the extension (or one derived from the MIME type). "Gate Photo (1).JPG" -> "gate-photo-1-m3k2x1-4fzyo8.jpg".
 * Nothing of the original name survives that could escape the folder or break a URL.
 */
export function uniqueFileName(originalName: string, entropy: NameEntropy, type = ''): string {
  const fileName = originalName.split(/[/\\]/).pop() ?? '';
  const extension = fileExtension(fileName) || (EXTENSION_BY_TYPE[type.toLowerCase()] ?? '');
  const rawBase = fileExtension(fileName) ? fileName.slice(0, fileName.lastIndexOf('.')) : fileName;
  const base =
    // Stored names stay ASCII (safe on every file system and in every URL): letters of other scripts are left out.
    slugify(rawBase.replace(/[_.\s]+/g, ' ').trim())
      .replace(/[^a-z0-9-]/g, '')
      .replace(/-+/g, '-')
      .slice(0, MAX_BASE_LENGTH)
      .replace(/^-+|-+$/g, '') || 'file';
  const time = Math.max(0, Math.floor(entropy.time)).toString(36);
  const random = Math.floor(Math.min(Math.max(entropy.random, 0), 0.999999999) * 36 ** 6)
    .toString(36)
    .padStart(6, '0');
  return `${base}-${time}-${random}${extension}`;
}

/**
 * A name a caller may ask for (download_resume.php?file=, image filenames): one plain path segment, so a request can
 * never reach outside its folder ("../x", "a/b", "..").
 */
export function isPlainFileName(name: string): boolean {
  return (
    name.length > 0 &&
    name.length <= 255 &&
    name !== '.' &&
    name !== '..' &&
    !name.includes('/') &&
    !name.includes('\\') &&
    !name.includes('\0')
  );
}
