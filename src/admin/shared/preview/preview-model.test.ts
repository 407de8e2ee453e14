import { describe, expect, it, vi } from 'vitest';
import { createRecordStoreRepository } from '../../../../adapters/record-store/create-record-store-repository';
import { createMemoryRecordStore } from '../../../../adapters/record-store/memory-record-store';
import { createSeedDataset } from '../../../../fixtures/seed-dataset';
import { everyWrite } from '../../../data/mutations/repository-writes';
import type { Repository } from '../../../data/repository';
import { previewRepository } from './preview-model';
import { previewMessage, previewPath, readPreviewMessage, type PreviewRecord } from './preview-record';
import { previewTexts } from './preview-texts';

const seedRepository = (): Repository =>
  createRecordStoreRepository(createMemoryRecordStore(createSeedDataset()), {
    imagesBase: '/images/',
    seed: createSeedDataset,
    now: () => new Date('2026-11-20T08:30:00'),
    nameEntropy: () => ({ time: 1_700_000_000_000, random: 0.5 }),
  });

const fencing = createSeedDataset().pages.find((page) => page.slug === 'fencing')!;

const pageRecord = (overrides: Partial<Extract<PreviewRecord, { kind: 'page' }>> = {}): PreviewRecord => ({
  kind: 'page',
  id: fencing.id,
  storedSlug: fencing.slug,
  title: 'Fencing, unsaved',
  slug: fencing.slug,
  content: '<p>Typed, not saved</p>',
  metaDescription: 'A typed description',
  ...overrides,
});

describe('the preview Repository', () => {
  it("answers the edited page's public reading with the unsaved title, text and description", async () => {
    const repository = previewRepository(seedRepository(), () => pageRecord());
    const content = await repository.pages.content({ slug: 'fencing' });
    expect(content).toMatchObject({ pm_id: fencing.id, pm_title: 'Fencing, unsaved', pm_content: '<p>Typed, not saved</p>', pm_meta_description: 'A typed description' });
    // Any other page reads as stored.
    const other = createSeedDataset().pages.find((page) => page.slug === 'optimizing')!;
    expect((await repository.pages.content({ slug: 'optimizing' })).pm_title).toBe(other.title);
  });

  it('finds the page at its typed slug, and a page not saved yet', async () => {
    const moved = previewRepository(seedRepository(), () => pageRecord({ slug: 'Fencing Systems' }));
    expect((await moved.pages.content({ slug: 'fencing-systems' })).pm_title).toBe('Fencing, unsaved');
    const fresh = previewRepository(seedRepository(), () => pageRecord({ id: null, storedSlug: null, slug: 'brand-new', title: 'Brand new' }));
    expect(await fresh.pages.content({ slug: 'brand-new' })).toMatchObject({ pm_id: 0, pm_title: 'Brand new' });
    expect(previewPath(pageRecord({ slug: 'Brand New' }))).toBe('/page/brand-new');
  });

  it('reads the stored record once while the editor types', async () => {
    const real = seedRepository();
    const content = vi.spyOn(real.pages, 'content');
    let record = pageRecord();
    const repository = previewRepository(real, () => record);
    await repository.pages.content({ slug: 'fencing' });
    record = pageRecord({ title: 'Fencing, typed further' });
    expect((await repository.pages.content({ slug: 'fencing' })).pm_title).toBe('Fencing, typed further');
    expect(content).toHaveBeenCalledTimes(1);
  });

  it('shows the edited slide first, in place of its stored self', async () => {
    const stored = await seedRepository().slider.listPublished();
    const second = stored[1]!;
    const repository = previewRepository(seedRepository(), () => ({ kind: 'slide', slide: { ...second, title: 'A typed slide' } }));
    const slides = await repository.slider.listPublished();
    expect(slides[0]).toMatchObject({ id: second.id, title: 'A typed slide' });
    expect(slides.filter((slide) => slide.id === second.id)).toHaveLength(1);
    expect(slides).toHaveLength(stored.length);
  });

  it('lays the homepage and About fields over the stored texts, ignoring names the record does not have', async () => {
    const homepage = previewRepository(seedRepository(), () => ({ kind: 'homepage', fields: { 'hero.title': 'Typed hero', 'nowhere.title': 'x', 'cta.nothing': 'y' } }));
    const content = await homepage.homepageContent.get();
    expect(content.hero.title).toBe('Typed hero');
    expect(content).not.toHaveProperty('nowhere');
    expect(content.cta).not.toHaveProperty('nothing');
    const about = previewRepository(seedRepository(), () => ({ kind: 'about', fields: { mission: 'Typed mission', not_a_field: 'x' } }));
    const main = await about.about.get();
    expect(main).toEqual({ ...(await seedRepository().about.get()), mission: 'Typed mission' });
  });

  it('refuses every write of the port and leaves the store as it was', async () => {
    const real = seedRepository();
    const before = await real.dataset.export();
    const repository = previewRepository(real, () => pageRecord());
    const writes = everyWrite();
    expect(writes.length).toBeGreaterThan(30);
    for (const { area, method } of writes) {
      const call = (repository[area] as unknown as Record<string, (...args: unknown[]) => Promise<unknown>>)[method]!;
      await expect(call({}), `${area}.${method}`).rejects.toThrow(previewTexts.refused);
    }
    expect(await real.dataset.export()).toEqual(before);
  });
});

describe('preview messages', () => {
  const frame = {} as MessageEventSource;
  const event = (data: unknown, origin = 'https://site.example', source: MessageEventSource | null = frame) => ({ data, origin, source }) as MessageEvent;

  it('are read only from the expected window on this origin, in their shape', () => {
    const message = previewMessage({ type: 'record', record: pageRecord() });
    expect(readPreviewMessage(event(message), frame, 'https://site.example')).toEqual(message);
    expect(readPreviewMessage(event(message, 'https://evil.example'), frame, 'https://site.example')).toBeNull();
    expect(readPreviewMessage(event(message, 'https://site.example', {} as MessageEventSource), frame, 'https://site.example')).toBeNull();
    expect(readPreviewMessage(event({ ...message, tag: 'other' }), frame, 'https://site.example')).toBeNull();
    expect(readPreviewMessage(event({ ...message, record: { kind: 'page', title: 3 } }), frame, 'https://site.example')).toBeNull();
  });
});
