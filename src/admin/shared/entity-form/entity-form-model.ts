import type { FieldErrors as HookFieldErrors, Resolver } from 'react-hook-form';
import { parseForm, type FormVerdict, type InputSchema } from '../../../domain/form-validation';
import { fieldLabel } from '../../../domain/text-limits';

export type { InputSchema };

/** A form's values: text fields hold strings, checkboxes booleans. */
export type FormValues = Record<string, string | boolean>;

export type FieldKind = 'text' | 'email' | 'url' | 'number' | 'textarea' | 'date' | 'select' | 'checkbox';

/** One field of an entity form; `name` is the entity's field name. */
export type FieldSpec = {
  name: string;
  label: string;
  kind: FieldKind;
  required?: boolean;
  options?: ReadonlyArray<{ value: string; label: string }>;
  /** The value of a new record; checkboxes default to false, selects to their first option, the rest to ''. */
  defaultValue?: string | boolean;
  hint?: string;
  /** Number fields: the smallest value the control offers (whole steps). */
  min?: number;
};

export type FieldErrors = Partial<Record<string, string>>;

export function blankValues(fields: readonly FieldSpec[]): FormValues {
  return Object.fromEntries(
    fields.map((field) => [
      field.name,
      field.defaultValue ?? (field.kind === 'checkbox' ? false : field.kind === 'select' ? (field.options?.[0]?.value ?? '') : ''),
    ]),
  );
}

/** The form values of a stored record: its fields, with missing ones blank. */
export function valuesOf(fields: readonly FieldSpec[], record: object): FormValues {
  const source = record as Record<string, unknown>;
  const blank = blankValues(fields);
  return Object.fromEntries(
    fields.map((field) => {
      const value = source[field.name];
      if (field.kind === 'checkbox') return [field.name, typeof value === 'boolean' ? value : Boolean(value)];
      return [field.name, value === null || value === undefined ? (blank[field.name] ?? '') : String(value)];
    }),
  );
}

/**
 * Runs the domain schema over the values; a broken rule becomes the first message of its field, naming the field as
 * the form's label does: the schema says "Title is required", a form whose field reads "Job Title" says "Job Title is
 * required" (the same for lengths and formats, "Link url" becoming "Link URL").
 */
export function validateValues<Input>(schema: InputSchema<Input>, values: FormValues, fields: readonly FieldSpec[] = []): FormVerdict<Input, string> {
  const verdict = parseForm(schema, values, (_name): _name is string => true);
  if (verdict.ok) return verdict;
  const errors: FieldErrors = {};
  for (const [name, message] of Object.entries(verdict.errors)) {
    const field = fields.find((candidate) => candidate.name === name);
    errors[name] = message && field ? inLabelWords(message, field) : message;
  }
  return { ok: false, errors };
}

/** A message that starts with the schema's name for the field starts with the form's label instead. */
function inLabelWords(message: string, field: FieldSpec): string {
  const schemaName = `${fieldLabel(field.name)} `;
  if (message.startsWith(`${field.label} `) || !message.toLowerCase().startsWith(schemaName.toLowerCase())) return message;
  return `${field.label} ${message.slice(schemaName.length)}`;
}

/**
 * A react-hook-form resolver over the entity's domain schema: the store's own rules, each field's first message in the
 * form's label words (validateValues). Valid values pass on unchanged: the dialog parses them again when it saves.
 */
export function entityResolver<Input>(schema: InputSchema<Input>, fields: readonly FieldSpec[]): Resolver<FormValues> {
  return (values) => {
    const verdict = validateValues(schema, values, fields);
    if (verdict.ok) return { values, errors: {} };
    const errors = Object.fromEntries(
      Object.entries(verdict.errors)
        .filter((entry): entry is [string, string] => typeof entry[1] === 'string')
        .map(([name, message]) => [name, { type: 'validate', message }]),
    );
    return { values: {}, errors: errors as HookFieldErrors<FormValues> };
  };
}
