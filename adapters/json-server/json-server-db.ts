import { z } from 'zod';
import { DatasetSchema, StoredFileSchema, type Dataset } from '../../src/domain/dataset';
import { SeoPageTypeSchema, SeoSettingsSchema } from '../../src/domain/seo';

/**
 * The db.json format, owned by this adapter. It is the Dataset with one difference: json-server can only address
 * records by `id`, so SEO settings carry their page type as id and stored files carry their path as id.
 * Singletons (aboutContent, homepageContent, contactContent) stay plain objects, which json-server serves as
 * singular resources.
 */
export const JsonServerSeoRecordSchema = SeoSettingsSchema.extend({ id: SeoPageTypeSchema });
export type JsonServerSeoRecord = z.infer<typeof JsonServerSeoRecordSchema>;

export const JsonServerFileRecordSchema = StoredFileSchema.extend({ id: z.string().min(1) });
export type JsonServerFileRecord = z.infer<typeof JsonServerFileRecordSchema>;

export const JsonServerDbSchema = DatasetSchema.extend({
  seoSettings: z.array(JsonServerSeoRecordSchema),
  files: z.array(JsonServerFileRecordSchema),
});
export type JsonServerDb = z.infer<typeof JsonServerDbSchema>;

export const toSeoRecord = (settings: Dataset['seoSettings'][number]): JsonServerSeoRecord => ({
  id: settings.page_type,
  ...settings,
});

export const toFileRecord = (file: Dataset['files'][number]): JsonServerFileRecord => ({ id: file.path, ...file });

export function toJsonServerDb(dataset: Dataset): JsonServerDb {
  return {
    ...dataset,
    seoSettings: dataset.seoSettings.map(toSeoRecord),
    files: dataset.files.map(toFileRecord),
  };
}

export function fromJsonServerDb(db: JsonServerDb): Dataset {
  return {
    ...db,
    seoSettings: db.seoSettings.map(({ id: _id, ...settings }) => settings),
    files: db.files.map(({ id: _id, ...file }) => file),
  };
}

/** db.json as committed: pretty-printed with a trailing newline, so regenerating it gives a byte-identical file. */
export function serializeJsonServerDb(db: JsonServerDb): string {
  return `${JSON.stringify(db, null, 2)}\n`;
}
