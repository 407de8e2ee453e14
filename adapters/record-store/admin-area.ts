import type { ImageKind, Repository } from '../../src/data/repository';
import { computeDashboardStats } from '../../src/domain/dashboard-stats';
import { adminMessages, ruleMessages, serverMessages } from '../../src/domain/messages';
import { conflictError, RepositoryError } from '../../src/domain/repository-error';
import { parseInput } from '../../src/domain/schema-helpers';
import { seoVersion } from '../../src/domain/record-version';
import { SeoPageTypeSchema, SeoSettingsInputSchema } from '../../src/domain/seo';
import type { AreaContext } from './area-context';
import { servableImage } from './file-storage';
import { checkUpload, done, isUpload, ruleBroken, uploadName } from './record-rules';

const IMAGE_KINDS: readonly string[] = ['page_images', 'slider'] satisfies ImageKind[];

/** Image reads take the folder from a URL: only image folders may be named, never resumes. */
function checkImageKind(kind: string) {
  if (!IMAGE_KINDS.includes(kind)) throw new RepositoryError('not-found', ruleMessages.fileNotFound, { status: 404 });
}

export function createSeoArea({ store }: AreaContext): Repository['seo'] {
  return {
    async get(pageType) {
      if (!SeoPageTypeSchema.safeParse(pageType).success) throw ruleBroken(ruleMessages.invalidPageType(String(pageType)));
      return (await store.getSeo(pageType)) ?? null;
    },
    async update(raw) {
      const { expected_version: expected, ...input } = parseInput(SeoSettingsInputSchema, raw);
      if (expected !== undefined && expected !== seoVersion((await store.getSeo(input.page_type)) ?? null, input.page_type)) {
        throw conflictError();
      }
      await store.putSeo(input);
      return done(adminMessages.seo.updated);
    },
  };
}

export function createDashboardArea({ store }: AreaContext): Repository['dashboard'] {
  return {
    async stats() {
      const [pages, navigation, pageImages, contactSubmissions, careerApplications, services, products] = await Promise.all([
        store.list('pages'),
        store.list('navigation'),
        store.list('pageImages'),
        store.list('contactSubmissions'),
        store.list('careerApplications'),
        store.list('services'),
        store.list('products'),
      ]);
      return computeDashboardStats({ pages, navigation, pageImages, contactSubmissions, careerApplications, services, products });
    },
  };
}

export function createFilesArea({ files }: AreaContext): Repository['files'] {
  return {
    async uploadImage(raw) {
      const image: unknown = raw;
      if (!isUpload(image)) throw ruleBroken(ruleMessages.required('Image'));
      const name = uploadName(image);
      await checkUpload('slider-image', image);
      const filename = await files.save('slider', image, name);
      return { filename, message: serverMessages.imageUploaded };
    },
    async imageUrl(kind, filename) {
      checkImageKind(kind);
      return files.url(kind, filename);
    },
    async readImage(kind, filename) {
      checkImageKind(kind);
      const file = await files.read(kind, filename);
      // Only raster images are served, typed by their content, so no stored file can open as a script-running page.
      const image = await servableImage(file.blob);
      if (!image) throw new RepositoryError('not-found', ruleMessages.fileNotFound, { status: 404 });
      return { ...file, blob: image };
    },
  };
}
