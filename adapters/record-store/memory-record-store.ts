import type { Dataset } from '../../src/domain/dataset';
import { SEO_PAGE_TYPES } from '../../src/domain/constants';
import { ID_COLLECTIONS } from './collections';
import { blobToDataUrl, dataUrlToBlob } from './data-url';
import type { IdCollection, RecordOf, RecordStore, SingletonName, StoredBlob } from './record-store';
import { maxOf, withId } from './record-rules';

/**
 * A RecordStore held in memory: the reference implementation of the port (no query methods, so the repository
 * filters the large lists with the domain rule) for tests and throwaway demos. Records are copied in and out, so
 * callers never share objects with the store.
 */
type Records = Omit<Dataset, 'files'>;

function loadRecords({ files: _files, ...records }: Dataset): Records {
  const copy = structuredClone(records);
  for (const collection of ID_COLLECTIONS) copy[collection].sort((a, b) => a.id - b.id);
  return copy;
}

function loadFiles(stored: Dataset['files']): Map<string, StoredBlob> {
  return new Map(
    stored.map((file) => [
      file.path,
      { path: file.path, name: file.name, type: file.type, blob: dataUrlToBlob(file.data_url, file.type) },
    ]),
  );
}

export function createMemoryRecordStore(initial: Dataset): RecordStore {
  let data = loadRecords(initial);
  let files = loadFiles(initial.files);

  const rows = <C extends IdCollection>(collection: C) => data[collection] as RecordOf<C>[];
  const copy = <T>(value: T): T => structuredClone(value);
  const put = <C extends IdCollection>(collection: C, record: RecordOf<C>) => {
    const list = rows(collection);
    const index = list.findIndex((row) => row.id === record.id);
    if (index >= 0) list[index] = copy(record);
    else list.push(copy(record));
  };

  return {
    async list(collection) {
      return copy(rows(collection));
    },
    async get(collection, id) {
      const record = rows(collection).find((row) => row.id === id);
      return record && copy(record);
    },
    async add(collection, record) {
      const id = maxOf(rows(collection), (row) => row.id) + 1;
      rows(collection).push(withId(collection, copy(record), id));
      return id;
    },
    async put(collection, record) {
      put(collection, record);
    },
    async bulkPut(collection, records) {
      for (const record of records) put(collection, record);
    },
    async remove(collection, id) {
      const list = rows(collection);
      const index = list.findIndex((row) => row.id === id);
      if (index >= 0) list.splice(index, 1);
    },
    async count(collection) {
      return rows(collection).length;
    },
    async getSingleton<N extends SingletonName>(name: N): Promise<Dataset[N]> {
      return copy(data[name] as Dataset[N]);
    },
    async setSingleton(name, value) {
      data = { ...data, [name]: copy(value) };
    },
    async getSeo(pageType) {
      const settings = data.seoSettings.find((s) => s.page_type === pageType);
      return settings && copy(settings);
    },
    async putSeo(settings) {
      const others = data.seoSettings.filter((s) => s.page_type !== settings.page_type);
      data.seoSettings = [...others, copy(settings)].sort(
        (a, b) => SEO_PAGE_TYPES.indexOf(a.page_type) - SEO_PAGE_TYPES.indexOf(b.page_type),
      );
    },
    async putFile(file) {
      files.set(file.path, { ...file });
    },
    async getFile(path) {
      const file = files.get(path);
      return file && { ...file };
    },
    async removeFile(path) {
      files.delete(path);
    },
    async exportAll() {
      const stored = await Promise.all(
        [...files.values()].map(async (file) => ({
          path: file.path,
          name: file.name,
          type: file.type,
          size: file.blob.size,
          data_url: await blobToDataUrl(file.blob, file.type),
        })),
      );
      return { ...copy(data), files: stored.sort((a, b) => a.path.localeCompare(b.path)) };
    },
    async replaceAll(dataset) {
      // Everything is built before anything is swapped in, so a failure leaves the old data whole.
      const nextFiles = loadFiles(dataset.files);
      data = loadRecords(dataset);
      files = nextFiles;
    },
  };
}
