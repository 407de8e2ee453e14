import { describe, expect, it } from 'vitest';
import type { Dataset } from '../../src/domain/dataset';
import { IMPORT_BATCH_ROWS, withoutStreamedTables, type DatasetImportPart, type DatasetImportProgress } from '../../src/domain/dataset-import';
import { buildDataset } from '../../tests/support/builders';
import { createDexieRepository } from '../dexie/create-dexie-repository';
import { createRecordStoreRepository } from './create-record-store-repository';
import { createMemoryRecordStore } from './memory-record-store';

function memoryRepository() {
  return createRecordStoreRepository(createMemoryRecordStore(buildDataset()), { imagesBase: '/images', seed: buildDataset });
}

function submissions(count: number, from = 1): Dataset['contactSubmissions'] {
  const [row] = buildDataset().contactSubmissions;
  return Array.from({ length: count }, (_, index) => ({ ...row!, id: from + index, name: `Buyer ${from + index}` }));
}

const begin = (id: string, contactSubmissions: number): DatasetImportPart => ({
  import_id: id,
  step: 'begin',
  dataset: withoutStreamedTables(buildDataset()),
  totals: { contactSubmissions, careerApplications: 0, brochureRequests: 0, files: 0 },
});
const rows = (id: string, offset: number, list: unknown[]): DatasetImportPart => ({ import_id: id, step: 'rows', table: 'contactSubmissions', offset, rows: list });
const failure = (promise: Promise<unknown>) => promise.then(() => null, (error: unknown) => error as Error);

describe('a dataset import in parts', () => {
  it('stores a batch sent twice (its answer was lost) once, and finishes only when every row arrived', async () => {
    const repository = memoryRepository();
    await repository.dataset.importPart(begin('a', 4));
    await repository.dataset.importPart(rows('a', 0, submissions(2)));
    await repository.dataset.importPart(rows('a', 0, submissions(2)));
    expect((await failure(repository.dataset.importPart({ import_id: 'a', step: 'finish' })))?.message).toBe(
      'The import is incomplete: 2 of 4 contact submissions arrived. Import the file again.',
    );
    await repository.dataset.importPart(rows('a', 2, submissions(2, 3)));
    await repository.dataset.importPart({ import_id: 'a', step: 'finish' });
    // A finish sent again answers as the first did.
    await repository.dataset.importPart({ import_id: 'a', step: 'finish' });
    expect((await repository.contactSubmissions.list()).map((row) => row.id).sort()).toEqual([1, 2, 3, 4]);
  });

  it('starts again from nothing on a new import and refuses the rows of the older one, so data is never doubled', async () => {
    const repository = memoryRepository();
    await repository.dataset.importPart(begin('first', 2));
    await repository.dataset.importPart(rows('first', 0, submissions(1)));
    await repository.dataset.importPart(begin('retry', 2));
    expect((await failure(repository.dataset.importPart(rows('first', 1, submissions(1, 2)))))?.message).toMatch(/^This import is no longer the one in progress/);
    await repository.dataset.importPart(rows('retry', 0, submissions(2)));
    await repository.dataset.importPart({ import_id: 'retry', step: 'finish' });
    expect(await repository.contactSubmissions.list()).toHaveLength(2);
  });

  it('refuses a batch that repeats an id of an earlier batch, or a javascript: link, naming the record', async () => {
    const repository = memoryRepository();
    await repository.dataset.importPart(begin('b', 3));
    await repository.dataset.importPart(rows('b', 0, submissions(2)));
    const repeated = await failure(repository.dataset.importPart(rows('b', 2, submissions(1, 2))));
    expect(repeated?.message).toBe(
      "This dataset breaks the site's rules: Contact submissions, record 3 (id 2 \"Buyer 2\"): id 2 is already used by record 2. Nothing was changed.",
    );
    await repository.dataset.importPart(begin('c', 1));
    const scripted = await failure(repository.dataset.importPart(rows('c', 0, [{ ...submissions(1)[0]!, phone: 'javascript:alert(1)' }])));
    expect(scripted?.message).toMatch(/Contact submissions, record 1 \(id 1 "Buyer 1"\): phone is a javascript: link/);
  });

  it('imports a large dataset into IndexedDB in batches, telling its progress after each', async () => {
    const repository = createDexieRepository({ name: `import-parts-${crypto.randomUUID()}`, seed: buildDataset, imagesBase: '/images' });
    const progress: DatasetImportProgress[] = [];
    await repository.dataset.import({ ...buildDataset(), contactSubmissions: submissions(12_000) }, { onProgress: (step) => progress.push(step) });
    expect(await repository.contactSubmissions.list()).toHaveLength(12_000);
    const batches = progress.filter((step) => step.table === 'contactSubmissions').map((step) => step.tableDone);
    expect(batches).toEqual(Array.from({ length: Math.ceil(12_000 / IMPORT_BATCH_ROWS) }, (_, index) => Math.min(12_000, (index + 1) * IMPORT_BATCH_ROWS)));
    expect(progress.at(-1)!.done).toBe(progress.at(-1)!.total);
    expect(progress[0]).toMatchObject({ table: 'content', done: 0 });
  }, 30_000);
});
