import { ruleMessages } from './messages';

/**
 * The longest text each input field takes. Real servers store names, titles and subjects in VARCHAR(255) columns;
 * messages, descriptions and HTML get sensible larger limits, so one hostile submission cannot fill the database or
 * make a table millions of pixels wide. The store refuses longer input with ruleMessages.maxLength.
 */
export const TEXT_LIMITS = {
  short: 255,
  email: 254,
  phone: 50,
  url: 2048,
  long: 10_000,
  html: 200_000,
} as const;

const BY_FIELD: Record<string, number> = {
  email: TEXT_LIMITS.email,
  phone: TEXT_LIMITS.phone,
  content: TEXT_LIMITS.html,
  structured_data: TEXT_LIMITS.long,
};

const LONG_FIELDS = /(description|message|cover_letter|requirements|benefits|features|specifications|keywords|text|bio|address|details|vision|mission)$/;
const URL_FIELDS = /(url|link|image|_file|filename)$/;

/** The maximum length of a field, by its name. */
export function maxLengthFor(field: string): number {
  const exact = BY_FIELD[field];
  if (exact !== undefined) return exact;
  if (LONG_FIELDS.test(field)) return TEXT_LIMITS.long;
  if (URL_FIELDS.test(field)) return TEXT_LIMITS.url;
  return TEXT_LIMITS.short;
}

/** 'meta_description' → 'Meta description': the label a message names when the form gives none. */
export function fieldLabel(field: string): string {
  const words = field.replace(/_/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export type FieldProblem = { field: string; message: string };

/** The first text field of an input longer than its limit, with the message to show; null when all fit. */
export function textLimitProblem(input: unknown): FieldProblem | null {
  if (typeof input !== 'object' || input === null) return null;
  for (const [field, value] of Object.entries(input)) {
    if (typeof value !== 'string') continue;
    const max = maxLengthFor(field);
    if (value.length > max) return { field, message: ruleMessages.maxLength(fieldLabel(field), max) };
  }
  return null;
}
