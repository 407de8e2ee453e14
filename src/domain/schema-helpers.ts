import { z } from 'zod';

/**
 * Readers shared by every schema. Real PHP servers answer with nulls, numeric strings and 0/1 flags;
 * these normalise such answers into the one clean domain model at the edge.
 */

/** Optional text: null or missing becomes the empty string. */
export const text = () =>
  z.preprocess((value) => (value === null || value === undefined ? '' : value), z.union([z.string(), z.number()]))
    .transform((value) => String(value));

/** Required text after trimming. */
export const requiredText = (label: string) =>
  z.string({ error: `${label} is required` }).trim().min(1, { error: `${label} is required` });

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

/** An integer that also accepts numeric strings, with a default when missing. */
export const integer = (fallback = 0) =>
  z.preprocess((value) => (value === null || value === undefined || value === '' ? fallback : value), z.coerce.number().int());

/** An ISO-like timestamp string ('2026-01-31 10:00:00' or ISO 8601). */
export const timestamp = () => z.string().min(1);
