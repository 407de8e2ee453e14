import { buildDataset } from '../../tests/support/builders';
import { runRepositoryConformance } from '../../tests/conformance/repository-conformance';
import { createRecordStoreRepository } from './create-record-store-repository';
import { createMemoryRecordStore } from './memory-record-store';

// The reference store has no index queries, so this runs the shared rules' in-memory filtering through the whole
// adapter conformance suite.
runRepositoryConformance('record-store rules over the in-memory store', async () => ({
  repository: createRecordStoreRepository(createMemoryRecordStore(buildDataset()), { imagesBase: '/images', seed: buildDataset }),
  dispose: async () => {},
}));
