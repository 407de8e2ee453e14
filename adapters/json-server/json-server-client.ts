import type { z } from 'zod';
import { RepositoryError, type RepositoryErrorKind } from '../../src/domain/repository-error';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export type JsonServerClientOptions = {
  /** Where json-server listens, e.g. http://localhost:3001. */
  baseUrl: string;
  fetch?: typeof fetch;
  /** Cancels every request of this client (a read the screen no longer needs): fetch stops, the read rejects. */
  signal?: AbortSignal;
};

export type JsonServerClient = {
  readonly baseUrl: string;
  /** Sends a request; any non-2xx answer or network failure is thrown as a RepositoryError. */
  send(method: HttpMethod, path: string, body?: unknown): Promise<Response>;
  /** Sends a request and parses the JSON answer with the schema ('malformed' when it does not match). */
  json<T>(schema: z.ZodType<T>, method: HttpMethod, path: string, body?: unknown): Promise<T>;
  /** Sends a request whose answer does not matter beyond success; the body is drained so the connection is reused. */
  call(method: HttpMethod, path: string, body?: unknown): Promise<void>;
  /** Like json() for a GET, but answers undefined when json-server says 404. */
  find<T>(schema: z.ZodType<T>, path: string): Promise<T | undefined>;
};

/** The message a developer sees when json-server is not running: it names the URL and the command that starts it. */
export function unreachableMessage(baseUrl: string): string {
  return `Cannot reach json-server at ${baseUrl}. Start it with "npm run api:json-server".`;
}

function kindOf(status: number): RepositoryErrorKind {
  if (status === 404) return 'not-found';
  if (status === 400 || status === 413 || status === 422) return 'validation';
  return 'http';
}

/** Turns a non-2xx answer into a RepositoryError, keeping a {message} the server sent (the /_dataset routes do). */
export async function errorFromResponse(response: Response, method: HttpMethod, url: string): Promise<RepositoryError> {
  const text = await response.text().catch(() => '');
  let message = '';
  try {
    const body: unknown = JSON.parse(text);
    if (typeof body === 'object' && body !== null && 'message' in body && typeof body.message === 'string') {
      message = body.message;
    }
  } catch {
    // Not JSON: json-server's own errors are stack traces, which a screen should not show.
  }
  const status = response.status;
  if (message === '') {
    message =
      status === 404
        ? `${method} ${url}: not found on json-server`
        : `${method} ${url}: json-server answered ${status}${response.statusText ? ` ${response.statusText}` : ''}`;
  }
  return new RepositoryError(kindOf(status), message, { status });
}

function describeIssue(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'unexpected shape';
  const path = issue.path.map(String).join('.');
  return path ? `${path}: ${issue.message}` : issue.message;
}

export function createJsonServerClient(options: JsonServerClientOptions): JsonServerClient {
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  // Called through a wrapper: a bare window.fetch stored on an object throws "Illegal invocation" in browsers.
  const doFetch: typeof fetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));

  async function send(method: HttpMethod, path: string, body?: unknown): Promise<Response> {
    const url = `${baseUrl}${path}`;
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    let response: Response;
    try {
      response = await doFetch(url, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: options.signal,
      });
    } catch (cause) {
      // A cancelled read is no connection failure: it rejects with the signal's reason.
      if (options.signal?.aborted) throw options.signal.reason;
      throw new RepositoryError('network', unreachableMessage(baseUrl), { cause });
    }
    if (!response.ok) throw await errorFromResponse(response, method, url);
    return response;
  }

  async function parse<T>(schema: z.ZodType<T>, response: Response, method: HttpMethod, path: string): Promise<T> {
    let text: string;
    try {
      text = await response.text();
    } catch (cause) {
      throw new RepositoryError('network', unreachableMessage(baseUrl), { cause });
    }
    let value: unknown;
    try {
      value = text === '' ? undefined : JSON.parse(text);
    } catch (cause) {
      throw new RepositoryError('malformed', `${method} ${baseUrl}${path}: json-server answered something that is not JSON`, {
        status: response.status,
        cause,
      });
    }
    const result = schema.safeParse(value);
    if (!result.success) {
      throw new RepositoryError('malformed', `${method} ${baseUrl}${path}: unexpected answer (${describeIssue(result.error)})`, {
        status: response.status,
        cause: result.error,
      });
    }
    return result.data;
  }

  return {
    baseUrl,
    send,
    async call(method, path, body) {
      const response = await send(method, path, body);
      await response.arrayBuffer().catch(() => undefined);
    },
    async json(schema, method, path, body) {
      return parse(schema, await send(method, path, body), method, path);
    },
    async find(schema, path) {
      try {
        return await parse(schema, await send('GET', path), 'GET', path);
      } catch (error) {
        if (error instanceof RepositoryError && error.kind === 'not-found') return undefined;
        throw error;
      }
    },
  };
}
