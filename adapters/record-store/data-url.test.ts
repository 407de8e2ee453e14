import { describe, expect, it } from 'vitest';
import { base64ToBytes, blobToDataUrl, bytesToBase64, dataUrlToBlob, parseDataUrl } from './data-url';

describe('data: URL conversion', () => {
  it('turns a Blob into a base64 data: URL of its type', async () => {
    const blob = new Blob(['%PDF-1.4 hello'], { type: 'application/pdf' });
    expect(await blobToDataUrl(blob)).toBe(`data:application/pdf;base64,${btoa('%PDF-1.4 hello')}`);
    expect(await blobToDataUrl(new Blob(['x']))).toBe(`data:application/octet-stream;base64,${btoa('x')}`);
  });

  it('round-trips binary bytes of every value unchanged', async () => {
    const bytes = new Uint8Array(256 * 3);
    for (let index = 0; index < bytes.length; index += 1) bytes[index] = index % 256;
    const url = await blobToDataUrl(new Blob([bytes], { type: 'image/png' }));
    const back = dataUrlToBlob(url);
    expect(back.type).toBe('image/png');
    expect(new Uint8Array(await back.arrayBuffer())).toEqual(bytes);
  });

  it('handles files larger than one conversion chunk', async () => {
    const bytes = new Uint8Array(100_000).map((_, index) => (index * 7) % 251);
    const decoded = base64ToBytes(bytesToBase64(bytes));
    expect(decoded.length).toBe(bytes.length);
    expect(decoded.every((value, index) => value === bytes[index])).toBe(true);
    const back = dataUrlToBlob(await blobToDataUrl(new Blob([bytes])));
    expect(back.size).toBe(100_000);
  });

  it('reads percent-encoded data: URLs and lets the stored type override the URL type', async () => {
    const parsed = parseDataUrl('data:image/svg+xml,%3Csvg%20xmlns%3D%22x%22%2F%3E');
    expect(parsed.type).toBe('image/svg+xml');
    expect(new TextDecoder().decode(parsed.bytes)).toBe('<svg xmlns="x"/>');
    const blob = dataUrlToBlob('data:text/plain;base64,aGk=', 'application/pdf');
    expect(blob.type).toBe('application/pdf');
    expect(await blob.text()).toBe('hi');
  });

  it('refuses text that is not a data: URL', () => {
    expect(() => parseDataUrl('https://example.com/x.png')).toThrow();
    expect(() => parseDataUrl('data:image/png;base64,***')).toThrow();
  });
});
