import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { imageMetadata } from './image-metadata';

const FIXTURE = join(import.meta.dirname, '../../../../tests/fixtures/images/phone-portrait-exif6-gps.jpg');
const photo = new Uint8Array(readFileSync(FIXTURE));

/** The fixture without its EXIF segment (it sits right after the start-of-image marker). */
function withoutExif(bytes: Uint8Array): Uint8Array {
  const length = (bytes[4]! << 8) | bytes[5]!;
  return new Uint8Array([...bytes.subarray(0, 2), ...bytes.subarray(4 + length)]);
}

const chunk = (type: string, data: string) => {
  const bytes = [...new TextEncoder().encode(data)];
  const length = bytes.length;
  return [(length >>> 24) & 255, (length >>> 16) & 255, (length >>> 8) & 255, length & 255, ...[...type].map((c) => c.charCodeAt(0)), ...bytes, 0, 0, 0, 0];
};
const png = (...chunks: number[][]) => new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...chunks.flat()]);

describe('imageMetadata', () => {
  it('finds the EXIF block of a phone photo', () => {
    expect(imageMetadata(photo)).toEqual(['exif']);
  });

  it('finds none in the same JPEG without it', () => {
    expect(imageMetadata(withoutExif(photo))).toEqual([]);
  });

  it('finds XMP, IPTC and comments in a JPEG', () => {
    const segment = (marker: number, text: string) => {
      const body = [...new TextEncoder().encode(text)];
      return [0xff, marker, ((body.length + 2) >> 8) & 255, (body.length + 2) & 255, ...body];
    };
    const jpeg = new Uint8Array([0xff, 0xd8, ...segment(0xe1, 'http://ns.adobe.com/xap/1.0/\0<x/>'), ...segment(0xed, 'Photoshop 3.0'), ...segment(0xfe, 'hi'), 0xff, 0xda, 0, 2]);
    expect(imageMetadata(jpeg)).toEqual(['xmp', 'iptc', 'comment']);
  });

  it('reads PNG chunks: eXIf, XMP and text; a plain PNG has none', () => {
    expect(imageMetadata(png(chunk('IHDR', '0123456789abc'), chunk('IDAT', 'x'), chunk('IEND', '')))).toEqual([]);
    expect(imageMetadata(png(chunk('IHDR', '0123456789abc'), chunk('eXIf', 'MM'), chunk('iTXt', 'XML:com.adobe.xmp\0'), chunk('tEXt', 'Author\0me'), chunk('IEND', '')))).toEqual([
      'exif',
      'xmp',
      'text',
    ]);
  });

  it('reads WebP chunks (an odd-sized chunk is padded to an even length)', () => {
    const riff = (type: string, size: number) => [...[...type].map((c) => c.charCodeAt(0)), size & 255, (size >> 8) & 255, 0, 0, ...new Array<number>(size + (size % 2)).fill(0)];
    const webp = new Uint8Array([...'RIFF'].map((c) => c.charCodeAt(0)).concat([0, 0, 0, 0], [...'WEBP'].map((c) => c.charCodeAt(0)), riff('VP8 ', 4), riff('EXIF', 3), riff('XMP ', 2)));
    expect(imageMetadata(webp)).toEqual(['exif', 'xmp']);
  });

  it('reports nothing for other formats and survives truncated files', () => {
    expect(imageMetadata(new TextEncoder().encode('GIF89a'))).toEqual([]);
    expect(imageMetadata(photo.subarray(0, 30))).toEqual(['exif']);
    expect(imageMetadata(new Uint8Array([0xff, 0xd8]))).toEqual([]);
  });
});
