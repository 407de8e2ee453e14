import { isRepositoryError } from '../../domain/repository-error';
import { SeoSettingsInputSchema, type SeoSettings, type SeoSettingsInput } from '../../domain/seo';

export type SeoErrors = Partial<Record<keyof SeoSettings, string>>;

/** The domain's SEO rules (admin spec 5), as one message per field. */
export function validateSeo(values: SeoSettings): { input: SeoSettingsInput; errors: null } | { input: null; errors: SeoErrors } {
  const result = SeoSettingsInputSchema.safeParse(values);
  if (result.success) return { input: result.data, errors: null };
  const errors: SeoErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && field in values && !errors[field as keyof SeoSettings]) {
      errors[field as keyof SeoSettings] = issue.message;
    }
  }
  return { input: null, errors };
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
