import type { z } from 'zod';
import { humanIssueMessage } from './schema-helpers';
import { textLimitProblem } from './text-limits';

/**
 * The forms check their values with the same input schemas the store enforces; these turn a schema's verdict into
 * what a form shows: the parsed input, or one message per field (the first problem found for it).
 */

/** Anything with zod's safeParse: the domain's input schemas. */
export type InputSchema<Input> = {
  safeParse(value: unknown, params?: z.core.ParseContext<z.core.$ZodIssue>):
    | { success: true; data: Input }
    | { success: false; error: { issues: ReadonlyArray<FieldIssue> } };
};

export type FieldIssue = { message: string; path: ReadonlyArray<PropertyKey> };

export type FormVerdict<Input, Field extends string> = { ok: true; input: Input } | { ok: false; errors: Partial<Record<Field, string>> };

/** The first message of each field the issues name; `isField` keeps the form's own fields and drops the rest. */
export function firstIssuePerField<Field extends string>(
  issues: ReadonlyArray<FieldIssue>,
  isField: (name: string) => name is Field,
): Partial<Record<Field, string>> {
  const errors: Partial<Record<Field, string>> = {};
  for (const issue of issues) {
    const name = issue.path[0];
    if (typeof name === 'string' && isField(name) && errors[name] === undefined) errors[name] = issue.message;
  }
  return errors;
}

/** Runs the schema over the values: the parsed input, or the first problem of each of the form's fields. */
export function parseForm<Input, Field extends string>(
  schema: InputSchema<Input>,
  values: unknown,
  isField: (name: string) => name is Field,
): FormVerdict<Input, Field> {
  const result = schema.safeParse(values, { error: humanIssueMessage });
  if (result.success) {
    const tooLong = textLimitProblem(result.data);
    if (!tooLong || !isField(tooLong.field)) return { ok: true, input: result.data };
    return { ok: false, errors: { [tooLong.field]: tooLong.message } as Partial<Record<Field, string>> };
  }
  return { ok: false, errors: firstIssuePerField(result.error.issues, isField) };
}

/** A field check from the keys of a form's blank values. */
export function fieldOf<Values extends object>(blank: Values): (name: string) => name is Extract<keyof Values, string> {
  return (name: string): name is Extract<keyof Values, string> => Object.prototype.hasOwnProperty.call(blank, name);
}
