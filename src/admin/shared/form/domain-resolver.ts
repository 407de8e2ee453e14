import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { humanIssueMessage } from '../../../domain/schema-helpers';
import { textLimitProblem } from '../../../domain/text-limits';

/** One message per field of a form, by the form's own field names. */
export type FormMessages<Values> = Partial<Record<Extract<keyof Values, string>, string>>;

export type DomainResolverOptions<Values> = {
  /** What the store would be sent for these values (the schema checks that); the values themselves by default. */
  toInput?: (values: Values) => unknown;
  /** The form field that shows a message of an input field the form names otherwise (`gallery_inheritance_id`). */
  fieldOf?: Readonly<Record<string, Extract<keyof Values, string>>>;
  /** The form's own rules, in its own words (a slug another record has): they come before the schema's messages. */
  rules?: (values: Values) => FormMessages<Values>;
};

/**
 * A react-hook-form resolver over a domain input schema: the same rules and words the stores enforce (zod through
 * @hookform/resolvers, with the domain's messages and text limits), one message per field, the first one found.
 * A form's valid values pass on unchanged: the form turns them into its input when it saves.
 */
export function domainResolver<Values extends FieldValues>(schema: z.ZodType, options: DomainResolverOptions<Values> = {}): Resolver<Values> {
  const { toInput = (values: Values) => values, fieldOf = {}, rules } = options;
  const check = zodResolver(schema as z.ZodType<unknown, FieldValues>, { error: humanIssueMessage });
  return async (values, context, resolverOptions) => {
    const verdict = await check(toInput(values) as FieldValues, context, { ...resolverOptions, fields: {}, names: undefined, shouldUseNativeValidation: false });
    const messages: Record<string, string> = {};
    const note = (field: string, message: unknown) => {
      const name = fieldOf[field] ?? field;
      if (typeof message === 'string' && message !== '' && name in values && messages[name] === undefined) messages[name] = message;
    };
    for (const [field, message] of Object.entries(rules?.(values) ?? {})) note(field, message);
    for (const [field, error] of Object.entries(verdict.errors)) note(field, (error as { message?: unknown } | undefined)?.message);
    if (Object.keys(verdict.errors).length === 0 && Object.keys(messages).length === 0) {
      const tooLong = textLimitProblem(verdict.values);
      if (tooLong) note(tooLong.field, tooLong.message);
    }
    if (Object.keys(messages).length === 0) return { values, errors: {} };
    const errors = Object.fromEntries(Object.entries(messages).map(([name, message]) => [name, { type: 'validate', message }]));
    return { values: {}, errors: errors as FieldErrors<Values> };
  };
}
