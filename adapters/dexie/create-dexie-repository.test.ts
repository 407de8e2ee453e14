import { describe, expect, it, vi } from 'vitest';
import type { CareerApplicationFilter } from '../../src/domain/careers';
import { matchesCareerFilter, matchesContactFilter } from '../../src/domain/filters';
import { RepositoryError } from '../../src/domain/repository-error';
import type { ContactSubmissionFilter } from '../../src/domain/submissions';
import { buildCareerApplication, buildContactSubmission, buildDataset } from '../../tests/support/builders';
import { createDexieRepository } from './create-dexie-repository';
import { createDexieRecordStore } from './dexie-record-store';
import { openSiteDatabase } from './dexie-schema';

// The store checks an image's leading bytes, so test images carry real signatures.
const PNG = new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10]);
const GIF = new TextEncoder().encode('GIF89a');

const databaseName = () => `dexie-unit-${crypto.randomUUID()}`;

function open(name: string, seed = vi.fn(buildDataset)) {
  return { repository: createDexieRepository({ name, seed, imagesBase: '/images' }), seed };
}

describe('createDexieRepository', () => {
  it('seeds a new database once, even when the first calls arrive together', async () => {
    const { repository, seed } = open(databaseName());
    expect(seed).not.toHaveBeenCalled();
    const [services, slides, tree] = await Promise.all([repository.services.list(), repository.slider.list(), repository.navigation.tree()]);
    expect([services.length, slides.length, tree.length]).toEqual([3, 3, 4]);
    expect(seed).toHaveBeenCalledTimes(1);
  });

  it('does not seed again when reopened, even after every record of a list was deleted', async () => {
    const name = databaseName();
    const first = open(name);
    for (const slide of await first.repository.slider.list()) await first.repository.slider.remove(slide.id);

    const reopened = open(name);
    expect(await reopened.repository.slider.list()).toEqual([]);
    expect(reopened.seed).not.toHaveBeenCalled();
  });

  it('keeps records and uploaded files for a new repository over the same database', async () => {
    const name = databaseName();
    const { repository } = open(name);
    await repository.services.create({ title: 'Laser Cutting', description: '', icon: '', image_url: '', link_url: '', is_active: true });
    const { filename } = await repository.files.uploadImage(new File([PNG], 'hero.png', { type: 'image/png' }));

    const later = open(name).repository;
    expect((await later.services.list()).map((s) => s.title)).toContain('Laser Cutting');
    const image = await later.files.readImage('slider', filename);
    expect(new Uint8Array(await image.blob.arrayBuffer())).toEqual(PNG);
  });

  it('leaves the data untouched when an import fails validation', async () => {
    const { repository } = open(databaseName());
    await repository.services.remove(2);
    const error = await repository.dataset.import({ ...buildDataset(), services: [{ title: 'no id' }] } as never).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RepositoryError);
    expect((error as RepositoryError).message).toMatch(/^This dataset breaks the site's rules: Services, record 1 \("no id"\): id: /);
    expect((await repository.services.list()).map((s) => s.id)).toEqual([1, 3]);
  });

  it('gives new records the next id after the imported data', async () => {
    const { repository } = open(databaseName());
    for (let i = 0; i < 3; i += 1) await repository.team.create({ name: `P${i}`, position: 'X', description: 'Y', image_url: '', email: '', linkedin_url: '' });
    await repository.dataset.import(buildDataset());
    const { id } = await repository.team.create({ name: 'New', position: 'X', description: 'Y', image_url: '', email: '', linkedin_url: '' });
    expect(id).toBe(3);
  });

  it('exports stored files as data: URLs and brings their bytes back on import', async () => {
    const { repository } = open(databaseName());
    const { filename } = await repository.files.uploadImage(new File([GIF], 'logo.gif', { type: 'image/gif' }));
    const exported = await repository.dataset.export();
    const file = exported.files.find((f) => f.path === `slider/${filename}`)!;
    expect(file).toMatchObject({ name: 'logo.gif', type: 'image/gif', size: 6, data_url: `data:image/gif;base64,${btoa('GIF89a')}` });

    const copy = open(databaseName()).repository;
    await copy.dataset.import(exported);
    const image = await copy.files.readImage('slider', filename);
    expect(image.blob.type).toBe('image/gif');
    expect(new Uint8Array(await image.blob.arrayBuffer())).toEqual(GIF);
  });
});

describe('the Dexie record store', () => {
  it('replaces everything in one transaction: a write that fails leaves the old data whole', async () => {
    const store = createDexieRecordStore(openSiteDatabase(databaseName()), buildDataset);
    const dataset = buildDataset();
    // Duplicate ids get past the store (the repository validates them away) and make the write fail half-way.
    const broken = { ...dataset, navigation: [], careerApplications: [...dataset.careerApplications, dataset.careerApplications[0]!] };
    await expect(store.replaceAll(broken)).rejects.toThrow();
    expect(await store.count('navigation')).toBe(8);
    expect(await store.count('careerApplications')).toBe(3);
  });

  it('answers the same submissions and applications through its indexes as the domain filter', async () => {
    const contacts = Array.from({ length: 40 }, (_, i) =>
      buildContactSubmission({
        id: i + 1,
        status: (['new', 'read', 'replied', 'closed'] as const)[i % 4],
        created_at: `2026-0${(i % 9) + 1}-${String((i % 27) + 1).padStart(2, '0')} 1${i % 10}:00:00`,
        name: i % 5 === 0 ? `Asha ${i}` : `Visitor ${i}`,
      }),
    );
    const applications = Array.from({ length: 30 }, (_, i) =>
      buildCareerApplication({
        id: i + 1,
        status: (['new', 'reviewed', 'hired'] as const)[i % 3],
        position: i % 2 ? 'Welder' : 'Design Engineer',
        created_at: `2026-0${(i % 6) + 1}-1${i % 10} 09:00:00`,
      }),
    );
    const store = createDexieRecordStore(openSiteDatabase(databaseName()), () =>
      buildDataset({ contactSubmissions: contacts, careerApplications: applications }),
    );
    const ids = (rows: { id: number }[]) => rows.map((row) => row.id).sort((a, b) => a - b);

    const contactFilters: ContactSubmissionFilter[] = [
      {}, { status: 'read' }, { status: '' }, { dateFrom: '2026-03-01' }, { dateTo: '2026-02-15' },
      { status: 'replied', dateFrom: '2026-02-01', dateTo: '2026-05-31' }, { status: 'new', search: 'asha' }, { search: 'ASHA', dateTo: '2026-04-30' },
    ];
    for (const filter of contactFilters) {
      const expected = contacts.filter((row) => matchesContactFilter(row, filter));
      expect(ids(await store.queryContactSubmissions!(filter)), JSON.stringify(filter)).toEqual(ids(expected));
    }

    const careerFilters: CareerApplicationFilter[] = [
      {}, { status: 'hired' }, { position: 'welder' }, { position: 'Welder', dateFrom: '2026-03-01' },
      { status: 'reviewed', dateFrom: '2026-02-01', dateTo: '2026-04-30' }, { dateFrom: '2026-05-01' },
    ];
    for (const filter of careerFilters) {
      const expected = applications.filter((row) => matchesCareerFilter(row, filter));
      expect(ids(await store.queryCareerApplications!(filter)), JSON.stringify(filter)).toEqual(ids(expected));
    }
  });
});
