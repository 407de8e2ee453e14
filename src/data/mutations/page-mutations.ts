import type { PageImageUploadInput } from '../../domain/pages';
import { crudMutations, writeOptions } from './write-options';
import type { Writer } from './writer';

/** The content pages' writes (admin spec 4): create, update, save (create or update), remove. */
export function pageMutations(writer: Writer) {
  return crudMutations(writer, 'pages');
}

/** A page gallery's writes: upload an image, remove one. */
export function pageImageMutations(writer: Writer) {
  return {
    upload: writeOptions(writer, 'pageImages', 'upload', (repository, input: PageImageUploadInput) => repository.pageImages.upload(input)),
    remove: writeOptions(writer, 'pageImages', 'remove', (repository, id: number) => repository.pageImages.remove(id)),
  };
}
