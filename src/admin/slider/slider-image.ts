import { useMutation } from '@tanstack/react-query';
import { fileMutations } from '../../data/mutations/file-mutations';
import { useWriter } from '../../data/mutations/writer';
import { SLIDER_IMAGE_EXTENSIONS, SLIDER_IMAGE_TYPES } from '../../domain/constants';
import { adminMessages, ruleMessages } from '../../domain/messages';
import { isRepositoryError } from '../../domain/repository-error';

/** The file input's accept list: the browser's picker offers only what the upload rule (upload-rules.ts) lets through. */
export const SLIDER_IMAGE_ACCEPT = [...SLIDER_IMAGE_TYPES, ...SLIDER_IMAGE_EXTENSIONS].join(',');

export type UploadOutcome = { ok: true; filename: string; url?: string } | { ok: false; message: string };

/** The upload call: the files area's uploadImage mutation (useSliderImageUpload). */
export type UploadImage = (file: File) => Promise<{ filename: string; url?: string }>;

/** upload_image.php: the server's refusal reads 'Upload failed: …', a request that never got an answer 'Upload error: …'. */
export async function uploadSliderImage(upload: UploadImage, file: File): Promise<UploadOutcome> {
  try {
    const { filename, url } = await upload(file);
    return url ? { ok: true, filename, url } : { ok: true, filename };
  } catch (error) {
    if (isRepositoryError(error) && (error.kind === 'server' || error.kind === 'validation')) {
      return { ok: false, message: adminMessages.slider.uploadFailed(error.message) };
    }
    return { ok: false, message: adminMessages.slider.uploadError(error instanceof Error ? error.message : String(error)) };
  }
}

/** Uploads slider images through the files area's mutation: `upload` answers the outcome, `isPending` while one is sent. */
export function useSliderImageUpload() {
  const mutation = useMutation(fileMutations(useWriter()).uploadImage);
  return { upload: (file: File) => uploadSliderImage(mutation.mutateAsync, file), isPending: mutation.isPending };
}

const FAILURE_TEXTS: readonly string[] = [
  adminMessages.slider.maxItems,
  adminMessages.slider.pendingUploadFailed,
  ruleMessages.sliderImageType,
  ruleMessages.imageTooLarge,
  ruleMessages.emptyFile,
  ruleMessages.imageContentMismatch,
];

/**
 * The spec's rule: a slider message containing "Error" is red. Beyond it, the screen's other failures (upload refused,
 * the sixth slide, a rejected file) are red too, so no failure ever looks like a success.
 */
export function isSliderFailure(text: string): boolean {
  return text.includes('Error') || text.startsWith('Upload failed') || text.startsWith('Upload error') || FAILURE_TEXTS.includes(text);
}
