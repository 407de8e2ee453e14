import { fieldOf, parseForm } from '../../domain/form-validation';
import { isRepositoryError } from '../../domain/repository-error';
import { SeoSettingsInputSchema, type SeoSettings, type SeoSettingsInput } from '../../domain/seo';

export type SeoErrors = Partial<Record<keyof SeoSettings, string>>;

/** The domain's SEO rules (admin spec 5), as one message per field. */
export function validateSeo(values: SeoSettings): { input: SeoSettingsInput; errors: null } | { input: null; errors: SeoErrors } {
  const verdict = parseForm(SeoSettingsInputSchema, values, fieldOf(values));
  return verdict.ok ? { input: verdict.input, errors: null } : { input: null, errors: verdict.errors };
}

/** The server's message, the exception text, or '' (the message catalogue then says 'Unknown error'). */
export function failureMessage(error: unknown): string {
  if (isRepositoryError(error)) return error.message;
  return error instanceof Error ? error.message : '';
}

/** Admin spec 8: a message containing the word Error is a danger alert, otherwise success. */
export function isErrorMessage(message: string): boolean {
  return message.includes('Error');
}

export type CounterState = 'ok' | 'outside-recommended' | 'over-limit';

export function counterState(length: number, max: number, recommended?: { min: number; max: number }): CounterState {
  if (length > max) return 'over-limit';
  if (recommended && length > 0 && (length < recommended.min || length > recommended.max)) return 'outside-recommended';
  return 'ok';
}
