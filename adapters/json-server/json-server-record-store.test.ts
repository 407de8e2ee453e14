import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { RepositoryError } from '../../src/domain/repository-error';
import { buildContactSubmission, buildDataset, buildSeoSettings, buildService } from '../../tests/support/builders';
import { startJsonServer, type RunningJsonServer } from '../../tests/support/json-server-process';
import type { RecordStore } from '../record-store/record-store';
import { createJsonServerRecordStore } from './json-server-record-store';

// The store against a real json-server process (scripts/json-server.ts), below the business rules.
describe('the json-server record store', () => {
  let server: RunningJsonServer | undefined;
  let store: RecordStore;

  beforeAll(async () => {
    server = await startJsonServer(buildDataset());
    store = createJsonServerRecordStore({ baseUrl: server.url });
  }, 60_000);
  afterAll(async () => {
    await server?.stop();
  });
  beforeEach(async () => {
    await store.replaceAll(buildDataset());
  });

  it('lists, reads, adds, replaces and removes collection records', async () => {
    expect((await store.list('services')).map((s) => s.id)).toEqual([1, 2, 3]);
    expect(await store.get('services', 2)).toEqual(buildService({ id: 2 }));
    expect(await store.get('services', 99)).toBeUndefined();

    const { id: _id, ...fields } = buildService({ id: 9, title: 'Laser Cutting' });
    const id = await store.add('services', fields);
    expect(id).toBe(4);
    expect(await store.get('services', id)).toMatchObject({ id: 4, title: 'Laser Cutting' });

    await store.put('services', buildService({ id: 4, title: 'Plasma Cutting' }));
    expect((await store.get('services', 4))?.title).toBe('Plasma Cutting');
    await store.remove('services', 4);
    await store.remove('services', 4);
    expect(await store.count('services')).toBe(3);
  });

  it('stores a record under its own id when put is given an unknown id', async () => {
    await store.put('services', buildService({ id: 40 }));
    await store.bulkPut('services', [buildService({ id: 1, display_order: 3 }), buildService({ id: 41 })]);
    expect((await store.list('services')).map((s) => [s.id, s.display_order])).toEqual([[1, 3], [2, 2], [3, 3], [40, 40], [41, 41]]);
  });

  it('never cascades a delete into records that point at it', async () => {
    await store.remove('pages', 1);
    expect((await store.list('pageImages')).map((i) => i.page_id)).toEqual([1, 1, 2]);
  });

  it('reads and replaces the singletons', async () => {
    const about = await store.getSingleton('aboutContent');
    expect(about.vision).toBe('Our vision');
    await store.setSingleton('aboutContent', { ...about, vision: 'Further' });
    expect((await store.getSingleton('aboutContent')).vision).toBe('Further');
  });

  it('reads and saves SEO settings by page type', async () => {
    expect(await store.getSeo('homepage')).toEqual(buildSeoSettings({ page_type: 'homepage' }));
    expect(await store.getSeo('careers')).toBeUndefined();
    await store.putSeo(buildSeoSettings({ page_type: 'careers' }));
    await store.putSeo(buildSeoSettings({ page_type: 'careers', page_title: 'Jobs' }));
    expect(await store.getSeo('careers')).toEqual(buildSeoSettings({ page_type: 'careers', page_title: 'Jobs' }));
  });

  it('stores, reads and removes files by path', async () => {
    const bytes = new Uint8Array(512).map((_, i) => (i * 7) % 256);
    await store.putFile({ path: 'slider/a b.png', name: 'a b.png', type: 'image/png', blob: new Blob([bytes]) });
    const file = await store.getFile('slider/a b.png');
    expect(file).toMatchObject({ path: 'slider/a b.png', name: 'a b.png', type: 'image/png' });
    expect(new Uint8Array(await file!.blob.arrayBuffer())).toEqual(bytes);
    expect(await (await store.getFile('resumes/seed-cv.pdf'))!.blob.text()).toContain('%PDF');
    await store.removeFile('slider/a b.png');
    expect(await store.getFile('slider/a b.png')).toBeUndefined();
  });

  it('filters contact submissions and applications on the server with the domain rule', async () => {
    const contactIds = async (filter: object) => (await store.queryContactSubmissions!(filter)).map((s) => s.id).sort();
    expect(await contactIds({ dateFrom: '2026-02-01', dateTo: '2026-02-28' })).toEqual([2, 3]);
    expect(await contactIds({ dateTo: '2026-02-20' })).toEqual([1, 2, 3]);
    expect(await contactIds({ status: 'closed', search: ' GALVANISED ' })).toEqual([4]);
    expect(await contactIds({ search: 'regex (chars' })).toEqual([]);

    const careerIds = async (filter: object) => (await store.queryCareerApplications!(filter)).map((a) => a.id).sort();
    expect(await careerIds({ position: 'design engineer' })).toEqual([2]);
    expect(await careerIds({ position: 'Design' })).toEqual([]);
    expect(await careerIds({ status: 'hired', search: 'ravi' })).toEqual([3]);
  });

  it('exports exactly the dataset it was given and replaces everything at once', async () => {
    expect(await store.exportAll()).toEqual(buildDataset());
    const smaller = buildDataset({ contactSubmissions: [buildContactSubmission({ id: 7 })], files: [] });
    await store.replaceAll(smaller);
    expect(await store.exportAll()).toEqual(smaller);
    expect(await store.count('contactSubmissions')).toBe(1);
  });

  it('refuses an invalid dataset with the server message and keeps the data', async () => {
    const error = await store.replaceAll({ ...buildDataset(), pages: [{ id: 'x' }] } as never).then(() => null, (e: unknown) => e);
    expect(error).toBeInstanceOf(RepositoryError);
    expect(error).toMatchObject({ kind: 'validation', status: 400 });
    expect((error as RepositoryError).message).toMatch(/^Invalid dataset: pages\.0\./);
    expect(await store.count('pages')).toBe(4);
  });

  it('answers a file whose data: URL is broken as malformed', async () => {
    const broken = { path: 'slider/x.png', name: 'x.png', type: 'image/png', size: 1, data_url: 'data:image/png;base64,***' };
    await store.replaceAll(buildDataset({ files: [broken] }));
    await expect(store.getFile('slider/x.png')).rejects.toMatchObject({ kind: 'malformed' });
  });

  it('names the json-server URL when the server is not running', async () => {
    const offline = createJsonServerRecordStore({ baseUrl: 'http://127.0.0.1:9' });
    const error = await offline.list('pages').then(() => null, (e: unknown) => e);
    expect(error).toMatchObject({ kind: 'network', message: expect.stringContaining('http://127.0.0.1:9') });
  });
});
