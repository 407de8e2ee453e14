import { z } from 'zod';
import type { CareerApplicationFilter } from '../../src/domain/careers';
import { DatasetSchema, type Dataset } from '../../src/domain/dataset';
import { matchesCareerFilter, matchesContactFilter } from '../../src/domain/filters';
import { RepositoryError } from '../../src/domain/repository-error';
import type { SeoPageType } from '../../src/domain/seo';
import type { ContactSubmissionFilter } from '../../src/domain/submissions';
import { blobToDataUrl, dataUrlToBlob } from '../record-store/data-url';
import type { IdCollection, RecordOf, RecordStore, SingletonName, StoredBlob } from '../record-store/record-store';
import { createJsonServerClient, type JsonServerClient, type JsonServerClientOptions } from './json-server-client';
import {
  type JsonServerFileRecord,
  JsonServerFileRecordSchema,
  JsonServerSeoRecordSchema,
  toFileRecord,
  toSeoRecord,
} from './json-server-db';

/**
 * The RecordStore over json-server 0.17 REST: collections are plural resources (GET/POST /navigation,
 * GET/PUT/DELETE /navigation/1), the three singletons are singular resources (GET/PUT /aboutContent), SEO settings
 * are addressed by page type and files by path. The whole-dataset calls use the /_dataset routes that
 * scripts/json-server.ts adds, because json-server has no bulk endpoint.
 */

const CreatedSchema = z.object({ id: z.number().int().positive() });

const collectionPath = (collection: string) => `/${collection}`;
const recordPath = (collection: string, id: number | string) => `/${collection}/${encodeURIComponent(String(id))}`;

function listSchema<C extends IdCollection>(collection: C): z.ZodType<RecordOf<C>[]> {
  // The shape's entry for C is the array schema of C's records; TypeScript cannot narrow the indexed union.
  return DatasetSchema.shape[collection] as unknown as z.ZodType<RecordOf<C>[]>;
}

function recordSchema<C extends IdCollection>(collection: C): z.ZodType<RecordOf<C>> {
  return DatasetSchema.shape[collection].element as unknown as z.ZodType<RecordOf<C>>;
}

/** Inclusive day bounds as json-server range filters; the domain matcher then decides row by row. */
function dateRangeParams(params: URLSearchParams, dateFrom?: string, dateTo?: string) {
  if (dateFrom) params.set('created_at_gte', dateFrom);
  // json-server compares strings; every timestamp of that day sorts before "<day>\uffff".
  if (dateTo) params.set('created_at_lte', `${dateTo}\uffff`);
}

/** Files travel inside JSON as data: URLs; a broken one (a hand-edited db.json) is a malformed answer. */
function fileBlob(record: JsonServerFileRecord): Blob {
  try {
    return dataUrlToBlob(record.data_url, record.type);
  } catch (cause) {
    throw new RepositoryError('malformed', `json-server holds ${record.path} with a data: URL that cannot be decoded`, { cause });
  }
}

const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function queryString(params: URLSearchParams): string {
  const query = params.toString();
  return query === '' ? '' : `?${query}`;
}

export function createJsonServerRecordStore(options: JsonServerClientOptions): RecordStore {
  const client: JsonServerClient = createJsonServerClient(options);

  /** PUT replaces; json-server answers 404 for an unknown id, then POST stores the record under its own id. */
  async function upsert(collection: string, id: number | string, record: object): Promise<void> {
    try {
      await client.call('PUT', recordPath(collection, id), record);
    } catch (error) {
      if (!(error instanceof RepositoryError) || error.kind !== 'not-found') throw error;
      await client.call('POST', collectionPath(collection), { ...record, id });
    }
  }

  /** DELETE of a record that is already gone is not an error (as in IndexedDB). */
  async function removeQuietly(collection: string, id: number | string): Promise<void> {
    try {
      await client.call('DELETE', recordPath(collection, id));
    } catch (error) {
      if (!(error instanceof RepositoryError) || error.kind !== 'not-found') throw error;
    }
  }

  const store: RecordStore = {
    withSignal: (signal) => createJsonServerRecordStore({ ...options, signal }),
    list(collection) {
      return client.json(listSchema(collection), 'GET', collectionPath(collection));
    },
    get(collection, id) {
      return client.find(recordSchema(collection), recordPath(collection, id));
    },
    async add(collection, record) {
      // json-server gives the next integer id (highest + 1) when the body has none.
      const { id: _ignored, ...fields } = record as Record<string, unknown>;
      const created = await client.json(CreatedSchema, 'POST', collectionPath(collection), fields);
      return created.id;
    },
    put(collection, record) {
      return upsert(collection, record.id, record);
    },
    async bulkPut(collection, records) {
      await Promise.all(records.map((record) => upsert(collection, record.id, record)));
    },
    remove(collection, id) {
      return removeQuietly(collection, id);
    },
    async count(collection) {
      // _limit=0 answers no rows but the X-Total-Count header, so counting does not download the collection.
      const response = await client.send('GET', `${collectionPath(collection)}?_limit=0`);
      await response.arrayBuffer().catch(() => undefined);
      const total = Number(response.headers.get('X-Total-Count'));
      if (response.headers.has('X-Total-Count') && Number.isInteger(total)) return total;
      return (await store.list(collection)).length;
    },

    async queryContactSubmissions(filter: ContactSubmissionFilter) {
      const params = new URLSearchParams();
      if (filter.status) params.set('status', filter.status);
      dateRangeParams(params, filter.dateFrom, filter.dateTo);
      const search = filter.search?.trim();
      if (search) params.set('q', search);
      const rows = await client.json(listSchema('contactSubmissions'), 'GET', `/contactSubmissions${queryString(params)}`);
      return rows.filter((row) => matchesContactFilter(row, filter));
    },
    async queryCareerApplications(filter: CareerApplicationFilter) {
      const params = new URLSearchParams();
      if (filter.status) params.set('status', filter.status);
      if (filter.position) params.set('position_like', `^${escapeRegExp(filter.position)}$`);
      dateRangeParams(params, filter.dateFrom, filter.dateTo);
      const search = filter.search?.trim();
      if (search) params.set('q', search);
      const rows = await client.json(listSchema('careerApplications'), 'GET', `/careerApplications${queryString(params)}`);
      return rows.filter((row) => matchesCareerFilter(row, filter));
    },

    getSingleton<N extends SingletonName>(name: N) {
      const schema = DatasetSchema.shape[name] as unknown as z.ZodType<Dataset[N]>;
      return client.json(schema, 'GET', `/${name}`);
    },
    async setSingleton(name, value) {
      await client.call('PUT', `/${name}`, value);
    },

    async getSeo(pageType: SeoPageType) {
      const record = await client.find(JsonServerSeoRecordSchema, recordPath('seoSettings', pageType));
      if (!record) return undefined;
      const { id: _id, ...settings } = record;
      return settings;
    },
    putSeo(settings) {
      return upsert('seoSettings', settings.page_type, toSeoRecord(settings));
    },

    async putFile(file: StoredBlob) {
      const record = toFileRecord({
        path: file.path,
        name: file.name,
        type: file.type,
        size: file.blob.size,
        data_url: await blobToDataUrl(file.blob, file.type),
      });
      await upsert('files', file.path, record);
    },
    async getFile(path) {
      const record = await client.find(JsonServerFileRecordSchema, recordPath('files', path));
      if (!record) return undefined;
      return { path: record.path, name: record.name, type: record.type, blob: fileBlob(record) };
    },
    removeFile(path) {
      return removeQuietly('files', path);
    },

    exportAll() {
      return client.json(DatasetSchema, 'GET', '/_dataset');
    },
    async replaceAll(dataset) {
      await client.call('PUT', '/_dataset', dataset);
    },
  };
  return store;
}
