import { createLargeDataset, type LargeDatasetOptions } from '../../fixtures/large-dataset';
import type { Dataset } from '../../src/domain/dataset';

const generated = new Map<string, Dataset>();

/**
 * The large dataset (fixtures/large-dataset.ts) for tests and the benchmark: generated once per set of options in a
 * test file, and a fresh copy on every call, since setupMockApi imports it before each test and tests may change it.
 * Component tests pass a few hundred rows (e.g. { contacts: 300, applications: 150 }); the benchmark the full size.
 */
export function buildLargeDataset(options: LargeDatasetOptions = {}): Dataset {
  const key = JSON.stringify(options);
  let dataset = generated.get(key);
  if (!dataset) {
    dataset = createLargeDataset(options);
    generated.set(key, dataset);
  }
  return structuredClone(dataset);
}
