import { DatasetSchema, type Dataset } from '../../domain/dataset';

export type DatasetFileResult = { ok: true; dataset: Dataset } | { ok: false; error: string };

const MAX_ISSUES_SHOWN = 3;

/** Reads an exported dataset file: JSON, then the domain schemas. A bad file gets a message saying what is wrong. */
export function parseDatasetFile(text: string): DatasetFileResult {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { ok: false, error: 'This file is not valid JSON. Choose a file exported with "Export data".' };
  }
  const result = DatasetSchema.safeParse(json);
  if (!result.success) {
    const issues = result.error.issues.slice(0, MAX_ISSUES_SHOWN).map((issue) => {
      const where = issue.path.length > 0 ? issue.path.join('.') : 'the file';
      return `${where}: ${issue.message}`;
    });
    const more = result.error.issues.length - issues.length;
    return {
      ok: false,
      error: `This file is not a valid dataset (${issues.join('; ')}${more > 0 ? `; and ${more} more` : ''}). Nothing was changed.`,
    };
  }
  return { ok: true, dataset: result.data };
}

export function datasetFileName(date: Date = new Date()): string {
  return `ironcrest-dataset-${date.toISOString().slice(0, 10)}.json`;
}
