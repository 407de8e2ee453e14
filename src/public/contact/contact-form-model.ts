import { parseForm } from '../../domain/form-validation';
import { CONTACT_SUBJECTS } from '../../domain/constants';
import { publicMessages, ruleMessages } from '../../domain/messages';
import { isRepositoryError } from '../../domain/repository-error';
import { ContactSubmissionInputSchema, type ContactSubmissionInput } from '../../domain/submissions';

export type ContactSubject = (typeof CONTACT_SUBJECTS)[number];

/** What the visitor has typed; subject '' means none selected. */
export type ContactFormValues = {
  name: string;
  email: string;
  phone: string;
  company: string;
  subject: ContactSubject | '';
  message: string;
};

export type ContactField = keyof ContactFormValues;
export type ContactFormErrors = Partial<Record<ContactField, string>>;

/** Fields in the order they appear, so the first invalid one can take the focus. */
export const CONTACT_FIELDS: readonly ContactField[] = ['name', 'email', 'phone', 'company', 'subject', 'message'];

export const emptyContactForm = (): ContactFormValues => ({ name: '', email: '', phone: '', company: '', subject: '', message: '' });

export const isContactSubject = (value: string): value is ContactSubject => (CONTACT_SUBJECTS as readonly string[]).includes(value);

export type ContactValidation = { ok: true; input: ContactSubmissionInput } | { ok: false; errors: ContactFormErrors };

/**
 * Checks the form with the same schema the store enforces (public spec 5). A blank e-mail says it is required rather
 * than badly formed, which is what the schema alone would say.
 */
export function validateContactForm(values: ContactFormValues): ContactValidation {
  const verdict = parseForm(ContactSubmissionInputSchema, values, isField);
  if (verdict.ok) return verdict;
  const errors: ContactFormErrors = verdict.errors;
  if (errors.email && values.email.trim() === '') errors.email = ruleMessages.required('Email Address');
  return { ok: false, errors };
}

function isField(name: string): name is ContactField {
  return (CONTACT_FIELDS as readonly string[]).includes(name);
}

/**
 * The text shown after a failed submit (public spec 8): the server's message, else the generic failure; a request
 * that never got an answer is a network error.
 */
export function contactFailureMessage(error: unknown): string {
  if (!isRepositoryError(error)) return publicMessages.contact.networkError;
  switch (error.kind) {
    case 'network':
    case 'timeout':
      return publicMessages.contact.networkError;
    case 'server':
    case 'validation':
      return error.message || publicMessages.contact.failed;
    default:
      return publicMessages.contact.failed;
  }
}

/** The result is styled as a success only when its text says 'Thank you' (public spec 8). */
export const isContactSuccessText = (text: string): boolean => text.includes(publicMessages.contact.successMarker);
