import { createDexieRecordStore } from '../../adapters/dexie/dexie-record-store';
import { openSiteDatabase } from '../../adapters/dexie/dexie-schema';
import { withImagesBase } from '../../fixtures/images-base';
import { createSeedDataset } from '../../fixtures/seed-dataset';
import type { DemoSeedRequest } from './demo-seed';

/**
 * The demo store's first seeding, off the page's main thread: building the seed content, checking it against every
 * rule of the store and writing it to IndexedDB is a third of a second of work on a slow phone. The page's own store
 * (same database) finds it seeded; a database that already holds data is left as it is. One request per worker.
 */
const scope = globalThis as unknown as { onmessage: ((event: MessageEvent<DemoSeedRequest>) => void) | null; postMessage(message: unknown): void };

scope.onmessage = (event) => {
  const { database, imagesBase } = event.data;
  const db = openSiteDatabase(database);
  const store = createDexieRecordStore(db, () => withImagesBase(createSeedDataset(), imagesBase));
  // Any read seeds a new database first (dexie-record-store.ts).
  store.count('sliderItems').then(
    () => scope.postMessage({ ok: true }),
    (error: unknown) => scope.postMessage({ ok: false, error: error instanceof Error ? error.message : String(error) }),
  ).finally(() => db.close());
};
