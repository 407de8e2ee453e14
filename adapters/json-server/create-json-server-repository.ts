import type { Repository } from '../../src/data/repository';
import type { Dataset } from '../../src/domain/dataset';
import { createRecordStoreRepository } from '../record-store/create-record-store-repository';
import { createJsonServerRecordStore } from './json-server-record-store';

export type JsonServerRepositoryOptions = {
  /** Where json-server listens (npm run api:json-server prints it), e.g. http://localhost:3001. */
  baseUrl: string;
  imagesBase: string;
  /** What dataset.reset() restores. */
  seed: () => Dataset | Promise<Dataset>;
  fetch?: typeof fetch;
};

/** The Repository over json-server REST: the shared business rules on top of the json-server RecordStore. */
export function createJsonServerRepository(options: JsonServerRepositoryOptions): Repository {
  const store = createJsonServerRecordStore({ baseUrl: options.baseUrl, fetch: options.fetch });
  return createRecordStoreRepository(store, { imagesBase: options.imagesBase, seed: options.seed });
}
