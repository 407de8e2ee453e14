import type { z } from 'zod';
import { API_KEY_HEADER, endpoints, envelopes, sendsKey, type ApiBase, type Credential, type EndpointName } from '../../src/domain/contract';
import type { MutationResult } from '../../src/data/repository';
import { DEFAULT_API_TIMEOUT_MS, UPLOAD_TIMEOUT_FACTOR } from '../../src/domain/constants';
import type { ImageFolders } from '../../src/domain/image-location';
import { adminMessages, ruleMessages } from '../../src/domain/messages';
import { RepositoryError } from '../../src/domain/repository-error';
import { atUrl, failureOf, malformedAnswer, networkFailure, readFailure } from './http-failures';

export type HttpRepositoryOptions = {
  /** Public API base, absolute (https://host/api) or site-relative (/api). */
  apiBase: string;
  adminApiBase: string;
  /** The fixed prefix get_seo_settings.php is read from (public spec 7); usually the admin base. */
  seoApiBase: string;
  imagesBase: string;
  /** The folder under the images base of each kind of image (DEFAULT_IMAGE_FOLDERS unless configured). */
  imageFolders?: ImageFolders;
  /**
   * Where brochure requests are posted: a .php file under the public base or an absolute URL; null when the server
   * has no such endpoint (the public specs leave the brochure submit open). Default: request_brochure.php.
   */
  brochureEndpoint?: string | null;
  /** Sent as X-API-Key on the endpoints the contract marks 'public', and on the 'admin' ones without `adminCredential`. */
  apiKey: string;
  /**
   * Hardened mode: the back-office credential, asked for at each call the contract marks 'admin' (the session's,
   * src/data/admin-credential.ts). null: there is none, and the call fails unsent with a 401 RepositoryError.
   */
  adminCredential?: () => string | null;
  fetch?: typeof fetch;
  navigationTimeoutMs?: number;
  /** Every call without a timeout of its own gives up after this long (default DEFAULT_API_TIMEOUT_MS). */
  requestTimeoutMs?: number;
  /** The server answers one page of the submission lists (the demo's mock API, PAGED_LIST_QUERY); default false. */
  pagedLists?: boolean;
};

export type Query = Record<string, string | number | null | undefined>;

export type CallOptions = {
  /** Where to send the call instead of the endpoint's documented path (a configured endpoint). */
  url?: string;
  query?: Query;
  /** JSON body of a POST (endpoints whose body kind is json). */
  json?: unknown;
  /** Multipart body (endpoints whose body kind is multipart). */
  form?: FormData;
  /** Aborts after this many milliseconds with a 'timeout' RepositoryError carrying `timeoutMessage`. */
  timeoutMs?: number;
  timeoutMessage?: string;
  /** The message of a 2xx answer that does not match the envelope (navigation has a documented one). */
  malformedMessage?: string;
  /** The caller's cancellation (a screen left): the request is aborted and the call rejects. */
  signal?: AbortSignal;
};

export type HttpClient = {
  /** Calls an endpoint and answers its envelope, parsed with `schema`; every failure is a RepositoryError. */
  call<S extends z.ZodType>(name: EndpointName, schema: S, options?: CallOptions): Promise<z.output<S>>;
  /** A POST answering {success, message[, id]}. */
  mutate(name: EndpointName, json: unknown, options?: Pick<CallOptions, 'url'>): Promise<MutationResult>;
  /** A POST with a multipart body answering {success, message[, id]}. */
  upload(name: EndpointName, form: FormData): Promise<MutationResult>;
  /** Fetches a file (GET endpoint or absolute file URL) and answers its bytes and the response. */
  fetchFile(target: { endpoint: EndpointName; query?: Query } | { url: string }): Promise<{ blob: Blob; response: Response }>;
  endpointUrl(name: EndpointName, query?: Query): string;
};

/** base + '/' + path, with the query names the contract documents; empty values are left out. */
export function joinUrl(base: string, path: string, query: Query = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}${search ? `?${search}` : ''}`;
}

/** Site-relative bases are resolved against the page, so the same code runs in browsers, jsdom and workers. */
function resolveUrl(url: string): string {
  if (/^https?:\/\//i.test(url)) return url;
  const here = (globalThis as { location?: { href?: string } }).location?.href;
  return here ? new URL(url, here).href : url;
}

function tryJson(text: string): unknown {
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

export function createHttpClient(options: HttpRepositoryOptions): HttpClient {
  // Looked up at call time: test servers and service workers patch the global fetch after this adapter is built.
  const doFetch: typeof fetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const bases: Record<ApiBase, string> = {
    public: options.apiBase,
    admin: options.adminApiBase,
    seo: options.seoApiBase,
  };

  const endpointUrl = (name: EndpointName, query?: Query) => {
    const endpoint = endpoints[name];
    return joinUrl(bases[endpoint.base], endpoint.path, query);
  };

  /** The X-API-Key value of a call, or null when it sends none. */
  function keyFor(credential: Credential): string | null {
    if (credential === 'none') return null;
    if (credential === 'public' || !options.adminCredential) return options.apiKey;
    const stored = options.adminCredential();
    if (stored === null) throw new RepositoryError('http', adminMessages.login.credentialMissing, { status: 401 });
    return stored;
  }

  const utf8 = new TextEncoder();

  function requestInit(name: EndpointName, call: CallOptions): RequestInit {
    const endpoint = endpoints[name];
    const headers = new Headers();
    const key = keyFor(endpoint.credential);
    if (key !== null) headers.set(API_KEY_HEADER, key);
    // Keyed reads also send a JSON content type (public spec 6); multipart bodies get theirs from the browser.
    if (endpoint.body === 'json' || (sendsKey(endpoint) && endpoint.body === 'none')) headers.set('Content-Type', 'application/json');
    const init: RequestInit = { method: endpoint.method, headers };
    // The JSON's UTF-8 bytes, not its text: the server reads the same body, and the browser takes bytes as they are,
    // where a string is converted again on its way to a service worker (0.7 s of a 38 MB demo data import).
    if (endpoint.body === 'json') init.body = utf8.encode(JSON.stringify(call.json ?? {}));
    if (endpoint.body === 'multipart') init.body = call.form ?? new FormData();
    return init;
  }

  const defaultTimeoutMs = options.requestTimeoutMs ?? DEFAULT_API_TIMEOUT_MS;

  /** One exchange: fetch plus reading the body, under a timeout; network failures become RepositoryErrors. */
  async function exchange<T>(
    url: string,
    init: RequestInit,
    read: (response: Response) => Promise<T>,
    timeout: { ms: number; message: string },
    signal?: AbortSignal,
  ): Promise<{ response: Response; value: T }> {
    const controller = new AbortController();
    signal?.throwIfAborted();
    const cancel = () => controller.abort(signal?.reason);
    signal?.addEventListener('abort', cancel, { once: true });
    let timer: ReturnType<typeof setTimeout> | undefined;
    let timedOut = false;
    const work = (async () => {
      const response = await doFetch(resolveUrl(url), { ...init, signal: controller.signal });
      return { response, value: await read(response) };
    })();
    try {
      // Raced as well as aborted, so a fetch that ignores the signal still gives up on time.
      work.catch(() => undefined);
      const expired = new Promise<never>((_, reject) => {
        timer = setTimeout(() => {
          timedOut = true;
          controller.abort();
          reject(new RepositoryError('timeout', timeout.message));
        }, timeout.ms);
      });
      return await Promise.race([work, expired]);
    } catch (error) {
      if (error instanceof RepositoryError) throw error;
      // A cancelled read rejects with the caller's reason: nobody is waiting for a failure message.
      if (signal?.aborted) throw signal.reason;
      if (timedOut) throw new RepositoryError('timeout', timeout.message, { cause: error });
      throw networkFailure(error);
    } finally {
      clearTimeout(timer);
      signal?.removeEventListener('abort', cancel);
    }
  }

  async function call<S extends z.ZodType>(name: EndpointName, schema: S, callOptions: CallOptions = {}): Promise<z.output<S>> {
    const url = callOptions.url ?? endpointUrl(name, callOptions.query);
    try {
      return await answerOf(name, url, schema, callOptions);
    } catch (error) {
      throw atUrl(error, resolveUrl(url));
    }
  }

  async function answerOf<S extends z.ZodType>(name: EndpointName, url: string, schema: S, callOptions: CallOptions): Promise<z.output<S>> {
    // A slow server must never leave a screen spinning or a form on "Sending..." for ever.
    const fallbackMs = callOptions.form ? defaultTimeoutMs * UPLOAD_TIMEOUT_FACTOR : defaultTimeoutMs;
    const timeout = { ms: callOptions.timeoutMs ?? fallbackMs, message: callOptions.timeoutMessage ?? ruleMessages.requestTimedOut };
    const { response, value: text } = await exchange(url, requestInit(name, callOptions), (r) => r.text(), timeout, callOptions.signal);
    const json = tryJson(text);
    const failure = readFailure(response, json);
    if (failure) throw failure;
    const malformed = callOptions.malformedMessage ?? malformedAnswer(endpoints[name].path);
    if (json === undefined) throw new RepositoryError('malformed', malformed, { status: response.status });
    const parsed = schema.safeParse(json);
    if (!parsed.success) throw new RepositoryError('malformed', malformed, { status: response.status, cause: parsed.error });
    return parsed.data;
  }

  const toMutation = ({ message, id }: z.output<typeof envelopes.mutation>): MutationResult =>
    id === undefined ? { message } : { message, id };

  return {
    call,
    endpointUrl,
    mutate: async (name, json, options = {}) => toMutation(await call(name, envelopes.mutation, { ...options, json })),
    upload: async (name, form) => toMutation(await call(name, envelopes.mutation, { form })),
    async fetchFile(target) {
      const url = 'url' in target ? target.url : endpointUrl(target.endpoint, target.query);
      const init: RequestInit = 'url' in target ? { method: 'GET' } : requestInit(target.endpoint, {});
      try {
        const { response, value } = await exchange(
          url,
          init,
          async (r) => (r.ok ? { blob: await r.blob(), text: '' } : { blob: null, text: await r.text() }),
          { ms: defaultTimeoutMs * UPLOAD_TIMEOUT_FACTOR, message: ruleMessages.requestTimedOut },
        );
        if (value.blob === null) throw failureOf(response, tryJson(value.text));
        return { blob: value.blob, response };
      } catch (error) {
        throw atUrl(error, resolveUrl(url));
      }
    },
  };
}
