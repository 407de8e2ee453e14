import { DATASET_COLLECTIONS, type DatasetCollection } from '../../src/domain/dataset';
import type { IdCollection, SingletonName } from './record-store';

/** Every collection of records keyed by a numeric id, in the order the dataset lists them (the dataset's one list). */
export const ID_COLLECTIONS: readonly IdCollection[] = DATASET_COLLECTIONS.filter(
  (collection): collection is Exclude<DatasetCollection, 'seoSettings'> => collection !== 'seoSettings',
);

export const SINGLETON_NAMES = ['aboutContent', 'homepageContent', 'contactContent'] as const satisfies readonly SingletonName[];

// Compile-time guard: a collection added to the dataset must be added above too.
type Missing = Exclude<IdCollection, Exclude<DatasetCollection, 'seoSettings'>> | Exclude<SingletonName, (typeof SINGLETON_NAMES)[number]>;
export const COLLECTIONS_COMPLETE: [Missing] extends [never] ? true : never = true;
