import { parseForm, type FormVerdict, type InputSchema } from '../../../domain/form-validation';

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

/** Runs the domain schema over the values; a broken rule becomes the first message of its field. */
export function validateValues<Input>(schema: InputSchema<Input>, values: FormValues): FormVerdict<Input, string> {
  return parseForm(schema, values, (_name): _name is string => true);
}
