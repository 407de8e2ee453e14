import { z } from 'zod';
import { RepositoryError } from './repository-error';
import { fieldLabel, textLimitProblem } from './text-limits';
import { slugify } from './slug';

/**
 * Readers shared by every schema. Real PHP servers answer with nulls, numeric strings and 0/1 flags;
 * these normalise such answers into the one clean domain model at the edge.
 */

/** Optional text: null or missing becomes the empty string. */
export const text = () =>
  z.preprocess((value) => (value === null || value === undefined ? '' : value), z.union([z.string(), z.number()]))
    .transform((value) => String(value));

// Characters that print nothing: a name made only of these (or of spaces) is empty to a reader.
const INVISIBLE = /[\s\u00ad\u061c\u115f\u1160\u180e\u200b-\u200f\u202a-\u202e\u2060-\u206f\u3164\ufeff\uffa0]|\u034f|\u17b4|\u17b5/gu;

/** Whether a text shows anything once invisible characters are left out. */
export const hasVisibleText = (value: string) => value.replace(INVISIBLE, '') !== '';

/** Required text after trimming; text made only of spaces or zero-width characters counts as missing. */
export const requiredText = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .refine(hasVisibleText, { error: `${label} is required` });

/** A slug typed by hand goes through the same rule as a derived one, so `../../admin` is stored as `admin`. */
export const slugText = (label = 'Slug') =>
  requiredText(label)
    .transform((value) => slugify(value).replace(/^-+|-+$/g, ''))
    .refine((value) => value !== '', { error: `${label} must contain letters or digits` });

/** A boolean that also accepts 1/0, '1'/'0' and 'true'/'false'. */
export const flag = (fallback = false) =>
  z.preprocess((value) => {
    if (value === undefined || value === null || value === '') return fallback;
    if (value === 1 || value === '1' || value === 'true') return true;
    if (value === 0 || value === '0' || value === 'false') return false;
    return value;
  }, z.boolean());

/** A positive integer id, also from a numeric string. */
export const id = () => z.coerce.number().int().positive();

/** A nullable id (parent references): null, 0, '' and missing all mean none. */
export const optionalId = () =>
  z.preprocess(
    (value) => (value === null || value === undefined || value === '' || value === 0 || value === '0' ? null : value),
    z.coerce.number().int().positive().nullable(),
  );

/** Orders and counts beyond this are typing mistakes or attacks, not real lists. */
export const MAX_INTEGER = 1_000_000;

/** An integer that also accepts numeric strings, with a default when missing. */
export const integer = (fallback = 0) =>
  z.preprocess(
    (value) => (value === null || value === undefined || value === '' ? fallback : value),
    z.coerce.number().int().min(-MAX_INTEGER).max(MAX_INTEGER),
  );

type Issue = {
  code?: string;
  expected?: unknown;
  path?: ReadonlyArray<PropertyKey>;
  input?: unknown;
  origin?: string;
  maximum?: unknown;
  minimum?: unknown;
  format?: string;
};

/**
 * The error map every input parse uses (the store's parseInput and the forms' parseForm): zod's default texts
 * ("Too big: expected int to be <=…") become sentences naming the field. Messages a schema sets itself win.
 */
export const humanIssueMessage: z.core.$ZodErrorMap = (raw) => {
  const issue = raw as Issue;
  const last = issue.path?.[issue.path.length - 1];
  const label = typeof last === 'string' ? fieldLabel(last) : 'This value';
  const limit = (bound: unknown) => (typeof bound === 'bigint' || typeof bound === 'number' ? Number(bound).toLocaleString('en-US') : '');
  switch (issue.code) {
    case 'too_big':
      return issue.origin === 'string'
        ? `${label} must be at most ${limit(issue.maximum)} characters`
        : `${label} must be at most ${limit(issue.maximum)}`;
    case 'too_small':
      return issue.origin === 'string' ? `${label} is required` : `${label} must be at least ${limit(issue.minimum)}`;
    case 'invalid_type':
      if (issue.input === undefined || issue.input === null || issue.input === '') return `${label} is required`;
      return issue.origin === 'number' || /number|int/.test(String(issue.expected))
        ? `${label} must be a whole number`
        : `${label} has an invalid value`;
    case 'invalid_format':
      return issue.format === 'email' ? `${label} must be a valid e-mail address` : `${label} has an invalid format`;
    case 'invalid_value':
      return `${label} must be one of the listed choices`;
    default:
      return `${label} has an invalid value`;
  }
};

/** An ISO-like timestamp string ('2026-01-31 10:00:00' or ISO 8601). */
export const timestamp = () => z.string().min(1);

/**
 * Parses input with a domain schema; a broken rule (a required field, a text longer than its limit) becomes a
 * 'validation' RepositoryError with a human sentence.
 */
export function parseInput<T>(
  schema: { safeParse(value: unknown, params?: z.core.ParseContext<z.core.$ZodIssue>): SafeParse<T> },
  value: unknown,
): T {
  const result = schema.safeParse(value, { error: humanIssueMessage });
  if (result.success) {
    const tooLong = textLimitProblem(result.data);
    if (tooLong) throw new RepositoryError('validation', tooLong.message, { status: 400 });
    return result.data;
  }
  const message = result.error.issues[0]?.message ?? 'Invalid input';
  throw new RepositoryError('validation', message, { status: 400 });
}

type SafeParse<T> =
  | { success: true; data: T }
  | { success: false; error: { issues: ReadonlyArray<{ message: string }> } };
