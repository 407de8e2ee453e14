import { http, HttpResponse, passthrough, type HttpHandler } from 'msw';
import type { ImageKind, Repository } from '../../src/data/repository';
import { isRepositoryError } from '../../src/domain/repository-error';
import { trimBase } from '../mock-bases';
import { fileBody } from './respond';

const IMAGE_KINDS: readonly ImageKind[] = ['page_images', 'slider'];

/**
 * Uploaded images are served from the store under {images}/page_images/:file and {images}/slider/:file; images the
 * store does not hold (the static seed files) go on to the web server.
 */
export function imageHandlers(store: Repository, imagesBase: string): HttpHandler[] {
  return IMAGE_KINDS.map((kind) =>
    http.get(`${trimBase(imagesBase)}/${kind}/:file`, async ({ params }) => {
      const file = String(params.file ?? '');
      try {
        const { blob } = await store.files.readImage(kind, file);
        return new HttpResponse(await fileBody(blob), { headers: { 'Content-Type': blob.type || 'application/octet-stream' } });
      } catch (error) {
        if (isRepositoryError(error) && error.kind === 'not-found') return passthrough();
        throw error;
      }
    }),
  );
}
