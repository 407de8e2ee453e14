/**
 * Writes db.json, json-server's database, from the fixtures (npm run db:seed). The output is deterministic, so CI
 * can run this and check `git diff --exit-code db.json` to catch a db.json that drifted from the fixtures.
 */
import { writeFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serializeJsonServerDb, toJsonServerDb } from '../adapters/json-server/json-server-db';
import { createSeedDataset } from '../fixtures/seed-dataset';
import { DatasetSchema } from '../src/domain/dataset';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const TARGET = resolve(ROOT, 'db.json');

// Parsing first makes a fixture that breaks a domain schema fail here, not later in json-server.
const dataset = DatasetSchema.parse(createSeedDataset());
writeFileSync(TARGET, serializeJsonServerDb(toJsonServerDb(dataset)));
console.log(`Wrote ${relative(process.cwd(), TARGET) || TARGET} from fixtures/seed-dataset.ts`);
