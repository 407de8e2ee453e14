import type { Dataset } from '../../domain/dataset';
import type { DatasetImportOptions, DatasetImportPart } from '../../domain/dataset-import';
import { writeOptions } from './write-options';
import type { Writer } from './writer';

/** The demo data's writes; each changes every area. (The export is a read: dataset.export.) */
export function datasetMutations(writer: Writer) {
  return {
    import: writeOptions(writer, 'dataset', 'import', (repository, { dataset, options }: { dataset: Dataset; options?: DatasetImportOptions }) =>
      repository.dataset.import(dataset, options),
    ),
    importPart: writeOptions(writer, 'dataset', 'importPart', (repository, part: DatasetImportPart) => repository.dataset.importPart(part)),
    reset: writeOptions(writer, 'dataset', 'reset', (repository, _: void) => repository.dataset.reset()),
  };
}
