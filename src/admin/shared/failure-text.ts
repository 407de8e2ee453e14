import { adminMessages } from '../../domain/messages';
import { RepositoryError } from '../../domain/repository-error';

/**
 * The generic text of a write that got no usable answer, plus what the back office found when it looked for the
 * record a create sent (src/data/reconciled-creates.ts): that it is not there, so Save sends it again safely.
 */
export function genericFailure(error: unknown, generic: string): string {
  return error instanceof RepositoryError && error.message === adminMessages.lostAnswer.notSaved ? `${generic} — ${error.message}` : generic;
}

/**
 * The documented text of a failed write (admin spec 8): the server's message inside `withMessage` when the server
 * answered with one, the generic text when the request itself failed (network, timeout, unreadable answer).
 */
export function failureText(error: unknown, withMessage: (message: string) => string, generic: string): string {
  if (error instanceof RepositoryError && ['server', 'validation', 'not-found'].includes(error.kind) && error.message) {
    return withMessage(error.message);
  }
  return genericFailure(error, generic);
}

/** The message of any thrown value, for texts that always carry one ('Error deleting submission: ...'). */
export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
