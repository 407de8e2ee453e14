import type { DownloadedFile, ImageKind } from '../../src/data/repository';
import { DEFAULT_IMAGE_FOLDERS, imageFileUrl } from '../../src/domain/image-location';
import { ruleMessages } from '../../src/domain/messages';
import { RepositoryError } from '../../src/domain/repository-error';
import { rasterImageType, UPLOAD_HEAD_BYTES } from '../../src/domain/upload-rules';
import { blobToDataUrl, readBlobBytes } from './data-url';
import type { RecordStore } from './record-store';
import { type FileFolder, isPlainFileName, type NameEntropy, uniqueFileName } from './unique-file-name';

/** Uploaded files (page images, slider images, resumes) as the repository sees them: by folder and stored name. */
export type FileStorage = {
  /** Stores an upload under `<folder>/<unique safe name>` and answers the stored name. */
  save(folder: FileFolder, file: Blob, originalName: string): Promise<string>;
  /** The stored bytes; 'not-found' (File not found) when the store does not hold them. */
  read(folder: FileFolder, name: string): Promise<DownloadedFile>;
  /** An object URL for a stored image, else the static seed image under imagesBase. */
  url(kind: ImageKind, name: string): Promise<string>;
  remove(folder: FileFolder, name: string): Promise<void>;
  /** Drops every cached URL (after the whole dataset was replaced). */
  forgetUrls(): void;
};

const fileNotFound = () => new RepositoryError('not-found', ruleMessages.fileNotFound, { status: 404 });

const randomEntropy = (): NameEntropy => ({ time: Date.now(), random: Math.random() });

// A generated name clashing with a stored one is practically impossible; a few retries make it impossible to overwrite.
const NAME_ATTEMPTS = 5;

async function toUrl(blob: Blob): Promise<string> {
  if (typeof URL.createObjectURL === 'function') {
    try {
      return URL.createObjectURL(blob);
    } catch {
      // Some test DOMs reject foreign Blob implementations; a data: URL shows the same image.
    }
  }
  return blobToDataUrl(blob);
}

/**
 * A stored image as a Blob typed by its content, or null when it is not a raster image. An object URL of an SVG or
 * HTML blob would open as a same-origin document ("Open image in new tab") and run its script.
 */
export async function servableImage(blob: Blob): Promise<Blob | null> {
  const type = rasterImageType(await readBlobBytes(blob.slice(0, UPLOAD_HEAD_BYTES)));
  if (type === null) return null;
  return blob.type === type ? blob : blob.slice(0, blob.size, type);
}

function release(url: string) {
  if (url.startsWith('blob:') && typeof URL.revokeObjectURL === 'function') URL.revokeObjectURL(url);
}

export function createFileStorage(
  store: RecordStore,
  imagesBase: string,
  entropy: () => NameEntropy = randomEntropy,
): FileStorage {
  // One URL per stored path, so an <img> re-rendered many times does not mint (and leak) a new object URL each time.
  const urls = new Map<string, Promise<string>>();

  const forget = (path: string) => {
    const cached = urls.get(path);
    urls.delete(path);
    void cached?.then(release, () => undefined);
  };

  return {
    async save(folder, file, originalName) {
      for (let attempt = 0; attempt < NAME_ATTEMPTS; attempt += 1) {
        const name = uniqueFileName(originalName, entropy(), file.type);
        const path = `${folder}/${name}`;
        if (await store.getFile(path)) continue;
        await store.putFile({ path, name: originalName || name, type: file.type, blob: file });
        return name;
      }
      throw new RepositoryError('server', 'Could not find a free file name', { status: 500 });
    },

    async read(folder, name) {
      if (!isPlainFileName(name)) throw fileNotFound();
      const stored = await store.getFile(`${folder}/${name}`);
      if (!stored) throw fileNotFound();
      return { blob: stored.blob, filename: stored.name || name };
    },

    async url(kind, name) {
      const fallback = imageFileUrl(imagesBase, DEFAULT_IMAGE_FOLDERS[kind], name);
      if (!isPlainFileName(name)) return fallback;
      const path = `${kind}/${name}`;
      const cached = urls.get(path);
      if (cached) return cached;
      // Only stored files are cached: a static seed name may later be uploaded and stored under the same path.
      const stored = await store.getFile(path);
      if (!stored) return fallback;
      const image = await servableImage(stored.blob);
      if (!image) return fallback;
      // A concurrent call for the same path may have cached its URL while this one was reading.
      const url = urls.get(path) ?? toUrl(image);
      urls.set(path, url);
      return url;
    },

    async remove(folder, name) {
      if (!isPlainFileName(name)) return;
      const path = `${folder}/${name}`;
      forget(path);
      await store.removeFile(path);
    },

    forgetUrls() {
      for (const path of [...urls.keys()]) forget(path);
    },
  };
}
