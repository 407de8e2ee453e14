import { firstIssuePerField } from '../../domain/form-validation';
import { CareerApplicationInputSchema, type CareerApplicationInput } from '../../domain/careers';
import { EXPERIENCE_OPTIONS, RESUME_EXTENSIONS, RESUME_MAX_BYTES } from '../../domain/constants';
import { publicMessages, ruleMessages } from '../../domain/messages';
import { isRepositoryError } from '../../domain/repository-error';
import { UPLOAD_HEAD_BYTES, uploadContentProblem } from '../../domain/upload-rules';

export type ExperienceOption = (typeof EXPERIENCE_OPTIONS)[number];

/** What the applicant has entered; experience '' means not given. */
export type ApplicationFormValues = {
  name: string;
  email: string;
  phone: string;
  experience: ExperienceOption | '';
  cover_letter: string;
  resume: File | null;
};

export type ApplicationField = keyof ApplicationFormValues;
export type ApplicationFormErrors = Partial<Record<ApplicationField, string>>;

/** Fields in the order they appear, so the first invalid one can take the focus. */
export const APPLICATION_FIELDS: readonly ApplicationField[] = ['name', 'email', 'phone', 'experience', 'cover_letter', 'resume'];

export const emptyApplicationForm = (): ApplicationFormValues => ({
  name: '',
  email: '',
  phone: '',
  experience: '',
  cover_letter: '',
  resume: null,
});

export const isExperienceOption = (value: string): value is ExperienceOption =>
  (EXPERIENCE_OPTIONS as readonly string[]).includes(value);

/** The `accept` attribute of the resume input, from the same list the store checks. */
export const RESUME_ACCEPT = RESUME_EXTENSIONS.join(',');

/**
 * The resume rule the store enforces (public spec 5; constants RESUME_EXTENSIONS, RESUME_MAX_BYTES): required, a .pdf,
 * .doc or .docx file, at most 10 MB. The accept attribute alone does not stop other files being chosen.
 */
export function resumeError(file: File | null): string | null {
  if (!file) return ruleMessages.required('Resume/CV');
  const dot = file.name.lastIndexOf('.');
  const extension = dot >= 0 ? file.name.slice(dot).toLowerCase() : '';
  if (!(RESUME_EXTENSIONS as readonly string[]).includes(extension)) return publicMessages.careers.resumeType;
  if (file.size === 0) return ruleMessages.emptyFile;
  if (file.size > RESUME_MAX_BYTES) return publicMessages.careers.resumeTooLarge;
  return null;
}

/** The first bytes of a file (FileReader where a Blob has no arrayBuffer(), as in jsdom). */
async function leadingBytes(file: Blob): Promise<Uint8Array> {
  const head = file.slice(0, UPLOAD_HEAD_BYTES);
  if (typeof head.arrayBuffer === 'function') return new Uint8Array(await head.arrayBuffer());
  return new Uint8Array(
    await new Promise<ArrayBuffer>((resolve, reject) => {
      const reader = new FileReader();
      reader.onload = () => resolve(reader.result as ArrayBuffer);
      reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
      reader.readAsArrayBuffer(head);
    }),
  );
}

/**
 * The resume's content check (the store's rule, domain/upload-rules.ts): a name is only a claim, the leading bytes
 * decide, so a program or a web page renamed to .pdf is refused at the field before anything is sent. A file that
 * cannot be read is left to the send, which says so.
 */
export async function resumeContentError(file: File | null): Promise<string | null> {
  if (!file || resumeError(file)) return null;
  try {
    return uploadContentProblem('resume', { name: file.name, size: file.size, type: file.type }, await leadingBytes(file));
  } catch {
    return null;
  }
}

export type ApplicationValidation = { ok: true; input: CareerApplicationInput } | { ok: false; errors: ApplicationFormErrors };

/** Checks the form with the schema the store enforces; the position is the job applied for. */
export function validateApplication(values: ApplicationFormValues, position: string): ApplicationValidation {
  const result = CareerApplicationInputSchema.safeParse({ ...values, position });
  const errors: ApplicationFormErrors = result.success ? {} : firstIssuePerField(result.error.issues, isField);
  if (errors.email && values.email.trim() === '') errors.email = ruleMessages.required('Email Address');
  const resume = resumeError(values.resume);
  if (resume) errors.resume = resume;
  if (!result.success || resume) return { ok: false, errors };
  return { ok: true, input: { ...result.data, resume: values.resume } };
}

function isField(name: string): name is ApplicationField {
  return (APPLICATION_FIELDS as readonly string[]).includes(name);
}

/**
 * The text shown after a failed application (public spec 8): the server's message, else the generic failure; a
 * request that threw before an answer could be read is the exception text.
 */
export function applicationFailureMessage(error: unknown): string {
  if (!isRepositoryError(error)) return publicMessages.careers.exception;
  switch (error.kind) {
    case 'server':
    case 'validation':
      return error.message || publicMessages.careers.failed;
    case 'http':
    case 'not-found':
      return publicMessages.careers.failed;
    default:
      return publicMessages.careers.exception;
  }
}

/** The result is styled as a success only when its text says 'successfully' (public spec 8). */
export const isApplicationSuccessText = (text: string): boolean => text.includes(publicMessages.careers.successMarker);
