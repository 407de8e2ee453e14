import { adminMessages } from './messages';

/** Why a repository call failed. */
export type RepositoryErrorKind =
  | 'server' // the server answered success:false
  | 'http' // a non-2xx answer without a usable message
  | 'network' // the request never got an answer
  | 'timeout' // aborted after the configured timeout
  | 'malformed' // the answer did not match the contract
  | 'validation' // the input broke a rule (required field, limit)
  | 'conflict' // the record was changed elsewhere since the form loaded it
  | 'not-found';

/** The one error type a Repository throws (it lives in the domain so adapters can throw it without importing src/data); message is the server's (or the documented) text. */
export class RepositoryError extends Error {
  readonly kind: RepositoryErrorKind;
  readonly status: number | undefined;
  /** The address of the request that failed (the HTTP adapter's calls), so a build or a log can name the endpoint. */
  readonly url: string | undefined;

  constructor(kind: RepositoryErrorKind, message: string, options: { status?: number; cause?: unknown; url?: string } = {}) {
    super(message, { cause: options.cause });
    this.name = 'RepositoryError';
    this.kind = kind;
    this.status = options.status;
    this.url = options.url;
  }
}

/** A save refused because the record changed since it was loaded (another tab, another administrator). */
export const conflictError = () => new RepositoryError('conflict', adminMessages.conflict.changedElsewhere, { status: 409 });

export function isRepositoryError(error: unknown): error is RepositoryError {
  return error instanceof RepositoryError;
}

/** Any failure as a RepositoryError: one already is; anything else (a thrown TypeError, a string) is a network failure. */
export function toRepositoryError(error: unknown): RepositoryError {
  if (error instanceof RepositoryError) return error;
  return new RepositoryError('network', error instanceof Error ? error.message : String(error), { cause: error });
}
