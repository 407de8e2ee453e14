/**
 * Which metadata an image file carries, read from its bytes without decoding it: a file that carries none (and is
 * small enough) may be sent as it is; one that does is re-encoded, which leaves all of it behind. Phones write the GPS
 * position of where a photo was taken into its EXIF block.
 */

export type MetadataKind = 'exif' | 'xmp' | 'iptc' | 'comment' | 'text';

const ascii = (bytes: Uint8Array, start: number, length: number) =>
  String.fromCharCode(...bytes.subarray(start, Math.min(start + length, bytes.length)));

function jpegMetadata(bytes: Uint8Array): MetadataKind[] {
  const found = new Set<MetadataKind>();
  let offset = 2;
  // Segments until the image data starts (SOS) or the bytes end; each names its length after its marker.
  while (offset + 4 <= bytes.length && bytes[offset] === 0xff) {
    const marker = bytes[offset + 1]!;
    if (marker === 0xda || marker === 0xd9) break;
    if (marker === 0xff || (marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) {
      offset += marker === 0xff ? 1 : 2;
      continue;
    }
    const length = (bytes[offset + 2]! << 8) | bytes[offset + 3]!;
    const payload = offset + 4;
    if (marker === 0xe1) {
      if (ascii(bytes, payload, 6) === 'Exif\0\0') found.add('exif');
      else if (ascii(bytes, payload, 28).startsWith('http://ns.adobe.com/xap/1.0/')) found.add('xmp');
    } else if (marker === 0xed) found.add('iptc');
    else if (marker === 0xfe) found.add('comment');
    if (length < 2) break;
    offset += 2 + length;
  }
  return [...found];
}

function pngMetadata(bytes: Uint8Array): MetadataKind[] {
  const found = new Set<MetadataKind>();
  let offset = 8;
  while (offset + 8 <= bytes.length) {
    const length = ((bytes[offset]! << 24) >>> 0) + (bytes[offset + 1]! << 16) + (bytes[offset + 2]! << 8) + bytes[offset + 3]!;
    const type = ascii(bytes, offset + 4, 4);
    if (type === 'eXIf') found.add('exif');
    else if (type === 'iTXt' && ascii(bytes, offset + 8, 17) === 'XML:com.adobe.xmp') found.add('xmp');
    else if (type === 'tEXt' || type === 'zTXt' || type === 'iTXt') found.add('text');
    if (type === 'IEND') break;
    offset += 12 + length;
  }
  return [...found];
}

function webpMetadata(bytes: Uint8Array): MetadataKind[] {
  const found = new Set<MetadataKind>();
  let offset = 12;
  while (offset + 8 <= bytes.length) {
    const type = ascii(bytes, offset, 4);
    const length = bytes[offset + 4]! + (bytes[offset + 5]! << 8) + (bytes[offset + 6]! << 16) + ((bytes[offset + 7]! << 24) >>> 0);
    if (type === 'EXIF') found.add('exif');
    else if (type === 'XMP ') found.add('xmp');
    offset += 8 + length + (length % 2);
  }
  return [...found];
}

/**
 * The kinds of metadata in a JPEG, PNG or WebP file (colour profiles are not counted: they describe the pixels, and a
 * re-encoded image is converted to sRGB anyway). Other formats report none.
 */
export function imageMetadata(bytes: Uint8Array): MetadataKind[] {
  if (bytes[0] === 0xff && bytes[1] === 0xd8) return jpegMetadata(bytes);
  if (ascii(bytes, 0, 8) === '\x89PNG\r\n\x1a\n') return pngMetadata(bytes);
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 4) === 'WEBP') return webpMetadata(bytes);
  return [];
}
