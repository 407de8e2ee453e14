// @vitest-environment jsdom
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDexieRepository } from '../../adapters/dexie/create-dexie-repository';
import { createHttpRepository } from '../../adapters/http/create-http-repository';
import { createMockServer } from '../../mocks/node';
import { buildDataset } from '../support/builders';

// The demo's default configuration: every base site-relative, matched against the page's origin.
const bases = { apiBase: '/api', adminApiBase: '/api/admin', seoApiBase: '/api/admin', imagesBase: '/images' };
const store = createDexieRepository({ name: `relative-${crypto.randomUUID()}`, seed: buildDataset, imagesBase: bases.imagesBase });
const server = createMockServer({ repository: store, ...bases });
const repository = createHttpRepository({ ...bases, apiKey: 'demo-key' });

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  await store.dataset.import(buildDataset());
});
afterAll(() => server.close());

describe('site-relative bases', () => {
  it('read the navigation and settings from the page origin', async () => {
    expect((await repository.navigation.tree()).map((n) => n.slug)).toEqual(['home', 'about-us', 'manufacturing', 'archive']);
    expect(await repository.seo.get('homepage')).toMatchObject({ page_type: 'homepage' });
  });

  it('send a contact message and list it in the back office', async () => {
    await repository.contactSubmissions.submit({ name: 'Karan', email: 'karan@example.com', phone: '', company: '', subject: 'support', message: 'Hi' });
    expect((await repository.contactSubmissions.list({ search: 'karan' })).map((s) => s.name)).toEqual(['Karan']);
  });

  // File names of multipart parts are covered by the Node tests: vitest's jsdom fetch bridge drops them.
  it('upload a slider image and serve it under the images base', async () => {
    const { filename } = await repository.files.uploadImage(new File([new Uint8Array([71, 73, 70, 56, 57, 97])], 'a.gif', { type: 'image/gif' }));
    expect(await repository.files.imageUrl('slider', filename)).toBe(`/images/slider/${filename}`);
    const file = await repository.files.readImage('slider', filename);
    expect(file.blob.size).toBe(6);
  });
});
