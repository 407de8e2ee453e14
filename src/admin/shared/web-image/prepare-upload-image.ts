import { SLIDER_IMAGE_TYPES } from '../../../domain/constants';
import { nameWithDimensions } from '../../../domain/image-dimensions';
import { GALLERY_IMAGE_TYPES, extensionOf, uploadFactsProblem, type UploadPurpose } from '../../../domain/upload-rules';
import { workerAnswer } from '../../../domain/worker-answer';
import type { EncodeRequest, EncodeResult } from './encode-web-image';
import { EXTENSION_OF, outputTypes, type KeepReason } from './web-image-plan';

/** What the editor is told about the file that will be sent (ImageSizeReport shows it). */
export type SizeReport =
  | { state: 'working'; before: number }
  | { state: 'optimised'; before: number; after: number; width: number; height: number }
  | { state: 'kept'; reason: KeepReason; bytes: number; width: number; height: number }
  | { state: 'unprocessed'; bytes: number };

export type ImagePurpose = Extract<UploadPurpose, 'gallery-image' | 'slider-image'>;

/** The file to send (null when it may not be sent), the upload rule's message, and the report. */
export type PreparedUpload = { file: File | null; problem: string | null; report: SizeReport | null };

export type EncodeRunner = (request: EncodeRequest) => Promise<EncodeResult>;

const ACCEPTED_TYPES: Record<ImagePurpose, readonly string[]> = { 'gallery-image': GALLERY_IMAGE_TYPES, 'slider-image': SLIDER_IMAGE_TYPES };

/** A worker can take this long for a large photo on a slow machine; past it the file is sent as it is. */
const WORKER_TIMEOUT_MS = 60_000;

/** Whether this browser can run the pipeline: a module worker with OffscreenCanvas and createImageBitmap. */
export const canPrepareImages = (): boolean =>
  typeof Worker !== 'undefined' && typeof OffscreenCanvas !== 'undefined' && typeof createImageBitmap !== 'undefined';

/** Runs the pipeline in a worker (web-image.worker.ts); refuses where the browser has no worker or OffscreenCanvas. */
export const runInWorker: EncodeRunner = async (request) => {
  if (!canPrepareImages()) throw new Error('No worker or OffscreenCanvas in this browser');
  const worker = new Worker(new URL('./web-image.worker.ts', import.meta.url), { type: 'module' });
  const answer = await workerAnswer<{ ok: true; result: EncodeResult } | { ok: false; error: string }>(worker, request, WORKER_TIMEOUT_MS, {
    timedOut: 'The image took too long to process',
    failed: 'The image worker failed',
  });
  if (!answer.ok) throw new Error(answer.error);
  return answer.result;
};

/** The type, extension and emptiness checks of the upload rule (size 1, or 0 for an empty file: no size check yet). */
const typeProblemOf = (file: File, purpose: ImagePurpose) =>
  uploadFactsProblem(purpose, { name: file.name, type: file.type, size: Math.min(file.size, 1) });

/** Where the pipeline cannot run: the file as it is, under the upload rules as before (decided at once, no waiting). */
export function unprocessedUpload(file: File, purpose: ImagePurpose): PreparedUpload {
  const typeProblem = typeProblemOf(file, purpose);
  if (typeProblem) return { file: null, problem: typeProblem, report: null };
  const report: SizeReport = { state: 'unprocessed', bytes: file.size };
  const problem = uploadFactsProblem(purpose, file);
  return problem ? { file: null, problem, report } : { file, problem: null, report };
}

/**
 * Makes a chosen image web-ready before anything is sent. The upload rule's type check comes first, on the chosen file
 * (its message verbatim); the size limit applies to the file that is sent, so a 6 MB photo that becomes 400 KB is
 * accepted. A re-encoded file, and a kept one whose size is known, are named with their size ("gate.2560x1920.webp",
 * src/domain/image-dimensions.ts): the public site reads it back. A browser that cannot run the pipeline sends the
 * file as it is, under the same rules as before.
 */
export async function prepareUploadImage(file: File, purpose: ImagePurpose, maxSide: number, run: EncodeRunner = runInWorker): Promise<PreparedUpload> {
  const typeProblem = typeProblemOf(file, purpose);
  if (typeProblem) return { file: null, problem: typeProblem, report: null };
  let prepared: Omit<PreparedUpload, 'problem'>;
  try {
    const result = await run({ file, maxSide, types: outputTypes(ACCEPTED_TYPES[purpose]) });
    const size = { width: result.width, height: result.height };
    if (result.kind === 'encoded') {
      const encoded = new File([result.blob], nameWithDimensions(file.name, size, EXTENSION_OF[result.type]), { type: result.type, lastModified: Date.now() });
      prepared = { file: encoded, report: { state: 'optimised', before: file.size, after: encoded.size, ...size } };
    } else {
      // The bytes go untouched; only the name gains the size.
      const named = new File([file], nameWithDimensions(file.name, size, extensionOf(file.name) || '.img'), { type: file.type, lastModified: file.lastModified });
      prepared = { file: named, report: { state: 'kept', reason: result.reason, bytes: file.size, ...size } };
    }
  } catch {
    return unprocessedUpload(file, purpose);
  }
  const problem = prepared.file ? uploadFactsProblem(purpose, prepared.file) : null;
  return problem ? { file: null, problem, report: prepared.report } : { ...prepared, problem: null };
}
