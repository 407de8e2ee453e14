/**
 * Conversions between stored file bytes and the data: URLs exports and db.json carry (StoredFileSchema).
 * Only web APIs every runtime has (atob/btoa, Blob): no Buffer, so the same code runs in the browser and in Node.
 */

const CHUNK = 0x8000;

/** The bytes of a Blob. jsdom's Blob has no arrayBuffer(), so its FileReader is used there. */
export async function readBlobBytes(blob: Blob): Promise<Uint8Array<ArrayBuffer>> {
  if (typeof blob.arrayBuffer === 'function') return new Uint8Array(await blob.arrayBuffer());
  if (typeof FileReader === 'function') {
    const buffer = await new Promise<ArrayBuffer>((resolve, reject) => {
      const reader = new FileReader();
      reader.onload = () => resolve(reader.result as ArrayBuffer);
      reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
      reader.readAsArrayBuffer(blob);
    });
    return new Uint8Array(buffer);
  }
  return new Uint8Array(await new Response(blob).arrayBuffer());
}

export function bytesToBase64(bytes: Uint8Array): string {
  let binary = '';
  // Chunks keep String.fromCharCode within the engine's argument limit for multi-megabyte files.
  for (let offset = 0; offset < bytes.length; offset += CHUNK) {
    binary += String.fromCharCode(...bytes.subarray(offset, offset + CHUNK));
  }
  return btoa(binary);
}

export function base64ToBytes(base64: string): Uint8Array<ArrayBuffer> {
  const binary = atob(base64.replace(/\s+/g, ''));
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

/** A base64 data: URL of the bytes; `type` defaults to the blob's own type. */
export async function blobToDataUrl(blob: Blob, type: string = blob.type): Promise<string> {
  const bytes = await readBlobBytes(blob);
  return `data:${type || 'application/octet-stream'};base64,${bytesToBase64(bytes)}`;
}

/** Splits a data: URL (base64 or percent-encoded) into its media type and bytes; throws on anything else. */
export function parseDataUrl(dataUrl: string): { type: string; bytes: Uint8Array<ArrayBuffer> } {
  const match = /^data:([^,]*),(.*)$/s.exec(dataUrl);
  if (!match) throw new Error('Not a data: URL');
  const meta = match[1] ?? '';
  const payload = match[2] ?? '';
  const isBase64 = /;base64$/i.test(meta);
  const type = isBase64 ? meta.slice(0, -';base64'.length) : meta;
  if (isBase64) return { type, bytes: base64ToBytes(payload) };
  const encoded = new TextEncoder().encode(decodeURIComponent(payload));
  // Copied so the bytes belong to this realm's Uint8Array (jsdom swaps some globals).
  const bytes = new Uint8Array(encoded.length);
  bytes.set(encoded);
  return { type, bytes };
}

/** The Blob a data: URL holds; `type` overrides the URL's media type (StoredFile.type is the source of truth). */
export function dataUrlToBlob(dataUrl: string, type?: string): Blob {
  const parsed = parseDataUrl(dataUrl);
  return new Blob([parsed.bytes], { type: type ?? parsed.type });
}
