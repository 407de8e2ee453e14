import { formatBytes } from './web-image-plan';

/** The image-size report's texts (the upload pipeline, src/admin/shared/web-image). */
export const webImageTexts = {
  working: (before: number) => `Making the image web-ready (${formatBytes(before)})…`,
  sizes: (before: number, after: number, width: number, height: number) => `${formatBytes(before)} → ${formatBytes(after)}, ${width} × ${height}`,
  optimisedNote: 'Rotated upright, resized and re-encoded; location and camera data removed.',
  keptSize: (bytes: number, width: number, height: number) => `${formatBytes(bytes)}, ${width} × ${height}`,
  keptWebReady: 'Already web-ready: sent as it is.',
  keptAnimation: 'A GIF is sent as it is, so that its animation is kept.',
  unprocessed: (bytes: number) => `This browser could not make the image web-ready: it is sent as it is (${formatBytes(bytes)}).`,
} as const;
