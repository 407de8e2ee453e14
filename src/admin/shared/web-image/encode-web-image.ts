import { imageMetadata } from './image-metadata';
import { ENCODE_QUALITIES, encodingFits, keepOriginalAfterEncoding, planWebImage, type DecodedFacts, type KeepReason, type WebImageType } from './web-image-plan';

export type EncodeRequest = { file: Blob; maxSide: number; types: readonly WebImageType[] };

export type EncodeResult =
  | { kind: 'kept'; reason: KeepReason; width: number; height: number }
  | { kind: 'encoded'; blob: Blob; type: WebImageType; width: number; height: number };

/**
 * Decodes an image (EXIF rotation applied by the platform: createImageBitmap's imageOrientation 'from-image'), decides
 * (web-image-plan.ts) and re-encodes it on an OffscreenCanvas. Drawing pixels onto a canvas and encoding them writes
 * a file without any of the original's metadata. Runs in the worker (web-image.worker.ts); throws when the browser
 * cannot decode the file or encode any of the types.
 */
export async function encodeWebImage({ file, maxSide, types }: EncodeRequest): Promise<EncodeResult> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  try {
    const facts: DecodedFacts = {
      width: bitmap.width,
      height: bitmap.height,
      bytes: file.size,
      metadata: imageMetadata(bytes),
      gif: bytes[0] === 0x47 && bytes[1] === 0x49 && bytes[2] === 0x46,
    };
    const plan = planWebImage(facts, maxSide);
    if (plan.action === 'keep') return { kind: 'kept', reason: plan.reason, width: facts.width, height: facts.height };
    for (const type of types) {
      const canvas = new OffscreenCanvas(plan.width, plan.height);
      const context = canvas.getContext('2d');
      if (!context) throw new Error('No 2D canvas');
      // JPEG has no transparency: a transparent PNG gets a white ground rather than a black one.
      if (type === 'image/jpeg') {
        context.fillStyle = '#ffffff';
        context.fillRect(0, 0, plan.width, plan.height);
      }
      context.imageSmoothingQuality = 'high';
      context.drawImage(bitmap, 0, 0, plan.width, plan.height);
      for (const [step, quality] of ENCODE_QUALITIES.entries()) {
        const blob = await canvas.convertToBlob({ type, quality });
        // A browser that cannot encode a type answers with a PNG: then the next type is tried.
        if (blob.type !== type) break;
        if (!encodingFits(blob.size, step)) continue;
        if (keepOriginalAfterEncoding(facts, blob.size, maxSide)) return { kind: 'kept', reason: 'web-ready', width: facts.width, height: facts.height };
        return { kind: 'encoded', blob, type, width: plan.width, height: plan.height };
      }
    }
    throw new Error('This browser cannot encode any of the web image types');
  } finally {
    bitmap.close();
  }
}
