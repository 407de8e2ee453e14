/**
 * npm run seed:large: the large dataset (fixtures/large-dataset.ts: 10,000 contact submissions, 5,000 career
 * applications, the rest of the seed) written, both files under the gitignored .json-server/ folder, as
 *   - .json-server/db.json, the working copy `npm run api:json-server` serves (`npm run api:json-server -- --reset`
 *     goes back to the committed db.json), and
 *   - .json-server/large-dataset.json, the Dataset format the demo's data import reads.
 *
 *   tsx scripts/seed-large.ts [--contacts 10000] [--applications 5000] [--seed 20260501] [--resume-share 0.6]
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { serializeJsonServerDb, toJsonServerDb } from '../adapters/json-server/json-server-db';
import { createLargeDataset, LARGE_DATASET_DEFAULTS } from '../fixtures/large-dataset';
import { DatasetSchema } from '../src/domain/dataset';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const OUT_DIR = resolve(ROOT, '.json-server');

function numberOption(raw: string | undefined, fallback: number, name: string, valid: (n: number) => boolean): number {
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!valid(value)) {
    console.error(`seed:large: invalid --${name} "${raw}"`);
    process.exit(2);
  }
  return value;
}

const { values } = parseArgs({
  options: {
    contacts: { type: 'string' },
    applications: { type: 'string' },
    seed: { type: 'string' },
    'resume-share': { type: 'string' },
  },
});
const count = (n: number) => Number.isInteger(n) && n >= 0;
const options = {
  contacts: numberOption(values.contacts, LARGE_DATASET_DEFAULTS.contacts, 'contacts', count),
  applications: numberOption(values.applications, LARGE_DATASET_DEFAULTS.applications, 'applications', count),
  seed: numberOption(values.seed, LARGE_DATASET_DEFAULTS.seed, 'seed', Number.isInteger),
  resumeShare: numberOption(values['resume-share'], LARGE_DATASET_DEFAULTS.resumeShare, 'resume-share', (n) => n >= 0 && n <= 1),
};

// Parsing first makes a generator that breaks a domain schema fail here, not later in json-server or the import.
const dataset = DatasetSchema.parse(createLargeDataset(options));
mkdirSync(OUT_DIR, { recursive: true });
const dbPath = resolve(OUT_DIR, 'db.json');
const datasetPath = resolve(OUT_DIR, 'large-dataset.json');
writeFileSync(dbPath, serializeJsonServerDb(toJsonServerDb(dataset)));
writeFileSync(datasetPath, `${JSON.stringify(dataset)}\n`);

const shown = (path: string) => relative(process.cwd(), path) || path;
console.log(
  `Wrote ${dataset.contactSubmissions.length} contact submissions, ${dataset.careerApplications.length} career applications ` +
    `and ${dataset.files.length} resumes (seed ${options.seed}):\n` +
    `  ${shown(dbPath)}  (json-server's working copy: npm run api:json-server)\n` +
    `  ${shown(datasetPath)}  (Dataset JSON for the demo's data import)`,
);
