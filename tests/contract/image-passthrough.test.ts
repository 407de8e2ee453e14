import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDexieRepository } from '../../adapters/dexie/create-dexie-repository';
import { createHttpRepository } from '../../adapters/http/create-http-repository';
import { createMockServer, type MockServer } from '../../mocks/node';
import { buildDataset } from '../support/builders';

/** A stand-in for the web server that serves the static seed images. */
let webServer: Server;
let mock: MockServer;
let imagesBase = '';

beforeAll(async () => {
  webServer = createServer((request, response) => {
    response.writeHead(200, { 'Content-Type': 'image/svg+xml' });
    response.end(`<svg data-served-by="web-server" data-path="${request.url ?? ''}"/>`);
  });
  await new Promise<void>((resolve) => webServer.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(webServer.address() as AddressInfo).port}`;
  imagesBase = `${origin}/images`;
  const bases = { apiBase: `${origin}/api`, adminApiBase: `${origin}/api/admin`, seoApiBase: `${origin}/api/admin`, imagesBase };
  const store = createDexieRepository({ name: `passthrough-${crypto.randomUUID()}`, seed: buildDataset, imagesBase });
  mock = createMockServer({ repository: store, ...bases });
  mock.listen({ onUnhandledRequest: 'error' });
});

afterAll(async () => {
  mock.close();
  await new Promise<void>((resolve) => webServer.close(() => resolve()));
});

describe('images the store does not hold', () => {
  it('go on to the web server, which serves the static seed images', async () => {
    const response = await fetch(`${imagesBase}/slider/slide-1.svg`);
    expect(await response.text()).toBe('<svg data-served-by="web-server" data-path="/images/slider/slide-1.svg"/>');
  });

  it('are served from the store once uploaded', async () => {
    const bases = { apiBase: imagesBase.replace('/images', '/api'), adminApiBase: imagesBase.replace('/images', '/api/admin') };
    const repository = createHttpRepository({ ...bases, seoApiBase: bases.adminApiBase, imagesBase, apiKey: 'k' });
    const { filename } = await repository.files.uploadImage(new File([new Uint8Array([71, 73, 70, 56, 57, 97])], 'a.gif', { type: 'image/gif' }));
    const response = await fetch(`${imagesBase}/slider/${filename}`);
    expect(response.headers.get('Content-Type')).toBe('image/gif');
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(new Uint8Array([71, 73, 70, 56, 57, 97]));
  });
});
