/**
 * Files an attacker or a clumsy user uploads: real signatures for the accepted formats, and the usual disguises
 * (an executable or a web page renamed, an SVG carrying script, empty and oversized files, odd names).
 */

const bytes = (...parts: Array<readonly number[] | string>) =>
  new Uint8Array(parts.flatMap((part) => (typeof part === 'string' ? [...new TextEncoder().encode(part)] : [...part])));

export const SIGNATURES = {
  png: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  jpeg: [0xff, 0xd8, 0xff, 0xe0],
  gif: [...'GIF89a'].map((c) => c.charCodeAt(0)),
  webp: [...'RIFF'].map((c) => c.charCodeAt(0)).concat([0x24, 0, 0, 0], [...'WEBPVP8 '].map((c) => c.charCodeAt(0))),
  pdf: [...'%PDF-1.7\n'].map((c) => c.charCodeAt(0)),
  ole: [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1],
  zip: [0x50, 0x4b, 0x03, 0x04],
  exe: [0x4d, 0x5a, 0x90, 0x00],
} as const;

export const fileOf = (content: Uint8Array<ArrayBuffer> | string, name: string, type = '') => new File([content], name, { type });

export const png = (name = 'photo.png') => fileOf(bytes(SIGNATURES.png, 'IHDR'), name, 'image/png');
export const jpeg = (name = 'photo.jpg') => fileOf(bytes(SIGNATURES.jpeg, 'JFIF'), name, 'image/jpeg');
export const gif = (name = 'photo.gif') => fileOf(bytes(SIGNATURES.gif, [1, 0, 1, 0]), name, 'image/gif');
export const webp = (name = 'photo.webp') => fileOf(bytes(SIGNATURES.webp), name, 'image/webp');
export const pdf = (name = 'cv.pdf') => fileOf(bytes(SIGNATURES.pdf, '1 0 obj<<>>endobj\n%%EOF\n'), name, 'application/pdf');
export const doc = (name = 'cv.doc') => fileOf(bytes(SIGNATURES.ole, [0, 0, 0, 0]), name, 'application/msword');
export const docx = (name = 'cv.docx') =>
  fileOf(bytes(SIGNATURES.zip, '[Content_Types].xml'), name, 'application/vnd.openxmlformats-officedocument.wordprocessingml.document');

export const exeAs = (name: string, type: string) => fileOf(bytes(SIGNATURES.exe, 'This program cannot be run in DOS mode'), name, type);
export const htmlAs = (name: string, type: string) =>
  fileOf('<!doctype html><script>window.__xss = (window.__xss || 0) + 1</script>', name, type);
export const svgWithScript = (name = 'logo.svg', type = 'image/svg+xml') =>
  fileOf('<svg xmlns="http://www.w3.org/2000/svg" onload="window.__xss=1"><script>window.__xss=1</script></svg>', name, type);
export const empty = (name: string, type: string) => fileOf(new Uint8Array(0), name, type);
export const oversized = (signature: readonly number[], name: string, type: string, size: number) => {
  const content = new Uint8Array(size);
  content.set(signature);
  return fileOf(content, name, type);
};

export const LONG_NAME = `${'very-long-steel-gate-photograph-'.repeat(10)}final.png`;
export const NON_ASCII_NAME = 'Ворота ü 門 — façade.png';
