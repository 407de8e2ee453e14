import type { ContactSubmissionFilter } from '../../src/domain/submissions';
import type { CareerApplicationFilter } from '../../src/domain/careers';
import type { Dataset } from '../../src/domain/dataset';
import type { StreamedTable } from '../../src/domain/dataset-import';
import type { SeoPageType, SeoSettings } from '../../src/domain/seo';

/**
 * The storage primitive both storing adapters (Dexie, json-server) implement. The business rules of the contract
 * (validation, limits, derived fields, messages) live once, in createRecordStoreRepository, on top of this interface,
 * so every storing adapter behaves the same and the conformance suite holds for all of them.
 */

/** Collections of records keyed by a numeric id. */
export type IdCollection = Exclude<
  keyof Dataset,
  'seoSettings' | 'files' | 'aboutContent' | 'homepageContent' | 'contactContent'
>;

/** One stored record of a collection. */
export type RecordOf<C extends IdCollection> = Dataset[C][number];

/** Single-record documents. */
export type SingletonName = 'aboutContent' | 'homepageContent' | 'contactContent';

/** A stored file's bytes and metadata; `path` is "page_images/x.webp", "slider/y.png" or "resumes/z.pdf". */
export type StoredBlob = { path: string; name: string; type: string; blob: Blob };

export interface RecordStore {
  /**
   * Optional: the same store whose requests `signal` cancels (a store over the network stops its fetch when a read is
   * no longer needed). Without it a cancelled read rejects at once and the store's work runs to its end.
   */
  withSignal?(signal: AbortSignal): RecordStore;
  /** Every record of a collection, in storage order (callers sort). */
  list<C extends IdCollection>(collection: C): Promise<RecordOf<C>[]>;
  get<C extends IdCollection>(collection: C, id: number): Promise<RecordOf<C> | undefined>;
  /** Stores a new record and answers its id (the next free integer). */
  add<C extends IdCollection>(collection: C, record: Omit<RecordOf<C>, 'id'>): Promise<number>;
  /** Replaces the record with the same id. */
  put<C extends IdCollection>(collection: C, record: RecordOf<C>): Promise<void>;
  /** Replaces several records at once (reorders). */
  bulkPut<C extends IdCollection>(collection: C, records: RecordOf<C>[]): Promise<void>;
  remove(collection: IdCollection, id: number): Promise<void>;
  count(collection: IdCollection): Promise<number>;

  /**
   * Optional store-side filtering of the large lists (indexes where the store has them). Answers the matching rows
   * in any order; without it the repository filters list() in memory with the same domain rule.
   */
  queryContactSubmissions?(filter: ContactSubmissionFilter): Promise<Dataset['contactSubmissions']>;
  queryCareerApplications?(filter: CareerApplicationFilter): Promise<Dataset['careerApplications']>;
  /**
   * Optional: one page of a submission list (newest first, with the filtered total and counts per status) answered by
   * the store itself, or null where it cannot (the repository then pages list()). The Dexie store answers from its
   * in-memory copy, keeping the filtered list between pages, and before that copy is filled from its indexes for the
   * filters they answer exactly (none, or a status alone), so the first page shows before a whole list is read.
   */
  listPage?<C extends 'contactSubmissions' | 'careerApplications'>(
    collection: C,
    filter: object,
    request: { page: number; perPage: number },
  ): Promise<{ rows: Dataset[C]; total: number; counts: Record<string, number> } | null>;

  getSingleton<N extends SingletonName>(name: N): Promise<Dataset[N]>;
  setSingleton<N extends SingletonName>(name: N, value: Dataset[N]): Promise<void>;

  getSeo(pageType: SeoPageType): Promise<SeoSettings | undefined>;
  putSeo(settings: SeoSettings): Promise<void>;

  putFile(file: StoredBlob): Promise<void>;
  getFile(path: string): Promise<StoredBlob | undefined>;
  removeFile(path: string): Promise<void>;

  /** The whole store; files carried as data: URLs. */
  exportAll(): Promise<Dataset>;
  /** Replaces everything with the given, already validated, dataset. */
  replaceAll(dataset: Dataset): Promise<void>;
  /**
   * Optional, for stores that write locally (IndexedDB): adds one checked batch of a large import (rows of a large
   * table, or files) in one write, replacing a record or file with the same key. With it a large import is written in
   * parts, yielding to the page between them; without it an import is one replaceAll call.
   */
  addImported?(batch: ImportBatch): Promise<void>;
}

/** A batch of a large import (src/domain/dataset-import.ts), already checked. */
export type ImportBatch =
  | { table: Exclude<StreamedTable, 'files'>; rows: Dataset[Exclude<StreamedTable, 'files'>] }
  | { table: 'files'; files: Dataset['files'] };
