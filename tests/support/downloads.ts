import { vi } from 'vitest';

/**
 * For component tests: records what saveFile() hands to the browser. jsdom has no object URLs and does not download,
 * so URL.createObjectURL/revokeObjectURL are stubbed and the temporary link's click() captures Blob and file name.
 */
export type SavedDownload = { blob: Blob; filename: string };

function ensureMethod(name: 'createObjectURL' | 'revokeObjectURL') {
  if (typeof URL[name] !== 'function') {
    Object.defineProperty(URL, name, { configurable: true, writable: true, value: () => '' });
  }
}

export function captureDownloads(): SavedDownload[] {
  ensureMethod('createObjectURL');
  ensureMethod('revokeObjectURL');
  const blobs = new Map<string, Blob>();
  const saved: SavedDownload[] = [];
  vi.spyOn(URL, 'createObjectURL').mockImplementation((object: Blob | MediaSource) => {
    const url = `blob:http://localhost/download-${blobs.size + 1}`;
    blobs.set(url, object as Blob);
    return url;
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    const blob = blobs.get(this.href);
    if (blob) saved.push({ blob, filename: this.download });
  });
  return saved;
}

/** The bytes of a Blob from either realm: Node's Blob has arrayBuffer(), jsdom's only FileReader. */
export async function blobBytes(blob: Blob): Promise<Uint8Array> {
  if (typeof blob.arrayBuffer === 'function') return new Uint8Array(await blob.arrayBuffer());
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('Could not read the Blob'));
    reader.readAsArrayBuffer(blob);
  });
}
