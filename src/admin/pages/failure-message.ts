import { isRepositoryError } from '../../domain/repository-error';
import { genericFailure } from '../shared/failure-text';

/**
 * The documented alert for a failed write (admin spec 8): when the server answered with a message, the screen shows
 * it ('Error: {message}'); when no usable answer came (network, timeout, an HTML error page), the generic text.
 */
export function failureMessage(error: unknown, withMessage: (message: string) => string, generic: string): string {
  if (isRepositoryError(error) && ['server', 'validation', 'not-found'].includes(error.kind) && error.message) {
    return withMessage(error.message);
  }
  return genericFailure(error, generic);
}
