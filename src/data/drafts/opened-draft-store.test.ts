import { describe, expect, it } from 'vitest';
import { draftKey, type Draft } from '../../domain/drafts';
import { createMemoryDraftStore } from './memory-draft-store';
import { DRAFTS_ON_EXIT_KEY, openedOnFirstUse } from './opened-draft-store';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

const draft = (user: string, record: string, savedAt: number, title = 'Typed'): Draft => ({
  key: draftKey(user, { form: 'page', record }),
  user,
  form: 'page',
  record,
  values: { title },
  savedAt,
  base: { title: 'Stored' },
  baseVersion: null,
});

describe('the site’s draft store', () => {
  it('keeps a draft written as the page was left, and takes it in on its next use', async () => {
    const storage = memoryStorage();
    const before = openedOnFirstUse(async () => createMemoryDraftStore(), { cutoff: () => 0, storage: () => storage });
    before.saveNow?.(draft('admin', '4', 5000, 'Last keystrokes'));
    expect(JSON.parse(storage.items.get(DRAFTS_ON_EXIT_KEY) ?? '[]')).toHaveLength(1);

    // The next page: a store opened afresh (what IndexedDB kept holds an older draft of the same record).
    const kept = createMemoryDraftStore([draft('admin', '4', 1000, 'Older')]);
    const after = openedOnFirstUse(async () => kept, { cutoff: () => 0, storage: () => storage });
    expect((await after.get('admin', { form: 'page', record: '4' }))?.values).toEqual({ title: 'Last keystrokes' });
    expect(storage.items.has(DRAFTS_ON_EXIT_KEY)).toBe(false);
    expect(await after.get('editor', { form: 'page', record: '4' })).toBeNull();
  });

  it('deletes the drafts older than the retention before its first answer', async () => {
    const kept = createMemoryDraftStore([draft('admin', '1', 1000), draft('admin', '2', 9000)]);
    const store = openedOnFirstUse(async () => kept, { cutoff: () => 5000, storage: () => null });
    expect((await store.list('admin')).map((found) => found.record)).toEqual(['2']);
  });
});
