import { type Dataset, DatasetSchema } from '../../src/domain/dataset';
import { RepositoryError } from '../../src/domain/repository-error';
import { ID_COLLECTIONS } from './collections';
import { parseDataUrl } from './data-url';

/** "pages[0].id" from zod's ["pages", 0, "id"]. */
export function formatIssuePath(path: readonly PropertyKey[]): string {
  return path.reduce<string>((text, key) => {
    if (typeof key === 'number') return `${text}[${key}]`;
    const name = String(key);
    return text === '' ? name : `${text}.${name}`;
  }, '');
}

const invalid = (path: string, message: string) =>
  new RepositoryError('validation', `Invalid dataset at ${path || 'its root'}: ${message}`, { status: 400 });

function firstDuplicate<T>(items: readonly T[], key: (item: T) => unknown): number {
  const seen = new Set<unknown>();
  for (const [index, item] of items.entries()) {
    if (seen.has(key(item))) return index;
    seen.add(key(item));
  }
  return -1;
}

/**
 * Checks a dataset before it replaces the store: the schema, then what the schema cannot see (ids unique per
 * collection, one SEO record per page type, one file per path, readable data: URLs). The first problem is reported
 * with its path, e.g. "Invalid dataset at pages[0].id: Invalid input: expected number, received NaN".
 */
export function validateDataset(value: unknown): Dataset {
  const result = DatasetSchema.safeParse(value);
  if (!result.success) {
    const issue = result.error.issues[0];
    throw invalid(issue ? formatIssuePath(issue.path) : '', issue?.message ?? 'not a dataset');
  }
  const dataset = result.data;
  for (const collection of ID_COLLECTIONS) {
    const records: readonly { id: number }[] = dataset[collection];
    const index = firstDuplicate(records, (record) => record.id);
    if (index >= 0) throw invalid(`${collection}[${index}].id`, `duplicate id ${records[index]!.id}`);
  }
  const seoIndex = firstDuplicate(dataset.seoSettings, (settings) => settings.page_type);
  if (seoIndex >= 0) throw invalid(`seoSettings[${seoIndex}].page_type`, 'duplicate page type');
  const fileIndex = firstDuplicate(dataset.files, (file) => file.path);
  if (fileIndex >= 0) throw invalid(`files[${fileIndex}].path`, 'duplicate path');
  for (const [index, file] of dataset.files.entries()) {
    try {
      parseDataUrl(file.data_url);
    } catch {
      throw invalid(`files[${index}].data_url`, 'not a readable data: URL');
    }
  }
  return dataset;
}
