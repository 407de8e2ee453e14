import type { ImageKind, Repository } from '../../src/data/repository';
import { envelopes } from '../../src/domain/contract';
import { ruleMessages } from '../../src/domain/messages';
import { RepositoryError, isRepositoryError } from '../../src/domain/repository-error';
import type { HttpClient } from './http-client';
import { joinUrl } from './http-client';

/** SEO settings, dashboard, files and the demo dataset tools over the .php contract. */
export function createAdminAreas(
  client: HttpClient,
  options: { imagesBase: string },
): Pick<Repository, 'seo' | 'dashboard' | 'files' | 'dataset'> {
  // Image files are served from {images}/page_images/{file} and {images}/slider/{file} (public spec 3).
  const imageUrl = (kind: ImageKind, filename: string) => joinUrl(options.imagesBase, `${kind}/${encodeURIComponent(filename)}`);

  return {
    seo: {
      get: async (pageType, options) =>
        (await client.call('getSeoSettings', envelopes.getSeoSettings, { query: { page_type: pageType }, signal: options?.signal })).settings,
      update: (input) => client.mutate('updateSeoSettings', input),
    },

    dashboard: {
      stats: async (options) => (await client.call('getDashboardStats', envelopes.getDashboardStats, { signal: options?.signal })).data,
    },

    files: {
      async uploadImage(image) {
        const form = new FormData();
        form.append('image', image, image.name);
        const answer = await client.call('uploadImage', envelopes.uploadImage, { form });
        return { filename: answer.filename, message: answer.message };
      },
      imageUrl: async (kind, filename) => imageUrl(kind, filename),
      async readImage(kind, filename) {
        try {
          const { blob } = await client.fetchFile({ url: imageUrl(kind, filename) });
          return { blob, filename };
        } catch (error) {
          if (isRepositoryError(error) && error.status === 404) {
            throw new RepositoryError('not-found', ruleMessages.fileNotFound, { status: 404, cause: error });
          }
          throw error;
        }
      },
    },

    dataset: {
      export: async () => (await client.call('exportDataset', envelopes.exportDataset)).data,
      async import(dataset) {
        await client.mutate('importDataset', dataset);
      },
      async reset() {
        await client.mutate('resetDataset', {});
      },
    },
  };
}
