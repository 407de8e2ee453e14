import type { Repository } from '../../src/data/repository';
import type { Dataset } from '../../src/domain/dataset';
import { createRecordStoreRepository } from '../record-store/create-record-store-repository';
import { createDexieRecordStore } from './dexie-record-store';
import { openSiteDatabase } from './dexie-schema';

export type DexieRepositoryOptions = {
  /** The IndexedDB database name; repositories with the same name share the data. */
  name: string;
  /** The data a new database starts with (and dataset.reset() returns to). */
  seed: () => Dataset | Promise<Dataset>;
  /** Where static seed images are served from, e.g. "/images". */
  imagesBase: string;
};

/**
 * The IndexedDB adapter: a Dexie-backed RecordStore under the shared record-store rules. Nothing is opened or seeded
 * until the first call.
 */
export function createDexieRepository(options: DexieRepositoryOptions): Repository {
  const store = createDexieRecordStore(openSiteDatabase(options.name), options.seed);
  return createRecordStoreRepository(store, { imagesBase: options.imagesBase, seed: options.seed });
}
