import { describe, expect, it } from 'vitest';
import { changedPart, changeText, draftChanges, draftCutoff, draftKey, draftTimeText, sameValues } from './drafts';

describe('drafts', () => {
  it('keys a draft by user, form and record, so two users never share one', () => {
    expect(draftKey('admin', { form: 'page', record: '4' })).not.toBe(draftKey('editor', { form: 'page', record: '4' }));
    expect(draftKey('admin', { form: 'page', record: '4' })).not.toBe(draftKey('admin', { form: 'slide', record: '4' }));
  });

  it('keeps drafts for the configured days', () => {
    expect(draftCutoff(7, Date.UTC(2026, 0, 8))).toBe(Date.UTC(2026, 0, 1));
  });

  it('compares values as data', () => {
    expect(sameValues({ a: 1, b: undefined, c: [1, { d: 2 }] }, { c: [1, { d: 2 }], a: 1 })).toBe(true);
    expect(sameValues({ a: '1' }, { a: 1 })).toBe(false);
  });

  it('shows HTML as its text and shortens long text, around where it changed', () => {
    expect(changeText('<p>Steel &amp; <strong>wire</strong></p>')).toBe('Steel & wire');
    expect(changeText('x'.repeat(100))).toHaveLength(80);
    const long = 'Ironcrest supplies fencing for factories, warehouses, schools and highways across the country and abroad.';
    const { from, to } = changedPart(long, `${long} Typed at the end.`);
    expect(to.startsWith('…')).toBe(true);
    expect(to.endsWith('Typed at the end.')).toBe(true);
    expect(from.endsWith('abroad.')).toBe(true);
  });

  it('lists the changed fields in the form’s words, leaving out unlabelled bookkeeping', () => {
    const changes = draftChanges(
      { title: 'New', slugEdited: true, metaDescription: 'Typed', parentId: '' },
      { title: 'Old', slugEdited: false, metaDescription: '', parentId: '' },
      (field) => (field === 'title' ? 'Title' : null),
    );
    expect(changes).toEqual([
      { field: 'title', label: 'Title', from: 'Old', to: 'New' },
      { field: 'metaDescription', label: 'Meta description', from: '', to: 'Typed' },
    ]);
  });

  it('says the time in the site’s zone, with the date on another day', () => {
    const at = Date.UTC(2026, 10, 26, 9, 2);
    expect(draftTimeText(at, 'Asia/Kolkata', at + 60_000)).toBe('14:32');
    expect(draftTimeText(at, 'UTC', at + 60_000)).toBe('09:02');
    expect(draftTimeText(at, 'Asia/Kolkata', at + 2 * 86_400_000)).toBe('Nov 26, 14:32');
  });
});
