import Dexie, { type Table } from 'dexie';
import type { IdCollection, RecordOf, SingletonName } from '../record-store/record-store';
import type { Dataset } from '../../src/domain/dataset';
import type { SeoPageType, SeoSettings } from '../../src/domain/seo';

/**
 * A stored file. `content` is the Blob itself wherever IndexedDB can keep it (browsers, Node); where the runtime's
 * Blob does not survive structured cloning (jsdom) its bytes are kept as an ArrayBuffer instead.
 */
export type FileRow = { path: string; name: string; type: string; size: number; content: Blob | ArrayBuffer };
export type SingletonRow = { name: SingletonName; value: Dataset[SingletonName] };
export type MetaRow = { key: string; value: unknown };

/** Set once the database holds data (seeded or imported), so emptying every list never brings the seed back. */
export const SEEDED_KEY = 'seeded';

type TableName = IdCollection | 'seoSettings' | 'singletons' | 'files' | 'meta';

/**
 * Version 1 of the schema: one table per id collection (`++id` plus indexes for the lookups and the large, filtered
 * lists), SEO settings keyed by page type, the content documents keyed by name, files keyed by path, and meta.
 * A released version is never edited: each future change is a new `db.version(n).stores({...})` whose
 * `.upgrade(tx => ...)` carries the existing data over, so a visitor's stored data survives every release.
 */
const VERSION_1 = {
  navigation: '++id, parent_id',
  pages: '++id, slug, parent_id',
  pageImages: '++id, page_id',
  sliderItems: '++id',
  services: '++id',
  products: '++id',
  teamMembers: '++id',
  infrastructure: '++id',
  certifications: '++id',
  careerOpenings: '++id',
  contactSubmissions: '++id, status, created_at, [status+created_at]',
  careerApplications: '++id, status, position, created_at, [status+created_at]',
  brochureRequests: '++id, created_at',
  seoSettings: 'page_type',
  singletons: 'name',
  files: 'path',
  meta: 'key',
} satisfies Record<TableName, string>;

/**
 * Version 2: the submission tables lose their `status` index. Every status lookup goes through [status+created_at]
 * (a status alone is the range [status, ''] … [status, '\uffff']), and filtering is done on the in-memory list
 * (dexie-queries.ts), so the single index only slowed every write: importing 100,000 submissions writes each row
 * into every index. Dexie drops the index on upgrade; the rows stay as they are.
 */
const VERSION_2 = {
  ...VERSION_1,
  contactSubmissions: '++id, created_at, [status+created_at]',
  careerApplications: '++id, position, created_at, [status+created_at]',
} satisfies Record<TableName, string>;

/**
 * Version 3: the submission tables keep one index, [status+created_at], which answers every lookup the store makes
 * from IndexedDB (a status, the counts per status, and the newest rows across all statuses, merged from each
 * status's newest: dexie-queries.ts); every other filter runs on the in-memory list. `created_at` and `position` only
 * slowed writes: with two indexes 100,000 rows took 11.5 s to write in Chromium, with one 8.0 s.
 */
const VERSION_3 = {
  ...VERSION_2,
  contactSubmissions: '++id, [status+created_at]',
  careerApplications: '++id, [status+created_at]',
} satisfies Record<TableName, string>;

/**
 * Declares the schema; Dexie opens (and creates or upgrades) the database on first use. Transactions are 'relaxed'
 * in Chromium: a commit is handed to the operating system without waiting for the disk, which is what this store
 * needs (the demo's and a kiosk's copy of the site, rebuilt from the seed or a file), and a 100,000-row import's
 * twenty batches do not each wait for the disk; a tab that crashes keeps every committed write.
 */
export function openSiteDatabase(name: string): Dexie {
  const db = new Dexie(name, { chromeTransactionDurability: 'relaxed' });
  db.version(1).stores(VERSION_1);
  db.version(2).stores(VERSION_2);
  db.version(3).stores(VERSION_3);
  return db;
}

/** The tables as version 1 declared them, to test the upgrade from a database a visitor already has. */
export function openVersion1Database(name: string): Dexie {
  const db = new Dexie(name);
  db.version(1).stores(VERSION_1);
  return db;
}

export const idTable = <C extends IdCollection>(db: Dexie, collection: C): Table<RecordOf<C>, number> => db.table(collection);
export const seoTable = (db: Dexie): Table<SeoSettings, SeoPageType> => db.table('seoSettings');
export const singletonTable = (db: Dexie): Table<SingletonRow, SingletonName> => db.table('singletons');
export const fileTable = (db: Dexie): Table<FileRow, string> => db.table('files');
export const metaTable = (db: Dexie): Table<MetaRow, string> => db.table('meta');
