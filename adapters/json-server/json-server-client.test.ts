import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { RepositoryError } from '../../src/domain/repository-error';
import { createJsonServerClient } from './json-server-client';

const BASE = 'http://127.0.0.1:3999';

/** A fetch that answers every request with the given response (the adapter's injectable seam). */
const answering = (respond: () => Response): typeof fetch => async () => respond();

async function failure(call: Promise<unknown>): Promise<RepositoryError> {
  const error = await call.then(() => null, (e: unknown) => e);
  expect(error).toBeInstanceOf(RepositoryError);
  return error as RepositoryError;
}

describe('json-server error mapping', () => {
  it('names the json-server URL and the command that starts it when nothing answers', async () => {
    const client = createJsonServerClient({
      baseUrl: `${BASE}/`,
      fetch: async () => {
        throw new TypeError('fetch failed');
      },
    });
    const error = await failure(client.call('GET', '/navigation'));
    expect(error.kind).toBe('network');
    expect(error.message).toBe(`Cannot reach json-server at ${BASE}. Start it with "npm run api:json-server".`);
    expect(error.cause).toBeInstanceOf(TypeError);
  });

  it('keeps the message and status of a refused request', async () => {
    const client = createJsonServerClient({
      baseUrl: BASE,
      fetch: answering(() => Response.json({ message: 'Invalid dataset: pages.0.id: expected number' }, { status: 400 })),
    });
    const error = await failure(client.call('PUT', '/_dataset', {}));
    expect(error).toMatchObject({ kind: 'validation', status: 400, message: 'Invalid dataset: pages.0.id: expected number' });
  });

  it('reports a 404 as not found, naming the request', async () => {
    const client = createJsonServerClient({ baseUrl: BASE, fetch: answering(() => Response.json({}, { status: 404 })) });
    const error = await failure(client.call('DELETE', '/products/999'));
    expect(error).toMatchObject({ kind: 'not-found', status: 404 });
    expect(error.message).toBe(`DELETE ${BASE}/products/999: not found on json-server`);
  });

  it('answers undefined for a record json-server does not have', async () => {
    const client = createJsonServerClient({ baseUrl: BASE, fetch: answering(() => Response.json({}, { status: 404 })) });
    expect(await client.find(z.object({ id: z.number() }), '/pages/9')).toBeUndefined();
  });

  it('does not show a server stack trace as the message of a server error', async () => {
    const client = createJsonServerClient({
      baseUrl: BASE,
      fetch: answering(() => new Response('Error: boom\n    at router.js:1', { status: 500, statusText: 'Internal Server Error' })),
    });
    const error = await failure(client.call('POST', '/pages', { title: 'x' }));
    expect(error).toMatchObject({ kind: 'http', status: 500 });
    expect(error.message).toBe(`POST ${BASE}/pages: json-server answered 500 Internal Server Error`);
  });

  it('reports an answer that is not JSON or does not match the schema as malformed', async () => {
    const notJson = createJsonServerClient({ baseUrl: BASE, fetch: answering(() => new Response('<html>')) });
    expect((await failure(notJson.json(z.array(z.unknown()), 'GET', '/pages'))).kind).toBe('malformed');

    const wrongShape = createJsonServerClient({ baseUrl: BASE, fetch: answering(() => Response.json([{ id: 'x' }])) });
    const error = await failure(wrongShape.json(z.array(z.object({ id: z.number() })), 'GET', '/pages'));
    expect(error.kind).toBe('malformed');
    expect(error.message).toMatch(/^GET http:\/\/127\.0\.0\.1:3999\/pages: unexpected answer \(0\.id: /);
  });

  it('sends JSON bodies with the method and path asked for', async () => {
    const seen: { url: string; method?: string; body?: unknown; type?: string | null }[] = [];
    const client = createJsonServerClient({
      baseUrl: BASE,
      fetch: async (input, init) => {
        seen.push({ url: String(input), method: init?.method, body: init?.body, type: new Headers(init?.headers).get('Content-Type') });
        return Response.json({ id: 4 }, { status: 201 });
      },
    });
    expect(await client.json(z.object({ id: z.number() }), 'POST', '/services', { title: 'Laser' })).toEqual({ id: 4 });
    expect(seen).toEqual([{ url: `${BASE}/services`, method: 'POST', body: '{"title":"Laser"}', type: 'application/json' }]);
  });
});
