import { HttpResponse } from 'msw';
import type { MutationResult, Repository } from '../../src/data/repository';
import type { EndpointName } from '../../src/domain/contract';
import { ruleMessages } from '../../src/domain/messages';
import { RepositoryError, isRepositoryError } from '../../src/domain/repository-error';
import { id as idSchema } from '../../src/domain/schema-helpers';
import type { ServerProfile } from '../server-profile';

/** What one endpoint's handler gets: the request, its URL, the store the mock keeps its data in and how it behaves. */
export type EndpointContext = { request: Request; url: URL; store: Repository; server: ServerProfile };
export type EndpointResolver = (context: EndpointContext) => Promise<Response>;
export type EndpointResolvers = Partial<Record<EndpointName, EndpointResolver>>;

/** Texts of the mock server itself; the specs leave them to the server. */
export const wireMessages = {
  retrieved: (what: string) => `${what} retrieved successfully`,
  invalidForm: 'Invalid multipart/form-data body',
  unexpected: 'Internal server error',
} as const;

const utf8 = new TextEncoder();

/** Texts up to this many UTF-16 units are encoded into a buffer of their largest UTF-8 size (3 bytes a unit). */
const ENCODE_INTO_MAX_UNITS = 4 * 1024 * 1024;

/**
 * The UTF-8 bytes of a text. Chromium's encodeInto() is about 40 % faster than encode() for a two-byte string (any
 * text with a character past U+00FF, such as a list of submissions with one "Ł" in it): a page of 10,000 submissions
 * (3 MB) in 10-11 ms instead of 17-18, on the page's thread the mock API shares with the app. The buffer is sized for
 * the worst case, so for very long texts (a whole dataset with its files) encode() keeps the memory to the bytes.
 */
function utf8Bytes(text: string): Uint8Array {
  if (text.length > ENCODE_INTO_MAX_UNITS) return utf8.encode(text);
  const buffer = new Uint8Array(text.length * 3);
  return buffer.subarray(0, utf8.encodeInto(text, buffer).written);
}

/**
 * A JSON answer, as HttpResponse.json() builds it (Content-Type and Content-Length), but encoded once: the body goes
 * out as its UTF-8 bytes, whose length is the Content-Length. HttpResponse.json() measures the length through a Blob
 * of the text and the Response then converts and encodes the text again, which for a list of 10,000 submissions
 * (3 MB) costs more than serialising it.
 */
export function jsonResponse(body: unknown, init: { status?: number } = {}): Response {
  const bytes = utf8Bytes(JSON.stringify(body));
  return new HttpResponse(bytes, {
    ...init,
    headers: { 'Content-Type': 'application/json', 'Content-Length': String(bytes.byteLength) },
  });
}

export const ok = (body: Record<string, unknown> = {}) => jsonResponse({ success: true, ...body });

/** A write's answer: success, message and, for creates, the new id. */
export const mutationAnswer = ({ message, id }: MutationResult) => ok(id === undefined ? { message } : { message, id });

export const failureMessage = (error: unknown) => (error instanceof Error && error.message ? error.message : wireMessages.unexpected);

/** The part of FileReader used below; looked up at run time, since only browsers and jsdom have one. */
type BlobReader = {
  result: unknown;
  error: unknown;
  onload: (() => void) | null;
  onerror: (() => void) | null;
  readAsArrayBuffer(blob: Blob): void;
};

/**
 * A stored file as a response body. The bytes, not the Blob: under jsdom (component tests) the store hands back
 * jsdom's Blob, which has no arrayBuffer() and which the fetch Response would send as the text "[object Blob]".
 */
export async function fileBody(blob: Blob): Promise<ArrayBuffer> {
  if (typeof blob.arrayBuffer === 'function') return blob.arrayBuffer();
  const Reader = (globalThis as { FileReader?: new () => BlobReader }).FileReader;
  if (!Reader) return new Response(blob).arrayBuffer();
  return new Promise((resolve, reject) => {
    const reader = new Reader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsArrayBuffer(blob);
  });
}

const STATUS_BY_KIND: Partial<Record<RepositoryError['kind'], number>> = { validation: 400, 'not-found': 404 };

/** The store's error as the documented failure envelope, with a status a PHP server would use. */
export function failure(error: unknown, extra: Record<string, unknown> = {}): Response {
  const message = failureMessage(error);
  const status = isRepositoryError(error) ? (STATUS_BY_KIND[error.kind] ?? 500) : 500;
  return jsonResponse({ success: false, message, ...extra }, { status });
}

const badRequest = (message: string) => new RepositoryError('validation', message, { status: 400 });

/** The JSON object of a POST; broken JSON is refused before anything is stored. An empty body reads as {}. */
export async function readJson(request: Request): Promise<Record<string, unknown>> {
  const raw = await request.text();
  if (raw.trim() === '') return {};
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    throw badRequest(ruleMessages.invalidJson);
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) throw badRequest(ruleMessages.invalidJson);
  return value as Record<string, unknown>;
}

export async function readForm(request: Request): Promise<FormData> {
  try {
    return await request.formData();
  } catch {
    throw badRequest(wireMessages.invalidForm);
  }
}

export const formText = (form: FormData, name: string): string => {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
};

/** An uploaded file; an empty file input (no name, no bytes) counts as none. */
export const formFile = (form: FormData, name: string): File | null => {
  const value = form.get(name);
  if (value === null || typeof value === 'string') return null;
  return value.size === 0 && value.name === '' ? null : value;
};

/** A required id field of a body or query (id, submission_id, page_id). */
export function requireId(value: unknown, field: string): number {
  const parsed = idSchema().safeParse(value === '' ? undefined : value);
  if (!parsed.success) throw badRequest(ruleMessages.required(field));
  return parsed.data;
}

export function requireText(value: unknown, field: string): string {
  if (typeof value !== 'string' || value.trim() === '') throw badRequest(ruleMessages.required(field));
  return value;
}

export function requireObject(value: unknown, field: string): Record<string, unknown> {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) throw badRequest(ruleMessages.required(field));
  return value as Record<string, unknown>;
}

export function requireArray(value: unknown, field: string): unknown[] {
  if (!Array.isArray(value)) throw badRequest(ruleMessages.required(field));
  return value;
}

/**
 * A reordered list as the ids in their new order. An entry is a bare id or {id, display_order | sort_order}; entries
 * are ordered by the position they name (stable, so equal positions keep their list order), and by their place in
 * the list when they name none.
 */
export function idsInOrder(list: unknown[], field: string): number[] {
  const entries = list.map((entry, index) => {
    if (typeof entry === 'number' || typeof entry === 'string') return { id: requireId(entry, field), position: index };
    const fields = requireObject(entry, field);
    const named = fields.display_order ?? fields.sort_order;
    const position = named === undefined || named === null || named === '' ? Number.NaN : Number(named);
    return { id: requireId(fields.id, 'id'), position: Number.isFinite(position) ? position : index };
  });
  return entries
    .map((entry, index) => ({ ...entry, index }))
    .sort((a, b) => a.position - b.position || a.index - b.index)
    .map((entry) => entry.id);
}

/**
 * The wire fields handed to the store as its input type. The store parses every input with the domain schema, so
 * missing or broken fields come back as its validation error (one rule, one message) rather than being checked twice.
 */
export const asInput = <T>(fields: Record<string, unknown>): T => fields as T;

/** The fields of an update body without its id. */
export function withoutId(body: Record<string, unknown>): Record<string, unknown> {
  const { id: _id, ...fields } = body;
  return fields;
}

type CrudWrites<Input> = {
  create(input: Input): Promise<MutationResult>;
  update(id: number, input: Input): Promise<MutationResult>;
  remove(id: number): Promise<MutationResult>;
};

/** The create_/update_/delete_ triple of an admin list: entity fields, plus id on update, only id on delete. */
export function crudResolvers<Input>(
  pick: (store: Repository) => CrudWrites<Input>,
  fromWire: (fields: Record<string, unknown>) => Record<string, unknown> = (fields) => fields,
): { create: EndpointResolver; update: EndpointResolver; remove: EndpointResolver } {
  return {
    create: async ({ request, store }) => mutationAnswer(await pick(store).create(asInput<Input>(fromWire(await readJson(request))))),
    update: async ({ request, store }) => {
      const body = await readJson(request);
      const id = requireId(body.id, 'id');
      return mutationAnswer(await pick(store).update(id, asInput<Input>(fromWire(withoutId(body)))));
    },
    remove: async ({ request, store }) => mutationAnswer(await pick(store).remove(requireId((await readJson(request)).id, 'id'))),
  };
}
