import type { ImageKind, Repository } from '../../src/data/repository';
import { SLIDER_IMAGE_EXTENSIONS, SLIDER_IMAGE_MAX_BYTES, SLIDER_IMAGE_TYPES } from '../../src/domain/constants';
import { computeDashboardStats } from '../../src/domain/dashboard-stats';
import type { Dataset } from '../../src/domain/dataset';
import { adminMessages, ruleMessages, serverMessages } from '../../src/domain/messages';
import { parseInput, RepositoryError } from '../../src/domain/repository-error';
import { SeoPageTypeSchema, SeoSettingsInputSchema } from '../../src/domain/seo';
import type { AreaContext } from './area-context';
import { validateDataset } from './dataset-validation';
import { done, isUpload, ruleBroken, uploadName } from './record-rules';
import { fileExtension } from './unique-file-name';

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
      await store.putSeo(parseInput(SeoSettingsInputSchema, raw));
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
      // Both the type and the extension must say JPG, PNG or GIF; either may be missing, not both.
      const type = image.type.toLowerCase();
      const extension = fileExtension(name);
      const typeAllowed = (SLIDER_IMAGE_TYPES as readonly string[]).includes(type);
      const extensionAllowed = (SLIDER_IMAGE_EXTENSIONS as readonly string[]).includes(extension);
      const accepted = (typeAllowed || type === '') && (extensionAllowed || (extension === '' && typeAllowed));
      if (!accepted) throw ruleBroken(ruleMessages.sliderImageType);
      if (image.size > SLIDER_IMAGE_MAX_BYTES) throw ruleBroken(ruleMessages.imageTooLarge);
      const filename = await files.save('slider', image, name);
      return { filename, message: serverMessages.imageUploaded };
    },
    async imageUrl(kind, filename) {
      checkImageKind(kind);
      return files.url(kind, filename);
    },
    async readImage(kind, filename) {
      checkImageKind(kind);
      return files.read(kind, filename);
    },
  };
}

export function createDatasetArea(
  { store, files }: AreaContext,
  seed: () => Dataset | Promise<Dataset>,
): Repository['dataset'] {
  const replace = async (value: unknown) => {
    // Validated before anything is written, so a broken dataset leaves the data untouched.
    const dataset = validateDataset(value);
    await store.replaceAll(dataset);
    files.forgetUrls();
  };
  return {
    export: () => store.exportAll(),
    import: (dataset) => replace(dataset),
    reset: async () => replace(await seed()),
  };
}
