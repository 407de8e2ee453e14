import type { MetadataKind } from './image-metadata';

/*
 * What the upload pipeline does with a chosen image, as pure decisions (the worker, web-image.worker.ts, does the
 * decoding and encoding). WordPress's rule, configurable: the longest side at most 2560 px (VITE_IMAGE_MAX_SIDE).
 */

/**
 * Web-ready weight: a file this light, within the size limit and without metadata, is sent as it is, and a re-encoded
 * one aims at it. With the hero photo at most this, a page's images (the photo, its logo and icons) stay within the
 * 500 KB the public site's budget allows.
 */
export const KEEP_MAX_BYTES = 450 * 1024;
/** What a re-encoded image aims at: the web-ready weight. */
export const ENCODE_TARGET_BYTES = KEEP_MAX_BYTES;
/**
 * The encoders' qualities, tried in turn until the file is at most ENCODE_TARGET_BYTES (the last one is taken whatever
 * its size): most photos fit at the first, a detailed 12-megapixel one at a lower one, still sharp at 2560 px.
 */
export const ENCODE_QUALITIES = [0.82, 0.72, 0.62] as const;

/** Whether an encoding at step `step` of ENCODE_QUALITIES is the one to send. */
export const encodingFits = (bytes: number, step: number): boolean => bytes <= ENCODE_TARGET_BYTES || step >= ENCODE_QUALITIES.length - 1;
/** The types the pipeline encodes to, best first: WebP, then JPEG where the browser cannot encode WebP. */
export const WEB_IMAGE_TYPES = ['image/webp', 'image/jpeg'] as const;
export type WebImageType = (typeof WEB_IMAGE_TYPES)[number];

export const EXTENSION_OF: Record<WebImageType, string> = { 'image/webp': '.webp', 'image/jpeg': '.jpg' };

/** What the decoded file is: its size as shown (EXIF rotation applied), its bytes, its metadata. */
export type DecodedFacts = { width: number; height: number; bytes: number; metadata: readonly MetadataKind[]; gif: boolean };

export type KeepReason = 'web-ready' | 'animation';
export type Plan = { action: 'keep'; reason: KeepReason } | { action: 'encode'; width: number; height: number };

/** The size that fits the longest side within maxSide, keeping the proportions (never enlarged). */
export function scaledSize(width: number, height: number, maxSide: number): { width: number; height: number } {
  const scale = Math.min(1, maxSide / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/**
 * Keep or re-encode. A GIF is kept (re-encoding would stop its animation; the upload rules still bound its size); so is
 * a file that is already web-ready: within maxSide, without metadata, and at most KEEP_MAX_BYTES. Everything else is
 * re-encoded, which orients it and leaves its metadata behind.
 */
export function planWebImage(facts: DecodedFacts, maxSide: number): Plan {
  if (facts.gif) return { action: 'keep', reason: 'animation' };
  const fits = Math.max(facts.width, facts.height) <= maxSide;
  if (fits && facts.metadata.length === 0 && facts.bytes <= KEEP_MAX_BYTES) return { action: 'keep', reason: 'web-ready' };
  return { action: 'encode', ...scaledSize(facts.width, facts.height, maxSide) };
}

/**
 * After encoding: the original is still sent when re-encoding only made it heavier and changed nothing that matters
 * (it fitted, carried no metadata). Metadata or a size past the limit always take the encoded file.
 */
export function keepOriginalAfterEncoding(facts: DecodedFacts, encodedBytes: number, maxSide: number): boolean {
  return encodedBytes >= facts.bytes && facts.metadata.length === 0 && Math.max(facts.width, facts.height) <= maxSide && !facts.gif;
}

/** The encodable types a purpose's upload rule accepts, best first (the slider takes JPEG, PNG and GIF only). */
export function outputTypes(accepted: readonly string[]): WebImageType[] {
  return WEB_IMAGE_TYPES.filter((type) => accepted.includes(type));
}

/** "6.1 MB", "412 KB", "900 B": the units a size report shows (1 KB = 1024 bytes, as file managers count). */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
