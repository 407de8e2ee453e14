import { writeOptions } from './write-options';
import type { Writer } from './writer';

/** Uploaded files: a slider or red-section image (upload_image.php), answered with the filename the slide stores. */
export function fileMutations(writer: Writer) {
  return {
    uploadImage: writeOptions(writer, 'files', 'uploadImage', (repository, image: File) => repository.files.uploadImage(image)),
  };
}
