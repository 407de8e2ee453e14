import type { Repository } from '../../src/data/repository';
import { DEFAULT_IMAGE_FOLDERS } from '../../src/domain/image-location';
import { createAdminAreas } from './admin-areas';
import { createContentAreas } from './content-areas';
import { createHttpClient, type HttpRepositoryOptions } from './http-client';
import { createStructureAreas } from './structure-areas';
import { createSubmissionAreas } from './submission-areas';

export type { HttpRepositoryOptions } from './http-client';

/**
 * The Repository over the documented .php contract (both specs' section 7): the same requests a PHP back end
 * answers, every answer parsed with the contract's zod envelopes, every failure a RepositoryError.
 */
export function createHttpRepository(options: HttpRepositoryOptions): Repository {
  const client = createHttpClient(options);
  return {
    ...createStructureAreas(client, { navigationTimeoutMs: options.navigationTimeoutMs }),
    ...createContentAreas(client),
    ...createSubmissionAreas(client, { apiBase: options.apiBase, brochureEndpoint: options.brochureEndpoint, pagedLists: options.pagedLists }),
    ...createAdminAreas(client, { imagesBase: options.imagesBase, imageFolders: options.imageFolders ?? DEFAULT_IMAGE_FOLDERS }),
  };
}
