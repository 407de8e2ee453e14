import { describe, expect, it } from 'vitest';
import { buildContactSubmission, buildDataset } from '../../tests/support/builders';
import { createDexieRepository } from './create-dexie-repository';
import { openSiteDatabase, openVersion1Database, SEEDED_KEY } from './dexie-schema';

const databaseName = () => `dexie-cache-${crypto.randomUUID()}`;

const dataset = () =>
  buildDataset({
    contactSubmissions: Array.from({ length: 60 }, (_, index) =>
      buildContactSubmission({
        id: index + 1,
        name: `Person ${index + 1}`,
        status: index % 2 === 0 ? 'new' : 'read',
        created_at: `2026-01-${String((index % 28) + 1).padStart(2, '0')} 10:00:${String(index % 60).padStart(2, '0')}`,
      }),
    ),
  });

describe('the in-memory copy of the submission lists', () => {
  it('pages newest first with the filtered total and the count per status', async () => {
    const repository = createDexieRepository({ name: databaseName(), seed: dataset, imagesBase: '/images' });
    const all = await repository.contactSubmissions.list();
    const page = await repository.contactSubmissions.page!({}, { page: 2, perPage: 25 });
    expect(page.rows.map((row) => row.id)).toEqual(all.slice(25, 50).map((row) => row.id));
    expect(page.total).toBe(60);
    expect(page.counts).toEqual({ new: 30, read: 30 });
    const found = await repository.contactSubmissions.page!({ search: 'PERSON 1', status: 'new' }, { page: 1, perPage: 25 });
    expect(found.rows.map((row) => row.name).sort()).toEqual(['Person 1', 'Person 11', 'Person 13', 'Person 15', 'Person 17', 'Person 19']);
  });

  it('answers the first pages from the indexes before the copy is filled, exactly as the copy does', async () => {
    const fresh = createDexieRepository({ name: databaseName(), seed: dataset, imagesBase: '/images' });
    const quick = await Promise.all([
      fresh.contactSubmissions.page!({}, { page: 2, perPage: 25 }),
      fresh.contactSubmissions.page!({ status: 'read' }, { page: 1, perPage: 10 }),
    ]);
    const all = await fresh.contactSubmissions.list();
    expect(quick[0].rows.map((row) => row.id)).toEqual(all.slice(25, 50).map((row) => row.id));
    expect([quick[0].total, quick[0].counts]).toEqual([60, { new: 30, read: 30 }]);
    const read = all.filter((row) => row.status === 'read');
    expect(quick[1].rows.map((row) => row.id)).toEqual(read.slice(0, 10).map((row) => row.id));
    expect([quick[1].total, quick[1].counts]).toEqual([30, { read: 30 }]);
  });

  it('pages through a filtered list from the copy, and filters again after a write or for another filter', async () => {
    const repository = createDexieRepository({ name: databaseName(), seed: dataset, imagesBase: '/images' });
    const all = await repository.contactSubmissions.list();
    const fresh = all.filter((row) => row.status === 'new');
    const pages = [];
    for (let page = 1; page <= 3; page += 1) pages.push(await repository.contactSubmissions.page!({ status: 'new' }, { page, perPage: 12 }));
    expect(pages.flatMap((page) => page.rows.map((row) => row.id))).toEqual(fresh.map((row) => row.id));
    expect(pages.map((page) => [page.total, page.counts])).toEqual(Array(3).fill([30, { new: 30 }]));

    const other = await repository.contactSubmissions.page!({ status: 'read' }, { page: 1, perPage: 12 });
    expect(other.rows.every((row) => row.status === 'read')).toBe(true);
    await repository.contactSubmissions.updateStatus(fresh[0]!.id, 'read');
    const after = await repository.contactSubmissions.page!({ status: 'new' }, { page: 1, perPage: 12 });
    expect(after.total).toBe(29);
    expect(after.rows.map((row) => row.id)).toEqual(fresh.slice(1, 13).map((row) => row.id));
  });

  it('merges the statuses newest first from their index before the copy is filled, ties by id as the copy orders them', async () => {
    const statuses = ['new', 'read', 'replied', 'closed'] as const;
    const tied = () =>
      buildDataset({
        // Four rows share each time, one per status: the order between them is the id's.
        contactSubmissions: Array.from({ length: 40 }, (_, index) =>
          buildContactSubmission({ id: index + 1, status: statuses[(index * 7) % 4], created_at: `2026-02-0${1 + Math.floor(index / 8)} 09:00:0${index % 2}` }),
        ),
      });
    const name = databaseName();
    const fromCopy = createDexieRepository({ name, seed: tied, imagesBase: '/images' });
    const expected = await fromCopy.contactSubmissions.list();
    for (const [page, perPage] of [
      [1, 7],
      [2, 7],
      [3, 25],
      [2, 25],
    ] as const) {
      const fresh = createDexieRepository({ name, seed: tied, imagesBase: '/images' });
      const quick = await fresh.contactSubmissions.page!({}, { page, perPage });
      expect(quick.rows.map((row) => row.id), `page ${page} of ${perPage}`).toEqual(expected.slice((page - 1) * perPage, page * perPage).map((row) => row.id));
      expect(quick.total).toBe(40);
    }
  });

  it('holds what an import in parts wrote, newest first, and answers from memory after it without reading the table back', async () => {
    const name = databaseName();
    const repository = createDexieRepository({ name, seed: dataset, imagesBase: '/images' });
    await repository.contactSubmissions.page!({}, { page: 1, perPage: 25 });
    const statuses = ['new', 'read', 'replied'] as const;
    // Batches out of date order, with times shared across batches (their order is the id's).
    const rows = Array.from({ length: 90 }, (_, index) =>
      buildContactSubmission({ id: 1000 - index * 7, name: `Imported ${index}`, status: statuses[index % 3], created_at: `2026-03-${String((index * 11) % 28 + 1).padStart(2, '0')} 08:00:00` }),
    );
    const totals = { contactSubmissions: rows.length, careerApplications: 0, brochureRequests: 0, files: 0 };
    await repository.dataset.importPart({ import_id: 'a', step: 'begin', dataset: buildDataset({ contactSubmissions: [], careerApplications: [], brochureRequests: [], files: [] }), totals });
    for (const offset of [0, 30, 60]) {
      await repository.dataset.importPart({ import_id: 'a', step: 'rows', table: 'contactSubmissions', offset, rows: rows.slice(offset, offset + 30) });
    }
    await repository.dataset.importPart({ import_id: 'a', step: 'finish' });

    // What the table holds, read by another repository; then the table is emptied behind Dexie's back (no change
    // event). The copy still answers every page: nothing was read back after the import.
    const expected = await createDexieRepository({ name, seed: dataset, imagesBase: '/images' }).contactSubmissions.list();
    await new Promise<void>((resolve, reject) => {
      const open = indexedDB.open(name);
      open.onsuccess = () => {
        const transaction = open.result.transaction('contactSubmissions', 'readwrite');
        transaction.objectStore('contactSubmissions').clear();
        transaction.oncomplete = () => {
          open.result.close();
          resolve();
        };
        transaction.onerror = () => reject(transaction.error);
      };
    });
    const page = await repository.contactSubmissions.page!({}, { page: 1, perPage: 100 });
    expect(page.rows.map((row) => row.id)).toEqual(expected.map((row) => row.id));
    expect([page.total, page.counts]).toEqual([90, { new: 30, read: 30, replied: 30 }]);
    expect((await repository.contactSubmissions.page!({ status: 'read' }, { page: 2, perPage: 10 })).rows.map((row) => row.id)).toEqual(
      expected.filter((row) => row.status === 'read').slice(10, 20).map((row) => row.id),
    );
  });

  it("follows this store's own writes: a status change and a delete show at once", async () => {
    const repository = createDexieRepository({ name: databaseName(), seed: dataset, imagesBase: '/images' });
    await repository.contactSubmissions.page!({}, { page: 1, perPage: 25 });
    await repository.contactSubmissions.updateStatus(1, 'closed');
    await repository.contactSubmissions.remove(2);
    const page = await repository.contactSubmissions.page!({}, { page: 1, perPage: 100 });
    expect(page.rows.find((row) => row.id === 1)?.status).toBe('closed');
    expect(page.rows.some((row) => row.id === 2)).toBe(false);
    expect(page.counts).toEqual({ new: 29, read: 29, closed: 1 });
  });

  it('drops the copy when another connection (another tab) changes the table', async () => {
    const name = databaseName();
    const repository = createDexieRepository({ name, seed: dataset, imagesBase: '/images' });
    expect((await repository.contactSubmissions.page!({}, { page: 1, perPage: 100 })).total).toBe(60);
    const other = openSiteDatabase(name);
    await other.table('contactSubmissions').put(buildContactSubmission({ id: 500, name: 'From another tab', created_at: '2026-12-01 09:00:00' }));
    await expect
      .poll(async () => (await repository.contactSubmissions.page!({}, { page: 1, perPage: 1 })).rows[0]?.name)
      .toBe('From another tab');
    other.close();
  });

  it("keeps a visitor's data through the upgrade from version 1, and finds statuses without a status index", async () => {
    const name = databaseName();
    const v1 = openVersion1Database(name);
    await v1.table('contactSubmissions').bulkAdd(dataset().contactSubmissions);
    await v1.table('meta').put({ key: SEEDED_KEY, value: true });
    v1.close();
    const repository = createDexieRepository({
      name,
      seed: () => {
        throw new Error('an upgraded database is never seeded again');
      },
      imagesBase: '/images',
    });
    const quick = await repository.contactSubmissions.page!({ status: 'read' }, { page: 1, perPage: 10 });
    expect([quick.total, quick.counts]).toEqual([30, { read: 30 }]);
    expect((await repository.contactSubmissions.page!({}, { page: 1, perPage: 10 })).counts).toEqual({ new: 30, read: 30 });
    expect(await repository.contactSubmissions.list({ status: 'new' })).toHaveLength(30);
    const upgraded = openSiteDatabase(name);
    await upgraded.open();
    expect(upgraded.verno).toBe(3);
    expect(upgraded.table('contactSubmissions').schema.indexes.map((index) => index.name)).toEqual(['[status+created_at]']);
    expect(upgraded.table('careerApplications').schema.indexes.map((index) => index.name)).toEqual(['[status+created_at]']);
    upgraded.close();
  });
});
