import type { Dataset } from '../../domain/dataset';
import { checkTable, createDatasetCheck, datasetTables, LIST_TABLES, type DatasetTable, type ListTable } from '../../domain/dataset-rules';
import { DATASET_TABLE_NAMES, datasetTexts } from '../../domain/dataset-texts';
import { demoTexts } from './demo-texts';
import { nextTask } from '../../domain/next-task';

export type DatasetFileResult =
  | { ok: true; dataset: Dataset; records: number }
  | { ok: false; error: string; problems: readonly string[]; count: number };

export type CheckProgress = { done: number; total: number };

/** Rows checked in one task: a slice takes a few tens of milliseconds, so the page paints the progress between. */
const SLICE_ROWS = 2_000;

const isListTable = (table: DatasetTable): table is ListTable => (LIST_TABLES as readonly string[]).includes(table);

/**
 * Reads an exported dataset file and checks it with the import rules (src/domain/dataset-rules.ts: the schemas,
 * unique ids, no script links, five slides at most, parents that exist, unique slugs…) before anything is asked or
 * written. Large tables are checked in slices with `onProgress` told after each, so a 100,000-row file neither
 * freezes the page nor keeps it silent. A broken file answers every problem found, each naming its table and record.
 */
export async function checkDatasetFile(text: string, { onProgress }: { onProgress?: (progress: CheckProgress) => void } = {}): Promise<DatasetFileResult> {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { ok: false, error: demoTexts.notJson, problems: [], count: 0 };
  }
  const tables = datasetTables(json);
  if (!tables) return { ok: false, error: datasetTexts.notADataset, problems: [], count: 0 };
  const names = Object.keys(DATASET_TABLE_NAMES) as DatasetTable[];
  const total = names.reduce((sum, table) => sum + (Array.isArray(tables[table]) ? (tables[table] as unknown[]).length : 1), 0);
  const check = createDatasetCheck();
  const dataset: Partial<Record<DatasetTable, unknown>> = {};
  let done = 0;
  onProgress?.({ done, total });
  for (const table of names) {
    const value = tables[table];
    if (!isListTable(table) || !Array.isArray(value) || value.length <= SLICE_ROWS) {
      dataset[table] = checkTable(check, tables, table);
      done += Array.isArray(value) ? value.length : 1;
      continue;
    }
    const rows: unknown[] = [];
    for (let start = 0; start < value.length; start += SLICE_ROWS) {
      const slice = check.rows(table, value.slice(start, start + SLICE_ROWS), start) as unknown[];
      for (const row of slice) rows.push(row);
      done += Math.min(SLICE_ROWS, value.length - start);
      onProgress?.({ done, total });
      await nextTask();
    }
    dataset[table] = rows;
  }
  check.relations(dataset as Dataset);
  onProgress?.({ done: total, total });
  if (check.count > 0) {
    return { ok: false, error: '', problems: check.problems.map((problem) => problem.message), count: check.count };
  }
  return { ok: true, dataset: dataset as Dataset, records: total };
}

export function datasetFileName(date: Date = new Date()): string {
  return `ironcrest-dataset-${date.toISOString().slice(0, 10)}.json`;
}
