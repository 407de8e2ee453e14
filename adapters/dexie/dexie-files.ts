import type { StoredFile } from '../../src/domain/dataset';
import { blobToDataUrl, dataUrlToBlob, parseDataUrl, readBlobBytes } from '../record-store/data-url';
import type { StoredBlob } from '../record-store/record-store';
import type { FileRow } from './dexie-schema';

/**
 * Whether IndexedDB can keep this Blob as a Blob. Browsers and Node can; jsdom's Blob (component tests) comes back
 * from structured cloning as an empty object, so its bytes must be stored instead.
 */
function survivesCloning(blob: Blob): boolean {
  if (typeof structuredClone !== 'function') return true;
  try {
    const tag = Object.prototype.toString.call(structuredClone(blob));
    return tag === '[object Blob]' || tag === '[object File]';
  } catch {
    return false;
  }
}

function isBlob(value: Blob | ArrayBuffer): value is Blob {
  return typeof (value as Blob).size === 'number' && typeof (value as Blob).type === 'string';
}

export async function toFileRow(file: StoredBlob): Promise<FileRow> {
  const content = survivesCloning(file.blob) ? file.blob : (await readBlobBytes(file.blob)).buffer;
  return { path: file.path, name: file.name, type: file.type, size: file.blob.size, content };
}

export function fromFileRow(row: FileRow): StoredBlob {
  const blob = isBlob(row.content) ? row.content : new Blob([row.content], { type: row.type });
  return { path: row.path, name: row.name, type: row.type, blob };
}

/** An exported file: the bytes as a base64 data: URL. */
export async function storedFileFromRow(row: FileRow): Promise<StoredFile> {
  const { blob } = fromFileRow(row);
  return { path: row.path, name: row.name, type: row.type, size: blob.size, data_url: await blobToDataUrl(blob, row.type) };
}

/** An imported file back to bytes (the dataset was validated, so its data: URL parses). */
export function rowFromStoredFile(file: StoredFile): Promise<FileRow> {
  const blob = dataUrlToBlob(file.data_url, file.type);
  return toFileRow({ path: file.path, name: file.name, type: file.type, blob });
}

/** An imported file as a row holding its bytes (the dataset was checked, so its data: URL parses). */
export function importedFileRow(file: StoredFile): FileRow {
  const { bytes } = parseDataUrl(file.data_url);
  return { path: file.path, name: file.name, type: file.type, size: bytes.byteLength, content: bytes.buffer };
}
