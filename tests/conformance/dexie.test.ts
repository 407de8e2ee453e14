import { createDexieRepository } from '../../adapters/dexie/create-dexie-repository';
import { buildDataset } from '../support/builders';
import { runRepositoryConformance } from './repository-conformance';

runRepositoryConformance('dexie (IndexedDB)', async () => {
  const repository = createDexieRepository({
    name: `conformance-dexie-${crypto.randomUUID()}`,
    seed: buildDataset,
    imagesBase: '/images',
  });
  return { repository, dispose: async () => {} };
});
