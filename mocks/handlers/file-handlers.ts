import { HttpResponse, passthrough, type HttpHandler } from 'msw';
import type { ImageKind, Repository } from '../../src/data/repository';
import { isRepositoryError } from '../../src/domain/repository-error';
import { trimBase } from '../mock-bases';
import { underBase } from './endpoint-routes';
import { fileBody } from './respond';

/** One file name: a single path segment. */
const isFileName = (rest: string) => rest !== '' && !rest.includes('/');

function decodeName(rest: string): string {
  try {
    return decodeURIComponent(rest);
  } catch {
    return rest;
  }
}

/**
 * Uploaded images are served from the store: gallery images under {images}/page_images/{file}, slider and red-section
 * images under the slider images base ({images}/slider in the demo, {images} on a strict server). Images the store
 * does not hold (the static seed files) go on to the web server.
 */
export function imageHandlers(store: Repository, bases: { imagesBase: string; sliderImagesBase: string }): HttpHandler[] {
  const serve = (kind: ImageKind) => async (_request: Request, rest: string) => {
    try {
      const { blob } = await store.files.readImage(kind, decodeName(rest));
      return new HttpResponse(await fileBody(blob), { headers: { 'Content-Type': blob.type || 'application/octet-stream' } });
    } catch (error) {
      if (isRepositoryError(error) && error.kind === 'not-found') return passthrough();
      throw error;
    }
  };
  return [
    underBase('GET', `${trimBase(bases.imagesBase)}/page_images`, isFileName, serve('page_images')),
    underBase('GET', bases.sliderImagesBase, isFileName, serve('slider')),
  ];
}
