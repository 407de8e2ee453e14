import { describe, expect, it, vi } from 'vitest';
import type { Dataset } from '../../src/domain/dataset';
import { buildDataset, buildSliderItem } from '../../tests/support/builders';
import { createDexieRecordStore } from './dexie-record-store';
import { openSiteDatabase } from './dexie-schema';

describe('the Dexie store seeded by another connection while its own seed was being made', () => {
  it('keeps that data and neither checks nor writes its own seed', async () => {
    const name = `dexie-seed-once-${crypto.randomUUID()}`;
    let release: (dataset: Dataset) => void = () => undefined;
    // A seed the store would refuse (six slides): were it checked, the first call would fail.
    const late = vi.fn(() => new Promise<Dataset>((resolve) => (release = resolve)));
    const page = createDexieRecordStore(openSiteDatabase(name), late);
    const reading = page.list('sliderItems');
    await vi.waitFor(() => expect(late).toHaveBeenCalledTimes(1));

    // Meanwhile another connection (the demo's seeding worker, another tab) seeds the database with three slides.
    const worker = createDexieRecordStore(openSiteDatabase(name), () => buildDataset());
    expect(await worker.count('sliderItems')).toBe(3);

    release(buildDataset({ sliderItems: [1, 2, 3, 4, 5, 6].map((id) => buildSliderItem({ id })) }));
    expect((await reading).map((slide) => slide.id)).toEqual([1, 2, 3]);
    expect(await page.count('sliderItems')).toBe(3);
  });
});
