import type { z } from 'zod';
import { FailureEnvelopeSchema } from '../../src/domain/contract';
import { truncate, type CheckResult, type CheckStatus } from './results';

export type Probe = { status: CheckStatus; detail: string; json?: unknown; response?: Response; bytes?: ArrayBuffer };

/** fetch that gives up after `timeoutMs`, telling a timeout apart from other network failures. */
export function timedFetch(timeoutMs: number): typeof fetch {
  return async (input, init) => {
    const signal = AbortSignal.timeout(timeoutMs);
    const combined = init?.signal ? AbortSignal.any([init.signal, signal]) : signal;
    try {
      return await fetch(input, { ...init, signal: combined });
    } catch (error) {
      if (signal.aborted) throw new TimeoutError(timeoutMs);
      throw error;
    }
  };
}

export class TimeoutError extends Error {
  constructor(readonly ms: number) {
    super(`no answer within ${ms} ms`);
    this.name = 'TimeoutError';
  }
}

/** The network failure of a fetch, in words (undici hides the reason in `cause`). */
export function describeNetworkError(error: unknown): { status: CheckStatus; detail: string } {
  if (error instanceof TimeoutError) return { status: 'timeout', detail: error.message };
  const cause = error instanceof Error && error.cause instanceof Error ? `: ${error.cause.message}` : '';
  return { status: 'network-error', detail: `${error instanceof Error ? error.message : String(error)}${cause}` };
}

/** The value at a zod issue path, for the report. */
function valueAt(json: unknown, path: readonly PropertyKey[]): string {
  let value: unknown = json;
  for (const key of path) {
    if (value === null || typeof value !== 'object') return 'undefined';
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value === undefined ? 'missing' : truncate(JSON.stringify(value), 60);
}

/** Each zod issue as "path: message (value: …)"; the first three, with a count of the rest. */
export function describeMismatch(error: z.ZodError, json: unknown): string {
  const issues = error.issues.slice(0, 3).map((issue) => {
    const path = issue.path.length > 0 ? issue.path.map(String).join('.') : '(root)';
    return `${path}: ${issue.message} (value: ${valueAt(json, issue.path)})`;
  });
  const more = error.issues.length > 3 ? `; and ${error.issues.length - 3} more` : '';
  return `${issues.join('; ')}${more}`;
}

/** What an HTTP answer says before its shape is looked at: a refused key, an HTTP error or a failure envelope. */
function answerFailure(response: Response, json: unknown, text: string): { status: CheckStatus; detail: string } | null {
  const failure = FailureEnvelopeSchema.safeParse(json);
  const said = failure.success ? `: "${truncate(failure.data.message || failure.data.error || '', 100)}"` : text ? `: ${truncate(text, 60)}` : '';
  if (response.status === 401 || response.status === 403) return { status: 'key-rejected', detail: `HTTP ${response.status}${said}` };
  if (!response.ok) return { status: 'http-error', detail: `HTTP ${response.status}${said}` };
  if (failure.success) return { status: 'server-error', detail: `success:false${said}` };
  return null;
}

/** Calls a JSON endpoint and checks its answer against the envelope. */
export async function probeJson(doFetch: typeof fetch, url: string, init: RequestInit, envelope: z.ZodType): Promise<Probe> {
  let response: Response;
  let text: string;
  try {
    response = await doFetch(url, init);
    text = await response.text();
  } catch (error) {
    return describeNetworkError(error);
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  const failure = answerFailure(response, json, text);
  if (failure) return { ...failure, json, response };
  if (json === undefined) return { status: 'not-json', detail: `HTTP ${response.status}, ${response.headers.get('Content-Type') ?? 'no Content-Type'}: ${truncate(text, 60) || '(empty body)'}`, response };
  const parsed = envelope.safeParse(json);
  if (!parsed.success) return { status: 'shape-mismatch', detail: describeMismatch(parsed.error, json), json, response };
  return { status: 'ok', detail: '', json: parsed.data, response };
}

/** Fetches a file (image, resume): OK when it answers 2xx with bytes. */
export async function probeFile(doFetch: typeof fetch, url: string, init: RequestInit = {}): Promise<Probe> {
  try {
    const response = await doFetch(url, init);
    if (!response.ok) {
      const text = await response.text();
      let json: unknown;
      try {
        json = JSON.parse(text);
      } catch {
        json = undefined;
      }
      return { ...(answerFailure(response, json, text) ?? { status: 'http-error', detail: `HTTP ${response.status}` }), response };
    }
    const bytes = await response.arrayBuffer();
    return { status: 'ok', detail: `${bytes.byteLength} bytes, ${response.headers.get('Content-Type') ?? 'no Content-Type'}`, response, bytes };
  } catch (error) {
    return describeNetworkError(error);
  }
}

export const resultOf = (name: string, target: string, probe: Pick<Probe, 'status' | 'detail'>): CheckResult => ({
  name,
  target,
  status: probe.status,
  detail: probe.detail,
});
