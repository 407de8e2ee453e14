import { createRecordStoreRepository } from '../../adapters/record-store/create-record-store-repository';
import { createMemoryRecordStore } from '../../adapters/record-store/memory-record-store';
import type { Dataset } from '../../src/domain/dataset';
import type { Repository } from '../../src/data/repository';
import { buildDataset } from './builders';

/** A Repository over an in-memory store holding `dataset` (the business rules of every store, no network). */
export function memoryRepository(dataset: () => Dataset = buildDataset): Repository {
  return createRecordStoreRepository(createMemoryRecordStore(dataset()), {
    imagesBase: '/images/',
    seed: dataset,
    now: () => new Date('2026-11-20T08:30:00'),
    nameEntropy: () => ({ time: 1_700_000_000_000, random: Math.random() }),
  });
}
