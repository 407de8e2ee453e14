import type { Dataset } from '../../src/domain/dataset';
import { isImportPart, type DatasetImportPart } from '../../src/domain/dataset-import';
import { datasetTexts } from '../../src/domain/dataset-texts';
import { ruleMessages, serverMessages } from '../../src/domain/messages';
import { RepositoryError } from '../../src/domain/repository-error';
import type { SeoPageType, SeoSettingsInput } from '../../src/domain/seo';
import {
  asInput,
  failure,
  failureMessage,
  formFile,
  mutationAnswer,
  ok,
  readForm,
  readJson,
  wireMessages,
  type EndpointResolvers,
} from './respond';
import { dashboardToWire } from './wire-shapes';

/** SEO settings, dashboard, slider image uploads and the demo dataset tools (admin spec 7). */
export const adminResolvers = {
  async getSeoSettings({ url, store, server }) {
    // The back office reads the single record without a page type; it is the homepage's (admin spec 7).
    const pageType = (url.searchParams.get('page_type') || 'homepage') as SeoPageType;
    const own = await store.seo.get(pageType);
    // A strict server falls back to the homepage record for a page type without its own (it keeps its page_type).
    const settings = own ?? (server.strict && pageType !== 'homepage' ? await store.seo.get('homepage') : null);
    return ok({ settings, message: wireMessages.retrieved('SEO settings') });
  },
  updateSeoSettings: async ({ request, store }) => {
    const body = await readJson(request);
    return mutationAnswer(await store.seo.update(asInput<SeoSettingsInput>({ page_type: 'homepage', ...body })));
  },

  getDashboardStats: async ({ store }) => ok({ data: dashboardToWire(await store.dashboard.stats()), message: wireMessages.retrieved('Dashboard stats') }),

  async uploadImage({ request, store, server }) {
    // upload_image.php names a failure in both message and error (admin spec 7, 8).
    try {
      const image = formFile(await readForm(request), 'image');
      if (!image) throw new RepositoryError('validation', ruleMessages.required('Image'), { status: 400 });
      const { filename, message } = await store.files.uploadImage(image);
      // Where the file is served (absolute or site-relative, as the slider images base is).
      return ok({ filename, url: `${server.sliderImagesBase}/${encodeURIComponent(filename)}`, message });
    } catch (error) {
      return failure(error, { error: failureMessage(error) });
    }
  },

  exportDataset: async ({ store }) => ok({ data: await store.dataset.export(), message: wireMessages.retrieved('Dataset') }),
  async importDataset({ request, store }) {
    const body = await readJson(request);
    // A large import arrives in parts (src/domain/dataset-import.ts); a whole dataset in one body is still accepted.
    if (!isImportPart(body)) {
      await store.dataset.import(asInput<Dataset>(body));
      return ok({ message: serverMessages.datasetImported });
    }
    const part = asInput<DatasetImportPart>(body);
    await store.dataset.importPart(part);
    return ok({ message: part.step === 'finish' ? serverMessages.datasetImported : datasetTexts.partReceived });
  },
  async resetDataset({ request, store }) {
    await readJson(request);
    await store.dataset.reset();
    return ok({ message: serverMessages.datasetReset });
  },
} satisfies EndpointResolvers;
