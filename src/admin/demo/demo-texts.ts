import type { DatasetImportProgress } from '../../domain/dataset-import';
import { datasetTableNoun } from '../../domain/dataset-texts';

const count = (value: number) => value.toLocaleString('en-US');

/** The Demo data panel's words. */
export const demoTexts = {
  intro:
    'Everything you change in this demo is kept in this browser. Export it to share a prepared demo, import a file ' +
    'exported earlier, or start again from the seed content.',
  exportData: 'Export data',
  reset: 'Reset to seed data',
  importLabel: 'Import a dataset file (.json)',
  importHint: 'The file is checked first; only a file that keeps every rule asks to replace the data.',
  tooLarge: 'This file is larger than 100 MB and cannot be a dataset export. Nothing was changed.',
  notJson: 'This file is not valid JSON. Choose a file exported with "Export data".',
  reading: (fileName: string) => `Reading ${fileName}…`,
  checking: (fileName: string, done: number, total: number) => `Checking ${fileName}… ${count(done)} of ${count(total)} records`,
  checkLabel: 'File check progress',
  progressLabel: 'Import progress',
  importing: (progress: DatasetImportProgress) =>
    progress.table === 'content'
      ? 'Importing pages, menus and content…'
      : `Importing… ${count(progress.tableDone)} of ${count(progress.tableTotal)} ${datasetTableNoun(progress.table)}`,
  keepOpen: 'Keep this window open until the import ends.',
  refused: (fileName: string, problems: number) =>
    `${fileName} was not imported: it breaks the site's rules in ${problems === 1 ? 'one place' : `${count(problems)} places`}. Nothing was changed.`,
  moreProblems: (more: number) => `…and ${count(more)} more.`,
  confirmTitle: 'Import demo data',
  confirmImport: (fileName: string, records: number) =>
    `Replace all content with ${fileName}? Every change made in this browser is lost. The file holds ${count(records)} records.`,
  resetTitle: 'Reset demo data',
  confirmReset: 'Replace all content with the seed data? Every change made in this browser is lost.',
  imported: (fileName: string) => `Imported ${fileName}.`,
  exported: (fileName: string) => `Exported ${fileName}.`,
  resetDone: 'Demo data reset to the seed content.',
  failed: (message: string) => `Error: ${message}`,
  cutShort: (progress: DatasetImportProgress) =>
    `The import stopped after ${count(progress.done)} of ${count(progress.total)} records, so the data is incomplete. ` +
    'Import the file again (an import replaces everything, so nothing is doubled) or reset to the seed data.',
} as const;
