import { describe, expect, it } from 'vitest';
import { ENCODE_QUALITIES, ENCODE_TARGET_BYTES, KEEP_MAX_BYTES, encodingFits, formatBytes, keepOriginalAfterEncoding, outputTypes, planWebImage, scaledSize, type DecodedFacts } from './web-image-plan';

const photo: DecodedFacts = { width: 4000, height: 3000, bytes: 6_300_000, metadata: ['exif'], gif: false };

describe('planWebImage', () => {
  it('scales a phone photo to the longest side and re-encodes it', () => {
    expect(planWebImage(photo, 2560)).toEqual({ action: 'encode', width: 2560, height: 1920 });
    expect(planWebImage({ ...photo, width: 3000, height: 4000 }, 2560)).toEqual({ action: 'encode', width: 1920, height: 2560 });
  });

  it('follows the configured limit', () => {
    expect(planWebImage(photo, 1600)).toEqual({ action: 'encode', width: 1600, height: 1200 });
  });

  it('re-encodes a small image that carries metadata, at its own size, to strip it', () => {
    expect(planWebImage({ width: 800, height: 600, bytes: 90_000, metadata: ['exif'], gif: false }, 2560)).toEqual({ action: 'encode', width: 800, height: 600 });
    expect(planWebImage({ width: 800, height: 600, bytes: 90_000, metadata: ['xmp'], gif: false }, 2560)).toEqual({ action: 'encode', width: 800, height: 600 });
  });

  it('keeps a light image within the limit and without metadata', () => {
    expect(planWebImage({ width: 2560, height: 1440, bytes: KEEP_MAX_BYTES, metadata: [], gif: false }, 2560)).toEqual({ action: 'keep', reason: 'web-ready' });
  });

  it('re-encodes a heavy one, or one past the limit, even without metadata', () => {
    expect(planWebImage({ width: 2000, height: 1500, bytes: KEEP_MAX_BYTES + 1, metadata: [], gif: false }, 2560)).toEqual({ action: 'encode', width: 2000, height: 1500 });
    expect(planWebImage({ width: 2561, height: 100, bytes: 20_000, metadata: [], gif: false }, 2560)).toEqual({ action: 'encode', width: 2560, height: 100 });
  });

  it('keeps a GIF, which re-encoding would stop', () => {
    expect(planWebImage({ width: 4000, height: 3000, bytes: 3_000_000, metadata: [], gif: true }, 2560)).toEqual({ action: 'keep', reason: 'animation' });
  });
});

describe('keepOriginalAfterEncoding', () => {
  const plain: DecodedFacts = { width: 1200, height: 900, bytes: 600_000, metadata: [], gif: false };
  it('keeps the original when encoding only made a clean, fitting file heavier', () => {
    expect(keepOriginalAfterEncoding(plain, 650_000, 2560)).toBe(true);
    expect(keepOriginalAfterEncoding(plain, 200_000, 2560)).toBe(false);
  });
  it('never keeps an original with metadata or past the limit', () => {
    expect(keepOriginalAfterEncoding({ ...plain, metadata: ['exif'] }, 650_000, 2560)).toBe(false);
    expect(keepOriginalAfterEncoding(plain, 650_000, 1000)).toBe(false);
  });
});

describe('outputTypes and sizes', () => {
  it('offers WebP then JPEG where a purpose accepts them, JPEG alone where it does not take WebP', () => {
    expect(outputTypes(['image/jpeg', 'image/png', 'image/gif', 'image/webp'])).toEqual(['image/webp', 'image/jpeg']);
    expect(outputTypes(['image/jpeg', 'image/png', 'image/gif'])).toEqual(['image/jpeg']);
  });

  it('scales without enlarging', () => {
    expect(scaledSize(400, 300, 2560)).toEqual({ width: 400, height: 300 });
    expect(scaledSize(10_000, 1, 2560)).toEqual({ width: 2560, height: 1 });
  });

  it('formats sizes as a report shows them', () => {
    expect(formatBytes(6_396_314)).toBe('6.1 MB');
    expect(formatBytes(421_888)).toBe('412 KB');
    expect(formatBytes(900)).toBe('900 B');
  });
});

describe('encodingFits', () => {
  it('takes the first quality that fits the budget, and the last one whatever its size', () => {
    expect(encodingFits(ENCODE_TARGET_BYTES, 0)).toBe(true);
    expect(encodingFits(ENCODE_TARGET_BYTES + 1, 0)).toBe(false);
    expect(encodingFits(ENCODE_TARGET_BYTES + 1, 1)).toBe(false);
    expect(encodingFits(ENCODE_TARGET_BYTES + 1, ENCODE_QUALITIES.length - 1)).toBe(true);
  });
});
