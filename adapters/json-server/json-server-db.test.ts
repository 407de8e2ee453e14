import { describe, expect, it } from 'vitest';
import { buildDataset, buildSeoSettings } from '../../tests/support/builders';
import { fromJsonServerDb, JsonServerDbSchema, serializeJsonServerDb, toJsonServerDb } from './json-server-db';

describe('the db.json format', () => {
  it('gives SEO settings their page type as id and files their path as id', () => {
    const db = toJsonServerDb(buildDataset());
    expect(db.seoSettings.map((s) => [s.id, s.page_type])).toEqual([
      ['homepage', 'homepage'],
      ['about', 'about'],
    ]);
    expect(db.files.map((f) => f.id)).toEqual(['resumes/seed-cv.pdf']);
    expect(db.navigation).toEqual(buildDataset().navigation);
    expect(db.aboutContent).toEqual(buildDataset().aboutContent);
  });

  it('reads back exactly the dataset it was written from', () => {
    const dataset = buildDataset({ seoSettings: [buildSeoSettings({ page_type: 'careers', robots: 'noindex,nofollow' })] });
    expect(fromJsonServerDb(toJsonServerDb(dataset))).toEqual(dataset);
  });

  it('survives a trip through JSON and its schema unchanged', () => {
    const text = serializeJsonServerDb(toJsonServerDb(buildDataset()));
    const parsed = JsonServerDbSchema.parse(JSON.parse(text));
    expect(fromJsonServerDb(parsed)).toEqual(buildDataset());
  });

  it('serializes deterministically, pretty-printed with a trailing newline', () => {
    const first = serializeJsonServerDb(toJsonServerDb(buildDataset()));
    expect(serializeJsonServerDb(toJsonServerDb(buildDataset()))).toBe(first);
    expect(first.endsWith('}\n')).toBe(true);
    expect(first.split('\n')[1]).toBe('  "navigation": [');
  });

  it('rejects a database whose SEO settings or files have no id', () => {
    const { seoSettings, files, ...rest } = toJsonServerDb(buildDataset());
    const withoutSeoIds = { ...rest, files, seoSettings: seoSettings.map(({ id: _id, ...s }) => s) };
    expect(JsonServerDbSchema.safeParse(withoutSeoIds).success).toBe(false);
    const withoutFileIds = { ...rest, seoSettings, files: files.map(({ id: _id, ...f }) => f) };
    expect(JsonServerDbSchema.safeParse(withoutFileIds).success).toBe(false);
  });
});
