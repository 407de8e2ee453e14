import { type Dataset } from '../../src/domain/dataset';
import { checkDataset, type DatasetCheck, type DatasetProblem } from '../../src/domain/dataset-rules';
import { datasetTexts } from '../../src/domain/dataset-texts';
import { RepositoryError } from '../../src/domain/repository-error';
import { parseDataUrl } from './data-url';

/** How many problems the refusal names; the rest are counted. */
const SHOWN_PROBLEMS = 3;

/** The store's refusal of a dataset: the first problems with their table and record, then how many more. */
export function refusal(problems: readonly DatasetProblem[], count: number): RepositoryError {
  const shown = problems.slice(0, SHOWN_PROBLEMS).map((problem) => problem.message);
  return new RepositoryError('validation', datasetTexts.refusal(shown, count - shown.length), { status: 400 });
}

/** Files whose data: URL the store could not turn back into bytes. */
export function checkFileData(report: DatasetCheck['report'], files: readonly Dataset['files'][number][], offset = 0): void {
  files.forEach((file, index) => {
    try {
      parseDataUrl(file.data_url);
    } catch {
      report({
        rule: 'schema',
        table: 'files',
        index: offset + index,
        message: `${datasetTexts.record('files', offset + index + 1, undefined, file.path)}: ${datasetTexts.unreadableFile}`,
      });
    }
  });
}

/**
 * Checks a dataset before it replaces the store, with the rules the Demo data panel checks a file with
 * (src/domain/dataset-rules.ts), plus the files' bytes. Anything broken is refused with its table and record, e.g.
 * "This dataset breaks the site's rules: Slider items: the file has 6 slides, but the slider holds at most 5 …".
 */
export function validateDataset(value: unknown): Dataset {
  const result = checkDataset(value);
  if (!result.ok) throw refusal(result.problems, result.count);
  const problems: DatasetProblem[] = [];
  checkFileData((problem) => problems.push(problem), result.dataset.files);
  if (problems.length > 0) throw refusal(problems, problems.length);
  return result.dataset;
}
