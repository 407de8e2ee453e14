/**
 * The MSW handlers served as a real HTTP server (npm run api), so curl or any client can use the .php contract.
 *
 *   tsx scripts/api-server.ts [--port 3002] [--scenario navigationFails,servicesFail]
 *
 * Data lives in memory (Dexie on fake-indexeddb), seeded from fixtures/ at start; a restart starts again.
 * Uploaded images are served under /images, the seed images from public/images.
 */
import 'fake-indexeddb/auto';
import { createMiddleware } from '@mswjs/http-middleware';
import express from 'express';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { createDexieRepository } from '../adapters/dexie/create-dexie-repository';
import { createSeedDataset } from '../fixtures/seed-dataset';
import { createHandlers } from '../mocks/handlers/create-handlers';
import { isScenarioName, scenarioHandlers } from '../mocks/scenarios';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const HOST = '127.0.0.1';
const bases = { apiBase: '/api', adminApiBase: '/api/admin', seoApiBase: '/api/admin', imagesBase: '/images' };

const { values } = parseArgs({ options: { port: { type: 'string' }, scenario: { type: 'string' } } });
const port = Number(values.port ?? process.env.PORT ?? 3002);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`api: invalid port "${values.port ?? process.env.PORT}"`);
  process.exit(1);
}
const requested = (values.scenario ?? '').split(',').map((name) => name.trim()).filter(Boolean);
const unknown = requested.filter((name) => !isScenarioName(name));
if (unknown.length > 0) {
  console.error(`api: unknown scenario(s) ${unknown.join(', ')} (see mocks/scenarios.ts)`);
  process.exit(1);
}

const store = createDexieRepository({ name: 'ironcrest-api', seed: createSeedDataset, imagesBase: bases.imagesBase });
const handlers = [...scenarioHandlers(bases, requested.filter(isScenarioName)), ...createHandlers({ repository: store, ...bases })];

const app = express();
// Any origin may call it (a local development tool), with the API-key header the contract sends.
app.use((request, response, next) => {
  response.setHeader('Access-Control-Allow-Origin', '*');
  response.setHeader('Access-Control-Allow-Headers', 'Content-Type, X-API-Key');
  response.setHeader('Access-Control-Allow-Methods', 'GET, POST, OPTIONS');
  if (request.method === 'OPTIONS') {
    response.status(204).end();
    return;
  }
  next();
});
app.use(createMiddleware(...handlers));
app.use(express.static(resolve(ROOT, 'public')));
app.use((_request, response) => {
  response.status(404).json({ success: false, message: 'Not found' });
});

const server = app.listen(port, HOST, () => {
  const address = server.address();
  const actual = typeof address === 'object' && address ? address.port : port;
  console.log(`API (MSW handlers) listening on http://${HOST}:${actual}${bases.apiBase}`);
  console.log(`  try: curl http://${HOST}:${actual}${bases.apiBase}/get_navigation.php`);
  if (requested.length > 0) console.log(`  scenarios: ${requested.join(', ')}`);
});
