import { CareerOpeningInputSchema } from '../../src/domain/careers';
import { ProductInputSchema, ServiceInputSchema } from '../../src/domain/catalog';
import { MAX_PAGE_IMAGES, MAX_SLIDER_ITEMS } from '../../src/domain/constants';
import { type Dataset, DatasetSchema } from '../../src/domain/dataset';
import { NavigationInputSchema } from '../../src/domain/navigation';
import { PageInputSchema } from '../../src/domain/pages';
import { RepositoryError } from '../../src/domain/repository-error';
import { SliderItemInputSchema } from '../../src/domain/slider';
import { canonicalSlug } from '../../src/domain/slug';
import { isAllowedUrl } from '../../src/domain/url';
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
  const problems = ruleProblems(dataset);
  if (problems.length > 0) {
    const shown = problems.slice(0, SHOWN_PROBLEMS).join('; ');
    const more = problems.length - SHOWN_PROBLEMS;
    throw new RepositoryError(
      'validation',
      `This dataset breaks the site's rules: ${shown}${more > 0 ? `; and ${more} more` : ''}. Nothing was changed.`,
      { status: 400 },
    );
  }
  return dataset;
}

/** How many rule problems the refusal names; the rest are counted. */
const SHOWN_PROBLEMS = 3;

type Schema = { safeParse(value: unknown): { success: boolean; error?: { issues: ReadonlyArray<{ message: string }> } } };

/** Records of a collection that the form's own rules (required fields, URL allow-list…) refuse. */
function inputProblems(collection: string, records: readonly object[], schema: Schema): string[] {
  return records.flatMap((record, index) => {
    const result = schema.safeParse(record);
    return result.success ? [] : [`${collection}[${index}]: ${result.error?.issues[0]?.message ?? 'invalid'}`];
  });
}

/** The parent ids of `items` that do not exist or lead round in a circle, as problems. */
function parentProblems(collection: string, items: readonly { id: number; parent_id: number | null }[]): string[] {
  const byId = new Map(items.map((item) => [item.id, item]));
  return items.flatMap((item, index) => {
    if (item.parent_id === null) return [];
    if (!byId.has(item.parent_id)) return [`${collection}[${index}]: parent ${item.parent_id} not found`];
    const seen = new Set([item.id]);
    for (let parent = byId.get(item.parent_id); parent; parent = parent.parent_id === null ? undefined : byId.get(parent.parent_id)) {
      if (seen.has(parent.id)) return [`${collection}[${index}]: its parents lead back to itself`];
      seen.add(parent.id);
    }
    return [];
  });
}

/**
 * Records whose slug an earlier record of the collection already has, compared as the public route compares them
 * (lower-case, NFC): only the first of them could be reached at its address.
 */
function duplicateSlugProblems(collection: string, records: readonly { slug: string }[]): string[] {
  const first = new Map<string, number>();
  return records.flatMap((record, index) => {
    const key = canonicalSlug(record.slug.trim());
    if (key === '') return [];
    const earlier = first.get(key);
    if (earlier === undefined) {
      first.set(key, index);
      return [];
    }
    return [`${collection}[${index}]: slug ${JSON.stringify(record.slug)} is already used by ${collection}[${earlier}]`];
  });
}

/**
 * The business rules every write goes through, for a whole dataset at once: at most five slides, 25 images per page,
 * parents that exist without cycles, custom gallery sources that exist, one record per slug, and each record as its
 * form would accept it (required fields, the URL allow-list).
 */
function ruleProblems(dataset: Dataset): string[] {
  const problems: string[] = [];
  if (dataset.sliderItems.length > MAX_SLIDER_ITEMS) {
    problems.push(`${dataset.sliderItems.length} slider items (at most ${MAX_SLIDER_ITEMS})`);
  }
  const perPage = new Map<number, number>();
  for (const image of dataset.pageImages) perPage.set(image.page_id, (perPage.get(image.page_id) ?? 0) + 1);
  for (const [pageId, count] of perPage) {
    if (count > MAX_PAGE_IMAGES) problems.push(`page ${pageId} has ${count} images (at most ${MAX_PAGE_IMAGES})`);
  }
  const pageIds = new Set(dataset.pages.map((page) => page.id));
  for (const [index, image] of dataset.pageImages.entries()) {
    if (!pageIds.has(image.page_id)) problems.push(`pageImages[${index}]: page ${image.page_id} not found`);
  }
  problems.push(...parentProblems('pages', dataset.pages));
  for (const [index, page] of dataset.pages.entries()) {
    if (page.gallery_inheritance_type === 'custom' && !pageIds.has(page.gallery_inheritance_id ?? Number.NaN)) {
      problems.push(`pages[${index}]: gallery source page ${page.gallery_inheritance_id ?? ''} not found`.replace(/ {2}/, ' '));
    }
  }
  problems.push(...parentProblems('navigation', dataset.navigation));
  problems.push(...duplicateSlugProblems('pages', dataset.pages), ...duplicateSlugProblems('navigation', dataset.navigation));
  for (const [index, item] of dataset.navigation.entries()) {
    if (item.external_url.trim() !== '' && !isAllowedUrl(item.external_url)) {
      problems.push(`navigation[${index}]: external URL ${JSON.stringify(item.external_url)} is not allowed`);
    }
  }
  problems.push(
    ...inputProblems('pages', dataset.pages, PageInputSchema),
    ...inputProblems('navigation', dataset.navigation, NavigationInputSchema),
    ...inputProblems('sliderItems', dataset.sliderItems, SliderItemInputSchema),
    ...inputProblems('services', dataset.services, ServiceInputSchema),
    ...inputProblems('products', dataset.products, ProductInputSchema),
    ...inputProblems('careerOpenings', dataset.careerOpenings, CareerOpeningInputSchema),
  );
  return problems;
}
