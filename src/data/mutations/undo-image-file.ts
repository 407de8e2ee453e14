/** Whether a file is an SVG, which the gallery's upload rules refuse (upload-rules.ts) although seed images are SVGs. */
const isSvg = (file: File) => /svg/i.test(file.type) || /\.svgz?$/i.test(file.name);

/**
 * The file an undo uploads again for a gallery image: its own bytes, or for an SVG (a seed image; uploads refuse SVG)
 * the same picture as a PNG at its own size, drawn by the browser. Outside a browser an SVG stays as it is, and its
 * upload is then refused and reported.
 */
export async function uploadableImage(file: File): Promise<File> {
  if (!isSvg(file) || typeof document === 'undefined') return file;
  // A data: URL, not a blob: one: the site's Content-Security-Policy allows data: images only (scripts/csp).
  const image = new Image();
  image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(await file.text())}`;
  await image.decode();
  const canvas = document.createElement('canvas');
  canvas.width = image.naturalWidth;
  canvas.height = image.naturalHeight;
  canvas.getContext('2d')?.drawImage(image, 0, 0);
  const png = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
  if (!png) return file;
  return new File([png], file.name.replace(/\.svgz?$/i, '') + '.png', { type: 'image/png' });
}
