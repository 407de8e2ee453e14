import type { Repository } from '../../src/data/repository';
import type { Dataset } from '../../src/domain/dataset';
import { nowTimestamp } from '../../src/domain/text';
import { createDashboardArea, createFilesArea, createSeoArea } from './admin-area';
import type { AreaContext } from './area-context';
import { createDatasetArea } from './dataset-area';
import { withCancellableReads } from './cancellable-reads';
import { createProductsArea, createServicesArea, createSliderArea } from './catalog-area';
import { createCompanyAreas } from './company-area';
import { createFileStorage } from './file-storage';
import { createNavigationArea } from './navigation-area';
import { createPageImagesArea, createPagesArea } from './pages-area';
import type { RecordStore } from './record-store';
import { createBrochureRequestsArea, createCareerApplicationsArea, createContactSubmissionsArea } from './submissions-area';
import type { NameEntropy } from './unique-file-name';

export type RecordStoreRepositoryOptions = {
  /** Where static (seed) images are served from, e.g. "/images"; stored uploads get object URLs instead. */
  imagesBase: string;
  /** The data dataset.reset() goes back to. */
  seed: () => Dataset | Promise<Dataset>;
  /** The clock behind created_at/updated_at; tests may pin it. */
  now?: () => Date;
  /** What makes generated file names unique; tests may pin it. */
  nameEntropy?: () => NameEntropy;
};

/**
 * The Repository of every storing adapter (Dexie, json-server): the contract's rules — input validation, limits,
 * derived fields, ordering, file handling and the documented messages — implemented once over a RecordStore, so
 * every store behaves the same. Storage details stay in the RecordStore.
 */
export function createRecordStoreRepository(store: RecordStore, options: RecordStoreRepositoryOptions): Repository {
  const { withSignal } = store;
  // A store that can cancel its own requests serves each cancellable read from areas over a signal-bound view of it.
  const forSignal = withSignal ? (signal: AbortSignal) => areasOver(withSignal.call(store, signal), options) : undefined;
  return withCancellableReads(areasOver(store, options), forSignal);
}

/** Every area of the port over one store. */
function areasOver(store: RecordStore, options: RecordStoreRepositoryOptions): Repository {
  const clock = options.now ?? (() => new Date());
  const context: AreaContext = {
    store,
    files: createFileStorage(store, options.imagesBase.replace(/\/+$/, ''), options.nameEntropy),
    now: () => nowTimestamp(clock()),
  };
  return {
    navigation: createNavigationArea(context),
    pages: createPagesArea(context),
    pageImages: createPageImagesArea(context),
    slider: createSliderArea(context),
    services: createServicesArea(context),
    products: createProductsArea(context),
    ...createCompanyAreas(context),
    contactSubmissions: createContactSubmissionsArea(context),
    careerApplications: createCareerApplicationsArea(context),
    brochureRequests: createBrochureRequestsArea(context),
    seo: createSeoArea(context),
    dashboard: createDashboardArea(context),
    files: createFilesArea(context),
    dataset: createDatasetArea(context, options.seed),
  };
}
