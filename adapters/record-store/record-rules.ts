import type { MutationResult } from '../../src/data/repository';
import { ruleMessages } from '../../src/domain/messages';
import { UPLOAD_HEAD_BYTES, type UploadPurpose, uploadContentProblem, uploadFactsProblem } from '../../src/domain/upload-rules';
import { readBlobBytes } from './data-url';
import { RepositoryError } from '../../src/domain/repository-error';
import type { IdCollection, RecordOf, RecordStore } from './record-store';

export function notFound(entity: string): RepositoryError {
  return new RepositoryError('not-found', ruleMessages.notFound(entity), { status: 404 });
}

/** A broken business rule (limits, file types): answered like a failed input rule. */
export function ruleBroken(message: string): RepositoryError {
  return new RepositoryError('validation', message, { status: 400 });
}

export async function requireRecord<C extends IdCollection>(
  store: RecordStore,
  collection: C,
  id: number,
  entity: string,
): Promise<RecordOf<C>> {
  const record = await store.get(collection, id);
  if (!record) throw notFound(entity);
  return record;
}

/** A stored record with its id; TypeScript cannot see that `Omit<R, 'id'> & { id }` is R for a generic collection. */
export function withId<C extends IdCollection>(_collection: C, fields: Omit<RecordOf<C>, 'id'>, id: number): RecordOf<C> {
  return { ...fields, id } as RecordOf<C>;
}

export const byId = (a: { id: number }, b: { id: number }) => a.id - b.id;

export const done = (message: string, id?: number): MutationResult => (id === undefined ? { message } : { message, id });

/** The highest value of a numeric field (0 for an empty list), for appending at the end of an ordered list. */
export function maxOf<T>(items: readonly T[], value: (item: T) => number): number {
  return items.reduce((max, item) => Math.max(max, value(item)), 0);
}

/** An uploaded file as it arrives: a File, or any Blob (duck-typed, since test DOMs bring their own Blob class). */
export type Upload = Blob & { name?: string };

export function isUpload(value: unknown): value is Upload {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as { size?: unknown; type?: unknown };
  return typeof candidate.size === 'number' && typeof candidate.type === 'string';
}

export const uploadName = (file: Upload): string => (typeof file.name === 'string' ? file.name : '');

/**
 * Whether a list filter sets anything. One that sets nothing matches every row, so the filter rule need not be run
 * over every one of 10,000 rows to find that out.
 */
export function setsAnyCriterion(filter: object): boolean {
  return Object.values(filter).some((value) => value !== undefined && value !== null && value !== '');
}

/**
 * The domain's upload rules (empty, SVG, type, size, then the leading bytes), enforced here so every adapter and the
 * mock API refuse the same files with the same message.
 */
export async function checkUpload(purpose: UploadPurpose, file: Upload): Promise<void> {
  const facts = { name: uploadName(file), size: file.size, type: file.type };
  const problem = uploadFactsProblem(purpose, facts);
  if (problem) throw ruleBroken(problem);
  const head = await readBlobBytes(file.slice(0, UPLOAD_HEAD_BYTES));
  const contentProblem = uploadContentProblem(purpose, facts, head);
  if (contentProblem) throw ruleBroken(contentProblem);
}
