import type { Dexie } from 'dexie';
import { AboutContentSchema, ContactContentSchema, HomepageContentSchema } from '../../src/domain/company';
import { SEO_PAGE_TYPES } from '../../src/domain/constants';
import type { Dataset } from '../../src/domain/dataset';
import { ID_COLLECTIONS, SINGLETON_NAMES } from '../record-store/collections';
import { validateDataset } from '../record-store/dataset-validation';
import type { IdCollection, RecordOf, RecordStore, SingletonName } from '../record-store/record-store';
import { fromFileRow, importedFileRow, rowFromStoredFile, storedFileFromRow, toFileRow } from './dexie-files';
import { matchesCareerFilter, matchesContactFilter } from '../../src/domain/filters';
import { addRows, createListCache, queryCached, removeRow, replaceRow, storePage, type ListCache } from './dexie-queries';
import type { ContactSubmissionFilter } from '../../src/domain/submissions';
import type { CareerApplicationFilter } from '../../src/domain/careers';
import { type FileRow, fileTable, idTable, metaTable, SEEDED_KEY, seoTable, singletonTable } from './dexie-schema';

// A content document missing from the store reads as its empty form rather than failing the screen.
const emptyDocuments: { [N in SingletonName]: () => Dataset[N] } = {
  aboutContent: () => AboutContentSchema.parse({}),
  homepageContent: () => HomepageContentSchema.parse({}),
  contactContent: () => ContactContentSchema.parse({}),
};

const seoOrder = (pageType: string) => (SEO_PAGE_TYPES as readonly string[]).indexOf(pageType);

async function replaceTable<C extends IdCollection>(db: Dexie, collection: C, records: RecordOf<C>[]) {
  const table = idTable(db, collection);
  await table.clear();
  await table.bulkAdd(records);
}

/** Writes a whole dataset; called inside one read-write transaction over every table, so it is all or nothing. */
async function writeAll(db: Dexie, dataset: Dataset, files: FileRow[]) {
  for (const collection of ID_COLLECTIONS) await replaceTable(db, collection, dataset[collection]);
  await seoTable(db).clear();
  await seoTable(db).bulkAdd(dataset.seoSettings);
  await singletonTable(db).clear();
  await singletonTable(db).bulkAdd(SINGLETON_NAMES.map((name) => ({ name, value: dataset[name] })));
  await fileTable(db).clear();
  await fileTable(db).bulkAdd(files);
  await metaTable(db).put({ key: SEEDED_KEY, value: true });
}

async function replaceEverything(db: Dexie, dataset: Dataset, onlyIfUnseeded: boolean) {
  // Blob conversion is not IndexedDB work, so it happens before the transaction (which would otherwise commit early).
  const files = await Promise.all(dataset.files.map(rowFromStoredFile));
  await db.transaction('rw', db.tables, async () => {
    // Another connection (a second tab, another repository over the same database) may have seeded meanwhile.
    if (onlyIfUnseeded && (await metaTable(db).get(SEEDED_KEY))) return;
    await writeAll(db, dataset, files);
  });
}

async function seedUnlessSeeded(db: Dexie, seed: () => Dataset | Promise<Dataset>) {
  if (await metaTable(db).get(SEEDED_KEY)) return;
  const dataset = await seed();
  // Seeded meanwhile (another tab, the demo's seeding worker) while the seed was made: nothing to check or write.
  if (await metaTable(db).get(SEEDED_KEY)) return;
  await replaceEverything(db, validateDataset(dataset), true);
}

/**
 * The RecordStore over one IndexedDB database. The database is seeded from `seed()` the first time it is used
 * (once, even when the first calls arrive together), and never again: the 'seeded' marker survives a user emptying
 * every list. replaceAll needs no seeding first: it writes the marker itself, and a seed still in flight re-checks
 * the marker inside its transaction.
 */
export function createDexieRecordStore(db: Dexie, seed: () => Dataset | Promise<Dataset>): RecordStore {
  let seeding: Promise<void> | undefined;
  const ready = () => {
    seeding ??= seedUnlessSeeded(db, seed).catch((error: unknown) => {
      // A failed first open (e.g. a broken seed) is retried by the next call instead of failing forever.
      seeding = undefined;
      throw error;
    });
    return seeding;
  };
  // The two lists a back office pages through by the thousand, kept in memory (see createListCache).
  const caches: Partial<Record<IdCollection, ListCache<{ id: number; created_at: string; status: string }>>> = {
    // The fields the domain's search rule reads (src/domain/filters.ts).
    contactSubmissions: createListCache<Dataset['contactSubmissions'][number]>(db, 'contactSubmissions', (row) => [
      row.name,
      row.email,
      row.phone,
      row.company,
      row.subject,
      row.message,
    ]) as unknown as ListCache<{ id: number; created_at: string; status: string }>,
    careerApplications: createListCache<Dataset['careerApplications'][number]>(db, 'careerApplications', (row) => [
      row.name,
      row.email,
      row.phone,
      row.position,
      row.skills,
      row.education,
    ]) as unknown as ListCache<{ id: number; created_at: string; status: string }>,
  };
  const contactCache = caches.contactSubmissions as unknown as ListCache<Dataset['contactSubmissions'][number]>;
  const careerCache = caches.careerApplications as unknown as ListCache<Dataset['careerApplications'][number]>;
  /** A write to `collection`, applied to its cache (if it has one) by `change`, or dropping it. */
  const written = <R>(collection: IdCollection, write: () => Promise<R>, change?: Parameters<ListCache<never>['own']>[1]) => {
    const cache = caches[collection];
    return cache ? cache.own(write, change as never) : write();
  };

  return {
    async list(collection) {
      await ready();
      const cache = caches[collection];
      // A cached list (the dashboard counts every submission) is read from memory, in key order as toArray gives it.
      if (cache) return (await cache.rows()).slice().reverse().sort((a, b) => a.id - b.id) as RecordOf<typeof collection>[];
      return idTable(db, collection).toArray();
    },
    async get(collection, id) {
      await ready();
      return idTable(db, collection).get(id);
    },
    async add(collection, record) {
      await ready();
      const table = idTable(db, collection);
      // The next free integer after the highest id (not IndexedDB's key generator, which clear() does not reset), so
      // new ids follow the imported data as they do on the other stores.
      return written(collection, () =>
        db.transaction('rw', table, async () => {
          const last = await table.orderBy(':id').lastKey();
          const id = (typeof last === 'number' ? last : 0) + 1;
          await table.add({ ...record, id } as RecordOf<typeof collection>);
          return id;
        }),
      );
    },
    async put(collection, record) {
      await ready();
      await written(collection, () => idTable(db, collection).put(record), replaceRow(record as never));
    },
    async bulkPut(collection, records) {
      await ready();
      await written(collection, () => idTable(db, collection).bulkPut(records));
    },
    async remove(collection, id) {
      await ready();
      await written(collection, () => idTable(db, collection).delete(id), removeRow(id));
    },
    async count(collection) {
      await ready();
      return idTable(db, collection).count();
    },

    async queryContactSubmissions(filter) {
      await ready();
      return queryCached(contactCache, filter, matchesContactFilter);
    },
    async queryCareerApplications(filter) {
      await ready();
      return queryCached(careerCache, filter, matchesCareerFilter);
    },
    async listPage(collection, filter, request) {
      await ready();
      return (
        collection === 'contactSubmissions'
          ? storePage(db, contactCache, collection, filter as ContactSubmissionFilter, matchesContactFilter, request)
          : storePage(db, careerCache, collection, filter as CareerApplicationFilter, matchesCareerFilter, request)
      ) as never;
    },

    async getSingleton(name) {
      await ready();
      const row = await singletonTable(db).get(name);
      return (row?.value ?? emptyDocuments[name]()) as Dataset[typeof name];
    },
    async setSingleton(name, value) {
      await ready();
      await singletonTable(db).put({ name, value });
    },

    async getSeo(pageType) {
      await ready();
      return seoTable(db).get(pageType);
    },
    async putSeo(settings) {
      await ready();
      await seoTable(db).put(settings);
    },

    async putFile(file) {
      await ready();
      const row = await toFileRow(file);
      await fileTable(db).put(row);
    },
    async getFile(path) {
      await ready();
      const row = await fileTable(db).get(path);
      return row ? fromFileRow(row) : undefined;
    },
    async removeFile(path) {
      await ready();
      await fileTable(db).delete(path);
    },

    async exportAll() {
      await ready();
      const tables = db.tables;
      const snapshot = await db.transaction('r', tables, async () => ({
        lists: await Promise.all(ID_COLLECTIONS.map((collection) => idTable(db, collection).toArray())),
        seoSettings: await seoTable(db).toArray(),
        documents: await Promise.all(SINGLETON_NAMES.map((name) => singletonTable(db).get(name))),
        files: await fileTable(db).toArray(),
      }));
      const collections = Object.fromEntries(ID_COLLECTIONS.map((collection, index) => [collection, snapshot.lists[index]]));
      const documents = Object.fromEntries(
        SINGLETON_NAMES.map((name, index) => [name, snapshot.documents[index]?.value ?? emptyDocuments[name]()]),
      );
      return {
        ...(collections as Pick<Dataset, IdCollection>),
        ...(documents as Pick<Dataset, SingletonName>),
        // Keyed by page type in the store; exported in the admin selector's order, as the seed lists them.
        seoSettings: snapshot.seoSettings.sort((a, b) => seoOrder(a.page_type) - seoOrder(b.page_type)),
        files: await Promise.all(snapshot.files.map(storedFileFromRow)),
      };
    },
    async replaceAll(dataset) {
      await contactCache.replaced(() => careerCache.replaced(() => replaceEverything(db, dataset, false), dataset.careerApplications), dataset.contactSubmissions);
    },
    async addImported(batch) {
      await ready();
      if (batch.table === 'files') {
        // Kept as bytes, not Blobs: IndexedDB writes each Blob as a file of its own, several times slower for thousands.
        await fileTable(db).bulkPut(batch.files.map(importedFileRow));
        return;
      }
      const { table, rows } = batch;
      await written(table, () => idTable(db, table).bulkPut(rows), addRows(rows as never[]));
    },
  };
}
