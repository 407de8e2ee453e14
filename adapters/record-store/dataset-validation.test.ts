import { createSeedDataset } from '../../fixtures/seed-dataset';
import { createLargeDataset } from '../../fixtures/large-dataset';
import { buildDataset } from '../../tests/support/builders';
import { createRecordStoreRepository } from './create-record-store-repository';
import { validateDataset } from './dataset-validation';
import { createMemoryRecordStore } from './memory-record-store';

describe('importing a dataset through the business rules', () => {
  it('accepts the demo seed and the large demo dataset', () => {
    expect(() => validateDataset(createSeedDataset())).not.toThrow();
    expect(() => validateDataset(createLargeDataset({ contacts: 20, applications: 20 }))).not.toThrow();
  });

  it('refuses a dataset breaking the rules as a whole, naming the first problems, and changes nothing', async () => {
    const seed = createSeedDataset();
    const slide = seed.sliderItems[0]!;
    const image = seed.pageImages[0]!;
    const broken = {
      ...seed,
      sliderItems: Array.from({ length: 7 }, (_, index) => ({ ...slide, id: 900 + index, button_url: index === 6 ? 'javascript:alert(1)' : slide.button_url })),
      pageImages: Array.from({ length: 34 }, (_, index) => ({ ...image, id: 900 + index, page_id: seed.pages[0]!.id })),
      pages: seed.pages.map((page, index) => (index === 1 ? { ...page, parent_id: 98_765 } : page)),
    };
    const repository = createRecordStoreRepository(createMemoryRecordStore(buildDataset()), { imagesBase: '/images', seed: buildDataset });
    const before = await repository.dataset.export();
    const refusal = await repository.dataset.import(broken).catch((error: unknown) => error as Error);
    expect(refusal).toBeInstanceOf(Error);
    const text = (refusal as Error).message;
    expect(text).toMatch(/^This dataset breaks the site's rules: /);
    expect(text).toContain('7 slider items (at most 5)');
    expect(text).toContain(`page ${seed.pages[0]!.id} has 34 images (at most 25)`);
    expect(text).toContain('pages[1]: parent 98765 not found');
    expect(text).toMatch(/; and \d+ more\. Nothing was changed\.$/);
    expect(await repository.dataset.export()).toEqual(before);
  });

  it('names unsafe links, missing gallery sources and parent cycles', () => {
    const seed = createSeedDataset();
    const [first, second] = seed.navigation;
    const withCycle = {
      ...seed,
      navigation: seed.navigation.map((item) =>
        item.id === first!.id ? { ...item, parent_id: second!.id } : item.id === second!.id ? { ...item, parent_id: first!.id } : item,
      ),
    };
    expect(() => validateDataset(withCycle)).toThrow(/its parents lead back to itself/);
    const unsafeLink = { ...seed, navigation: seed.navigation.map((item, index) => (index === 0 ? { ...item, external_url: 'javascript:alert(1)' } : item)) };
    expect(() => validateDataset(unsafeLink)).toThrow(/external URL "javascript:alert\(1\)" is not allowed/);
    const slide = { ...seed.sliderItems[0]!, button_url: 'javascript:alert(1)' };
    expect(() => validateDataset({ ...seed, sliderItems: [slide] })).toThrow(/sliderItems\[0\]: /);
    const page = { ...seed.pages[0]!, gallery_inheritance_type: 'custom' as const, gallery_inheritance_id: 98_765 };
    expect(() => validateDataset({ ...seed, pages: [page, ...seed.pages.slice(1)] })).toThrow(/gallery source page 98765 not found/);
  });
});
