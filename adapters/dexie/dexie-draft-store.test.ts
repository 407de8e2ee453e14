import { afterEach, describe, expect, it } from 'vitest';
import { draftKey, type Draft } from '../../src/domain/drafts';
import { createDexieDraftStore } from './dexie-draft-store';

let count = 0;
const names: string[] = [];
function freshStore() {
  const name = `drafts-test-${++count}`;
  names.push(name);
  return createDexieDraftStore(name);
}

afterEach(async () => {
  const { default: Dexie } = await import('dexie');
  await Promise.all(names.splice(0).map((name) => Dexie.delete(name)));
});

function draft(user: string, form: string, record: string, savedAt: number, values: Record<string, unknown> = { title: 'Typed' }): Draft {
  return { key: draftKey(user, { form, record }), user, form, record, values, savedAt, base: { title: 'Stored' }, baseVersion: '3' };
}

describe('the IndexedDB draft store', () => {
  it('keeps a draft per user, form and record, and answers it to that user only', async () => {
    const store = freshStore();
    await store.save(draft('admin', 'page', '4', 1000));
    await store.save(draft('editor', 'page', '4', 2000, { title: 'Theirs' }));
    expect((await store.get('admin', { form: 'page', record: '4' }))?.values).toEqual({ title: 'Typed' });
    expect((await store.get('editor', { form: 'page', record: '4' }))?.values).toEqual({ title: 'Theirs' });
    expect(await store.get('someone', { form: 'page', record: '4' })).toBeNull();
    expect((await store.list('admin')).map((found) => found.user)).toEqual(['admin']);
  });

  it('survives being opened again (a reload) and replaces a draft by the newer one', async () => {
    const name = `drafts-test-${++count}`;
    names.push(name);
    await createDexieDraftStore(name).save(draft('admin', 'page', 'new', 1000));
    await createDexieDraftStore(name).save(draft('admin', 'page', 'new', 2000, { title: 'Later' }));
    const again = createDexieDraftStore(name);
    expect(await again.get('admin', { form: 'page', record: 'new' })).toMatchObject({ savedAt: 2000, values: { title: 'Later' }, baseVersion: '3' });
  });

  it('lists newest first, deletes one, and prunes the ones older than the cut-off', async () => {
    const store = freshStore();
    await store.save(draft('admin', 'page', '1', 1000));
    await store.save(draft('admin', 'slide', '2', 3000));
    await store.save(draft('admin', 'seo', 'home', 2000));
    expect((await store.list('admin')).map((found) => found.form)).toEqual(['slide', 'seo', 'page']);
    await store.delete('admin', { form: 'slide', record: '2' });
    expect(await store.prune(1500)).toBe(1);
    expect((await store.list('admin')).map((found) => found.form)).toEqual(['seo']);
  });
});
