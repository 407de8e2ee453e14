/**
 * The MSW handlers served as a real HTTP server (npm run api), so curl or any client can use the .php contract.
 *
 *   tsx scripts/api-server.ts [--port 3002] [--scenario navigationFails,servicesFail]
 *                             [--strict [--key KEY] [--admin-key KEY] [--slider-images-base /images]
 *                              [--ignores-include-inactive]]
 *
 * Data lives in memory (Dexie on fake-indexeddb), seeded from fixtures/ at start; a restart starts again. Uploaded
 * images are served under /images, the seed images from public/images. --port 0 picks a free port; the URL is
 * printed. --strict models a PHP server this project did not write (mocks/server-profile.ts): the key on the admin
 * base, active rows only on public lists, slider images at {images}/{file}, no demo-only endpoints, a missing page
 * answered 404 {success:false, message:"No content found"}, UTC timestamps. --admin-key adds a separate back-office key
 * (hardened mode): the calls the contract marks 'admin' refuse the public --key, download_resume.php included.
 */
import 'fake-indexeddb/auto';
import { createMiddleware } from '@mswjs/http-middleware';
import express from 'express';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { withDashValues } from './cli-args';
import { createDexieRepository } from '../adapters/dexie/create-dexie-repository';
import { createSeedDataset } from '../fixtures/seed-dataset';
import { createHandlers } from '../mocks/handlers/create-handlers';
import { isScenarioName, scenarioHandlers } from '../mocks/scenarios';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const HOST = '127.0.0.1';
const DEFAULT_PORT = 3002;
/** The key a strict server requires when none is given (the one the README's curl examples send). */
const DEFAULT_STRICT_KEY = 'demo';
const bases = { apiBase: '/api', adminApiBase: '/api/admin', seoApiBase: '/api/admin', imagesBase: '/images' };

const USAGE = `usage: npm run api -- [--port N] [--scenario a,b] [--strict [--key KEY] [--admin-key KEY] [--slider-images-base PATH]]

  --port N                   port on 127.0.0.1 (default ${DEFAULT_PORT}, or $PORT; 0 picks a free one)
  --scenario a,b             failure scenarios from mocks/scenarios.ts
  --strict                   model a real PHP server: X-API-Key required on the admin base (401 otherwise),
                             public lists answer active rows only, slider images at {images}/{file},
                             404 "Unknown endpoint" for anything the specs do not list, 404 "No content
                             found" for a page it does not have, timestamps in UTC
  --key KEY                  the key --strict requires (default "${DEFAULT_STRICT_KEY}"); with --admin-key, the
                             public key, accepted only on the reads public pages make
  --admin-key KEY            a separate back-office key: every write, submission read, download_resume.php
                             and other admin call requires it and refuses --key (401)
  --slider-images-base PATH  where uploaded slider images are served (default /images/slider, /images with --strict)
  --ignores-include-inactive get_navigation.php leaves inactive items out even with include_inactive=1 (--strict)`;

function fail(message: string): never {
  console.error(`api: ${message}\n\n${USAGE}`);
  process.exit(1);
}

const API_OPTIONS = {
  port: { type: 'string' },
  scenario: { type: 'string' },
  strict: { type: 'boolean', default: false },
  key: { type: 'string' },
  'admin-key': { type: 'string' },
  'slider-images-base': { type: 'string' },
  'ignores-include-inactive': { type: 'boolean', default: false },
  help: { type: 'boolean', default: false },
} as const;

function readOptions() {
  let values;
  try {
    ({ values } = parseArgs({ args: withDashValues(process.argv.slice(2), API_OPTIONS), options: API_OPTIONS }));
  } catch (error) {
    fail(error instanceof Error ? error.message : String(error));
  }
  if (values.help) {
    console.log(USAGE);
    process.exit(0);
  }
  const rawPort = values.port ?? process.env.PORT ?? String(DEFAULT_PORT);
  const port = Number(rawPort);
  if (!/^\d+$/.test(rawPort) || !Number.isInteger(port) || port > 65535) fail(`invalid port "${rawPort}"`);
  const requested = (values.scenario ?? '').split(',').map((name) => name.trim()).filter(Boolean);
  const unknown = requested.filter((name) => !isScenarioName(name));
  if (unknown.length > 0) fail(`unknown scenario(s) ${unknown.join(', ')} (see mocks/scenarios.ts)`);
  if (!values.strict && values.key !== undefined) fail('--key is the key --strict requires; add --strict');
  const key = values.key ?? DEFAULT_STRICT_KEY;
  if (values.strict && key.trim() === '') fail('--key must not be empty');
  const adminKey = values['admin-key'];
  if (adminKey !== undefined && !values.strict) fail('--admin-key is the back-office key of --strict; add --strict');
  if (adminKey !== undefined && (adminKey.trim() === '' || adminKey === key)) fail('--admin-key must be set and differ from --key');
  const sliderImagesBase = values['slider-images-base'];
  if (sliderImagesBase !== undefined && !sliderImagesBase.startsWith('/')) fail('--slider-images-base must be a path starting with /');
  const ignoresIncludeInactive = values['ignores-include-inactive'];
  if (ignoresIncludeInactive && !values.strict) fail('--ignores-include-inactive models a strict server; add --strict');
  return { port, scenarios: requested.filter(isScenarioName), strict: values.strict, key, adminKey, sliderImagesBase, ignoresIncludeInactive };
}

const options = readOptions();
// A strict server's clock runs in UTC, as a PHP/MySQL server configured for UTC writes "YYYY-MM-DD HH:MM:SS".
if (options.strict) process.env.TZ = 'UTC';

const store = createDexieRepository({ name: 'ironcrest-api', seed: createSeedDataset, imagesBase: bases.imagesBase });
const handlerOptions = {
  repository: store,
  ...bases,
  strict: options.strict,
  apiKey: options.strict ? options.key : undefined,
  adminKey: options.adminKey,
  sliderImagesBase: options.sliderImagesBase,
  ignoresIncludeInactive: options.ignoresIncludeInactive,
};
const handlers = [...scenarioHandlers(bases, options.scenarios), ...createHandlers(handlerOptions)];
const sliderImagesBase = options.sliderImagesBase ?? (options.strict ? bases.imagesBase : `${bases.imagesBase}/slider`);

const app = express();
// Any origin may call it (a local development tool), with the API-key header the contract sends.
app.use((request, response, next) => {
  response.setHeader('Access-Control-Allow-Origin', '*');
  response.setHeader('Access-Control-Allow-Headers', 'Content-Type, X-API-Key');
  response.setHeader('Access-Control-Allow-Methods', 'GET, POST, OPTIONS');
  response.setHeader('Access-Control-Expose-Headers', 'Content-Disposition');
  if (request.method === 'OPTIONS') {
    response.status(204).end();
    return;
  }
  next();
});
app.use(createMiddleware(...handlers));
// The seed slides' files are static; served wherever the slider images live, as uploaded ones are.
if (sliderImagesBase !== `${bases.imagesBase}/slider`) app.use(sliderImagesBase, express.static(resolve(ROOT, 'public/images/slider')));
app.use(express.static(resolve(ROOT, 'public')));
app.use((_request, response) => {
  response.status(404).json({ success: false, message: 'Not found' });
});

const server = app.listen(options.port, HOST, () => {
  const address = server.address();
  const actual = typeof address === 'object' && address ? address.port : options.port;
  console.log(`API (MSW handlers) listening on http://${HOST}:${actual}${bases.apiBase}`);
  console.log(`  try: curl http://${HOST}:${actual}${bases.apiBase}/get_navigation.php`);
  if (options.strict && options.adminKey === undefined) {
    console.log(`  strict: X-API-Key "${options.key}" required on ${bases.adminApiBase}; slider images at ${sliderImagesBase}/{file}`);
  }
  // The admin key is not printed: a log of a test or a shared terminal should not hold it.
  if (options.adminKey !== undefined) {
    console.log(`  strict, separate keys: public key "${options.key}" on public reads; the admin key on every back-office call; slider images at ${sliderImagesBase}/{file}`);
  }
  if (options.scenarios.length > 0) console.log(`  scenarios: ${options.scenarios.join(', ')}`);
});
server.on('error', (error) => fail(error.message));
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => server.close(() => process.exit(0)));
