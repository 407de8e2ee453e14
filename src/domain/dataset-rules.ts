import type { z } from 'zod';
import { CareerOpeningInputSchema } from './careers';
import { ProductInputSchema, ServiceInputSchema } from './catalog';
import { MAX_PAGE_IMAGES, MAX_SLIDER_ITEMS } from './constants';
import { DATASET_COLLECTIONS, DatasetSchema, type Dataset } from './dataset';
import { datasetTexts, DATASET_TABLE_NAMES } from './dataset-texts';
import { NavigationInputSchema } from './navigation';
import { PageInputSchema } from './pages';
import { SliderItemInputSchema } from './slider';
import { canonicalSlug } from './slug';
import { isAllowedUrl } from './url';

/**
 * The rules a dataset file must keep before it may replace the store: the domain schemas row by row, one id per
 * record in every table, no script links anywhere, and what the back office's forms and writes enforce (at most five
 * slides, 25 images a page, parents and gallery sources that exist, one record per slug, each record as its form
 * would accept it). The Demo data panel checks a file with them before it asks to replace everything, and the store
 * checks every import with them again, so both refuse the same file with the same words.
 */

export type DatasetTable = keyof Dataset;
export type ListTable = (typeof DATASET_COLLECTIONS)[number] | 'files';
export type DocumentTable = Exclude<DatasetTable, ListTable>;

export const LIST_TABLES: readonly ListTable[] = [...DATASET_COLLECTIONS, 'files'];
export const DOCUMENT_TABLES: readonly DocumentTable[] = ['aboutContent', 'homepageContent', 'contactContent'];

export type DatasetRule =
  | 'shape'
  | 'schema'
  | 'duplicate-id'
  | 'script-url'
  | 'slider-limit'
  | 'page-image-limit'
  | 'missing-page'
  | 'missing-parent'
  | 'parent-cycle'
  | 'gallery-source'
  | 'duplicate-slug'
  | 'url-not-allowed'
  | 'record-rule';

/** One broken rule: which rule, where (table, and the record's position from 0 when it is about one) and the message. */
export type DatasetProblem = { rule: DatasetRule; table: DatasetTable | null; index?: number; message: string };

/** Problems kept in full; beyond this many only the count grows (a broken 100,000-row file stays cheap to report). */
const KEPT_PROBLEMS = 200;

// Browsers drop tabs and newlines anywhere in a URL and control characters and spaces around it before the scheme.
// eslint-disable-next-line no-control-regex
const URL_IGNORED = /[\u0000-\u0020\u007f-\u009f]/g;
const SCRIPT_SCHEME = /^(javascript|vbscript):/i;
/** Cheap pre-test: a value can only be a script link if the letters of a scheme appear in it. */
const MAY_HOLD_SCHEME = /script\s*:/i;

/** 'javascript:' when the value, read as a URL, would run a script; null otherwise. */
export function scriptScheme(value: string): string | null {
  if (!MAY_HOLD_SCHEME.test(value)) return null;
  const scheme = SCRIPT_SCHEME.exec(value.replace(URL_IGNORED, ''));
  return scheme ? `${scheme[1]!.toLowerCase()}:` : null;
}

type Row = Record<string, unknown>;

const isRow = (value: unknown): value is Row => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A record's title as messages show it. */
function nameOf(row: Row): string | undefined {
  for (const field of ['title', 'name', 'page_type', 'path']) {
    const value = row[field];
    if (typeof value === 'string' && value.trim() !== '') return value.trim();
  }
  return undefined;
}

const where = (table: DatasetTable, index: number, row: unknown) => {
  const record = isRow(row) ? row : {};
  const id = typeof record.id === 'number' || typeof record.id === 'string' ? record.id : undefined;
  return datasetTexts.record(table, index + 1, id, nameOf(record));
};

/** "title: Title is required", "id: Invalid input…" from zod's first issue. */
function issueText(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'invalid';
  const path = issue.path.map(String).join('.');
  return path ? `${path}: ${issue.message}` : issue.message;
}

/** Each string of a record (nested values included) with the field it sits in. */
function eachString(value: unknown, field: string, visit: (field: string, text: string) => void): void {
  if (typeof value === 'string') visit(field, value);
  else if (Array.isArray(value)) for (const item of value) eachString(item, field, visit);
  else if (isRow(value)) for (const [key, item] of Object.entries(value)) eachString(item, field ? `${field}.${key}` : key, visit);
}

type Unique = { field: string; key: (row: Row) => unknown };
/** What must be unique in each list table: the id, or the SEO page type and the file path. */
const UNIQUE: Record<ListTable, Unique> = Object.fromEntries(
  LIST_TABLES.map((table) => [
    table,
    table === 'seoSettings'
      ? { field: 'page_type', key: (row: Row) => row.page_type }
      : table === 'files'
        ? { field: 'path', key: (row: Row) => row.path }
        : { field: 'id', key: (row: Row) => row.id },
  ]),
) as Record<ListTable, Unique>;

/** The tables the rules across records read. */
const RELATED_TABLES: readonly DatasetTable[] = ['navigation', 'pages', 'pageImages', 'sliderItems', 'services', 'products', 'careerOpenings'];

type Schema = { safeParse(value: unknown): { success: true; data: unknown } | { success: false; error: z.ZodError } };
const shape = DatasetSchema.shape as unknown as Record<DatasetTable, Schema & { element?: Schema }>;

export type DatasetCheck = {
  /**
   * Checks rows of a list table, the first of them at `offset` in the file (schema, unique id, script links), and
   * answers them as the schema reads them. Called once per table or in slices; ids are compared across slices.
   */
  rows<T extends ListTable>(table: T, rows: readonly unknown[], offset?: number): Dataset[T];
  /** Checks a content document (schema, script links) and answers it as read, or undefined when it is broken. */
  document<T extends DocumentTable>(table: T, value: unknown): Dataset[T] | undefined;
  /**
   * The rules across records and tables, on the tables other than the large ones (they refer to none of those);
   * skipped while one of the tables they read has a record the schema refuses.
   */
  relations(dataset: Dataset): void;
  /** Adds a problem the caller found (the store checks what only it can read, such as a file's bytes). */
  report(problem: DatasetProblem): void;
  readonly problems: readonly DatasetProblem[];
  /** Every problem found, also those beyond the ones kept. */
  readonly count: number;
};

export function createDatasetCheck(): DatasetCheck {
  const problems: DatasetProblem[] = [];
  let count = 0;
  /** Tables with a record the schema refuses: rules across records would misread them, so they wait. */
  const broken = new Set<DatasetTable>();
  const report = (problem: DatasetProblem) => {
    count += 1;
    if (problems.length < KEPT_PROBLEMS) problems.push(problem);
    if ((problem.rule === 'schema' || problem.rule === 'shape') && problem.table) broken.add(problem.table);
  };
  /** Per table, the position of the first record with each unique key. */
  const seen = new Map<ListTable, Map<unknown, number>>();
  /** Records already refused for a script link, so their form's rules do not report the same field again. */
  const scripted = new Set<string>();

  const scanScripts = (table: DatasetTable, index: number | undefined, row: unknown, skip?: string) => {
    eachString(row, '', (field, text) => {
      if (field === skip) return;
      const scheme = scriptScheme(text);
      if (scheme === null) return;
      scripted.add(`${table}:${index ?? ''}`);
      const place = index === undefined ? DATASET_TABLE_NAMES[table] : where(table, index, row);
      report({ rule: 'script-url', table, index, message: `${place}: ${datasetTexts.scriptUrl(field, scheme)}` });
    });
  };

  return {
    get problems() {
      return problems;
    },
    get count() {
      return count;
    },
    report,
    rows(table, rows, offset = 0) {
      const schema = shape[table].element!;
      const unique = UNIQUE[table];
      let keys = seen.get(table);
      if (!keys) seen.set(table, (keys = new Map()));
      const parsed: unknown[] = [];
      rows.forEach((row, i) => {
        const index = offset + i;
        const result = schema.safeParse(row);
        if (!result.success) {
          report({ rule: 'schema', table, index, message: `${where(table, index, row)}: ${issueText(result.error)}` });
          return;
        }
        const record = result.data as Row;
        const key = unique.key(record);
        const first = keys.get(key);
        if (first !== undefined) {
          const message =
            unique.field === 'id'
              ? datasetTexts.duplicateId(key as number, first + 1)
              : datasetTexts.duplicateKey(unique.field, String(key), first + 1);
          report({ rule: 'duplicate-id', table, index, message: `${where(table, index, record)}: ${message}` });
        } else keys.set(key, index);
        // A file's bytes are a data: URL by design; every other string is looked at.
        scanScripts(table, index, record, table === 'files' ? 'data_url' : undefined);
        parsed.push(record);
      });
      return parsed as Dataset[typeof table];
    },
    document(table, value) {
      const result = shape[table].safeParse(value);
      if (!result.success) {
        report({ rule: 'schema', table, message: `${DATASET_TABLE_NAMES[table]}: ${issueText(result.error)}` });
        return undefined;
      }
      scanScripts(table, undefined, result.data);
      return result.data as Dataset[typeof table];
    },
    relations(dataset) {
      if (RELATED_TABLES.some((table) => broken.has(table))) return;
      for (const problem of relationProblems(dataset, scripted)) report(problem);
    },
  };
}

/** The parent ids of `items` that do not exist or lead round in a circle. */
function parentProblems(table: 'pages' | 'navigation', items: readonly { id: number; parent_id: number | null }[]): DatasetProblem[] {
  const byId = new Map(items.map((item) => [item.id, item]));
  return items.flatMap((item, index): DatasetProblem[] => {
    if (item.parent_id === null) return [];
    if (!byId.has(item.parent_id)) {
      return [{ rule: 'missing-parent', table, index, message: `${where(table, index, item)}: ${datasetTexts.missingParent(item.parent_id)}` }];
    }
    const visited = new Set([item.id]);
    for (let parent = byId.get(item.parent_id); parent; parent = parent.parent_id === null ? undefined : byId.get(parent.parent_id)) {
      if (visited.has(parent.id)) return [{ rule: 'parent-cycle', table, index, message: `${where(table, index, item)}: ${datasetTexts.parentCycle}` }];
      visited.add(parent.id);
    }
    return [];
  });
}

/** Records whose slug an earlier record already has, compared as the public route compares them (lower-case, NFC). */
function duplicateSlugProblems(table: 'pages' | 'navigation', records: readonly (Row & { slug: string })[]): DatasetProblem[] {
  const first = new Map<string, number>();
  return records.flatMap((record, index): DatasetProblem[] => {
    const key = canonicalSlug(record.slug.trim());
    if (key === '') return [];
    const earlier = first.get(key);
    if (earlier === undefined) {
      first.set(key, index);
      return [];
    }
    const message = datasetTexts.duplicateSlug(record.slug, `record ${earlier + 1}${records[earlier]?.id === undefined ? '' : ` (id ${String(records[earlier]!.id)})`}`);
    return [{ rule: 'duplicate-slug', table, index, message: `${where(table, index, record)}: ${message}` }];
  });
}

/** Records of a table that their form's own rules (required fields, the URL allow-list…) refuse. */
function inputProblems(table: DatasetTable, records: readonly object[], schema: Schema, scripted: ReadonlySet<string>): DatasetProblem[] {
  return records.flatMap((record, index): DatasetProblem[] => {
    if (scripted.has(`${table}:${index}`)) return [];
    const result = schema.safeParse(record);
    return result.success ? [] : [{ rule: 'record-rule', table, index, message: `${where(table, index, record)}: ${issueText(result.error)}` }];
  });
}

function relationProblems(dataset: Dataset, scripted: ReadonlySet<string>): DatasetProblem[] {
  const problems: DatasetProblem[] = [];
  if (dataset.sliderItems.length > MAX_SLIDER_ITEMS) {
    problems.push({
      rule: 'slider-limit',
      table: 'sliderItems',
      message: `${DATASET_TABLE_NAMES.sliderItems}: ${datasetTexts.sliderLimit(dataset.sliderItems.length)}`,
    });
  }
  const perPage = new Map<number, number>();
  for (const image of dataset.pageImages) perPage.set(image.page_id, (perPage.get(image.page_id) ?? 0) + 1);
  for (const [pageId, total] of perPage) {
    if (total > MAX_PAGE_IMAGES) {
      problems.push({ rule: 'page-image-limit', table: 'pageImages', message: `${DATASET_TABLE_NAMES.pageImages}: ${datasetTexts.pageImageLimit(pageId, total)}` });
    }
  }
  const pageIds = new Set(dataset.pages.map((page) => page.id));
  dataset.pageImages.forEach((image, index) => {
    if (!pageIds.has(image.page_id)) {
      problems.push({ rule: 'missing-page', table: 'pageImages', index, message: `${where('pageImages', index, image)}: ${datasetTexts.missingPage(image.page_id)}` });
    }
  });
  problems.push(...parentProblems('pages', dataset.pages));
  dataset.pages.forEach((page, index) => {
    if (page.gallery_inheritance_type === 'custom' && !pageIds.has(page.gallery_inheritance_id ?? Number.NaN)) {
      problems.push({
        rule: 'gallery-source',
        table: 'pages',
        index,
        message: `${where('pages', index, page)}: ${datasetTexts.missingGallerySource(page.gallery_inheritance_id)}`,
      });
    }
  });
  problems.push(...parentProblems('navigation', dataset.navigation));
  problems.push(...duplicateSlugProblems('pages', dataset.pages), ...duplicateSlugProblems('navigation', dataset.navigation));
  dataset.navigation.forEach((item, index) => {
    const url = item.external_url.trim();
    if (url !== '' && !isAllowedUrl(url) && !scripted.has(`navigation:${index}`)) {
      problems.push({ rule: 'url-not-allowed', table: 'navigation', index, message: `${where('navigation', index, item)}: ${datasetTexts.urlNotAllowed('external_url', url)}` });
    }
  });
  problems.push(
    ...inputProblems('pages', dataset.pages, PageInputSchema, scripted),
    ...inputProblems('navigation', dataset.navigation, NavigationInputSchema, scripted),
    ...inputProblems('sliderItems', dataset.sliderItems, SliderItemInputSchema, scripted),
    ...inputProblems('services', dataset.services, ServiceInputSchema, scripted),
    ...inputProblems('products', dataset.products, ProductInputSchema, scripted),
    ...inputProblems('careerOpenings', dataset.careerOpenings, CareerOpeningInputSchema, scripted),
  );
  return problems;
}

export type DatasetCheckResult =
  | { ok: true; dataset: Dataset }
  | { ok: false; problems: readonly DatasetProblem[]; count: number };

/** The tables of a value that claims to be a dataset, or a problem when it is not an object at all. */
export function datasetTables(value: unknown): Row | null {
  return isRow(value) ? value : null;
}

/** Checks one table of a parsed file into `check`; answers what it read (undefined when the table is missing or broken). */
export function checkTable(check: DatasetCheck, tables: Row, table: DatasetTable): unknown {
  const value = tables[table];
  if (value === undefined) {
    check.report({ rule: 'shape', table, message: `${DATASET_TABLE_NAMES[table]}: ${datasetTexts.missingTable}` });
    return undefined;
  }
  if ((DOCUMENT_TABLES as readonly string[]).includes(table)) return check.document(table as DocumentTable, value);
  if (!Array.isArray(value)) {
    const result = shape[table].safeParse(value);
    check.report({ rule: 'shape', table, message: `${DATASET_TABLE_NAMES[table]}: ${result.success ? 'not a list' : issueText(result.error)}` });
    return undefined;
  }
  return check.rows(table as ListTable, value);
}

/** Checks a whole dataset at once (the store; a small file). The panel checks a large file in slices instead. */
export function checkDataset(value: unknown): DatasetCheckResult {
  const check = createDatasetCheck();
  const tables = datasetTables(value);
  if (!tables) return { ok: false, problems: [{ rule: 'shape', table: null, message: datasetTexts.notADataset }], count: 1 };
  const dataset: Partial<Record<DatasetTable, unknown>> = {};
  for (const table of Object.keys(DATASET_TABLE_NAMES) as DatasetTable[]) dataset[table] = checkTable(check, tables, table);
  check.relations(dataset as Dataset);
  return check.count === 0 ? { ok: true, dataset: dataset as Dataset } : { ok: false, problems: check.problems, count: check.count };
}
