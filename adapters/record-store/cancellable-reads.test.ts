import { describe, expect, it } from 'vitest';
import { buildDataset } from '../../tests/support/builders';
import { createRecordStoreRepository } from './create-record-store-repository';
import { createMemoryRecordStore } from './memory-record-store';

const repository = () => createRecordStoreRepository(createMemoryRecordStore(buildDataset()), { imagesBase: '/images', seed: buildDataset });

describe('reads of a storing adapter', () => {
  it('answer as before without a signal or with one that is not aborted', async () => {
    const repo = repository();
    const plain = await repo.navigation.tree();
    expect(await repo.navigation.tree({ signal: new AbortController().signal })).toEqual(plain);
    expect((await repo.products.listPublished({ signal: new AbortController().signal })).length).toBeGreaterThan(0);
  });

  it('do not start when the signal is already aborted', async () => {
    const controller = new AbortController();
    controller.abort(new DOMException('Left the page', 'AbortError'));
    await expect(repository().pages.list({ signal: controller.signal })).rejects.toThrow('Left the page');
  });

  it('reject at once when the signal aborts on the way', async () => {
    const controller = new AbortController();
    const read = repository().contactSubmissions.list({}, { signal: controller.signal });
    controller.abort(new DOMException('Superseded', 'AbortError'));
    await expect(read).rejects.toThrow('Superseded');
  });
});
