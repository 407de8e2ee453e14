import { FailureEnvelopeSchema } from '../../src/domain/contract';
import { publicMessages } from '../../src/domain/messages';
import { RepositoryError } from '../../src/domain/repository-error';

/**
 * How an answer becomes a RepositoryError (public spec 8): a {success:false, message} body carries the server's
 * message whatever the status (PHP servers send it with 200 as often as with 4xx/5xx); any other non-2xx answer is
 * 'HTTP error! status: {n}'.
 */
export function readFailure(response: Response, json: unknown): RepositoryError | null {
  const failure = FailureEnvelopeSchema.safeParse(json);
  if (failure.success) {
    // upload_image.php may name the problem in `error` only (admin spec 8: message or error or Unknown error).
    const message = failure.data.message || failure.data.error || (response.ok ? '' : publicMessages.navigation.httpError(response.status));
    return new RepositoryError('server', message, { status: response.status });
  }
  if (!response.ok) {
    return new RepositoryError('http', publicMessages.navigation.httpError(response.status), { status: response.status });
  }
  return null;
}

/** Any non-2xx answer, with the server's message when it sent one. */
export function failureOf(response: Response, json: unknown): RepositoryError {
  return (
    readFailure(response, json) ??
    new RepositoryError('http', publicMessages.navigation.httpError(response.status), { status: response.status })
  );
}

/** The request never got an answer; the message is the runtime's (browsers say "Failed to fetch"). */
export function networkFailure(error: unknown): RepositoryError {
  const message = error instanceof Error && error.message ? error.message : 'Network request failed';
  return new RepositoryError('network', message, { cause: error });
}

/** A 2xx answer that is not the documented envelope (for example a PHP warning printed before the JSON). */
export const malformedAnswer = (path: string) => `Unexpected response from ${path}`;

/**
 * The failure with the address of the request it came from: a build step or a log that reports it names the endpoint
 * (a 200 answer with success:false included). Anything else (a cancelled read's reason) passes through unchanged.
 */
export function atUrl(error: unknown, url: string): unknown {
  if (!(error instanceof RepositoryError) || error.url !== undefined) return error;
  return new RepositoryError(error.kind, error.message, { status: error.status, cause: error.cause, url });
}
