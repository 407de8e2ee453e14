import type { ImageKind, Repository } from '../../src/data/repository';
import { envelopes } from '../../src/domain/contract';
import { importInParts, type DatasetImportPart } from '../../src/domain/dataset-import';
import { ruleMessages } from '../../src/domain/messages';
import { conflictError, RepositoryError, isRepositoryError } from '../../src/domain/repository-error';
import { seoVersion, withoutVersion } from '../../src/domain/record-version';
import type { HttpClient } from './http-client';
import { imageFileUrl, storedImageUrl, type ImageFolders } from '../../src/domain/image-location';

/** How often a part of an import is sent again after a timeout or a network failure. */
const PART_RETRIES = 2;

async function sendPart(client: HttpClient, part: DatasetImportPart): Promise<void> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      await client.mutate('importDataset', part);
      return;
    } catch (error) {
      const lost = isRepositoryError(error) && (error.kind === 'timeout' || error.kind === 'network');
      if (!lost || attempt >= PART_RETRIES) throw error;
    }
  }
}

/** SEO settings, dashboard, files and the demo dataset tools over the .php contract. */
export function createAdminAreas(
  client: HttpClient,
  options: { imagesBase: string; imageFolders: ImageFolders },
): Pick<Repository, 'seo' | 'dashboard' | 'files' | 'dataset'> {
  // Page images are served from {images}/page_images/{file} (public spec 3); slider images from a configured folder.
  const imageUrl = (kind: ImageKind, filename: string) => imageFileUrl(options.imagesBase, options.imageFolders[kind], filename);

  return {
    seo: {
      async get(pageType, options) {
        const { settings } = await client.call('getSeoSettings', envelopes.getSeoSettings, { query: { page_type: pageType }, signal: options?.signal });
        // A server may answer its fallback record (another page type) for a type without settings: that is none.
        return settings && settings.page_type === pageType ? settings : null;
      },
      // The contract has no version field, so the settings are re-read just before saving and changed ones refused.
      async update(input) {
        if (input.expected_version !== undefined) {
          const { settings } = await client.call('getSeoSettings', envelopes.getSeoSettings, { query: { page_type: input.page_type } });
          const current = settings && settings.page_type === input.page_type ? settings : null;
          if (seoVersion(current, input.page_type) !== input.expected_version) throw conflictError();
        }
        return client.mutate('updateSeoSettings', withoutVersion(input));
      },
    },

    dashboard: {
      stats: async (options) => (await client.call('getDashboardStats', envelopes.getDashboardStats, { signal: options?.signal })).data,
    },

    files: {
      async uploadImage(image) {
        const form = new FormData();
        form.append('image', image, image.name);
        const answer = await client.call('uploadImage', envelopes.uploadImage, { form });
        // The URL the server says the file is served at, when it says so and it passes the allow-list; a site path
        // (/images/…) is on the images base (storedImageUrl), which may be on another origin than the site.
        const url = answer.url ? storedImageUrl(answer.url, options.imagesBase) || null : null;
        return url ? { filename: answer.filename, url, message: answer.message } : { filename: answer.filename, message: answer.message };
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
      // In parts, each under the general timeout; a part whose answer was lost is sent again (the store applies it once).
      import: (dataset, importOptions) => importInParts(dataset, (part) => sendPart(client, part), importOptions),
      async importPart(part) {
        await client.mutate('importDataset', part);
      },
      async reset() {
        await client.mutate('resetDataset', {});
      },
    },
  };
}
