/**
 * Serves the json-server adapter's database over REST (npm run api:json-server).
 *
 *   tsx scripts/json-server.ts [--port 3001] [--reset] [--db path/to/db.json] [--quiet]
 *
 * By default it serves a working copy, .json-server/db.json (gitignored), created from the committed db.json when
 * missing or when --reset is given, so editing content in the app never dirties the repository. --db serves another
 * file in place (the conformance tests pass a temporary one). --port 0 picks a free port; the URL is printed.
 */
import { copyFileSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { fromJsonServerDb, JsonServerDbSchema, toJsonServerDb } from '../adapters/json-server/json-server-db';
import { DatasetSchema } from '../src/domain/dataset';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const COMMITTED_DB = resolve(ROOT, 'db.json');
const WORKING_DB = resolve(ROOT, '.json-server', 'db.json');
const HOST = '127.0.0.1';
const DEFAULT_PORT = 3001;
/** A 10 MB resume grows to ~14 MB as base64, and a whole-dataset import carries every stored file. */
const JSON_BODY_LIMIT_BYTES = 64 * 1024 * 1024;

// json-server 0.17 ships no types; these are the parts of its (express) API this script uses.
type Request = IncomingMessage & { body?: unknown; _body?: boolean };
type Next = (error?: unknown) => void;
type Middleware = (req: Request, res: ServerResponse, next: Next) => void;
type LowDb = { getState(): unknown; setState(state: unknown): unknown; write(): unknown };
type JsonServerApp = ((req: IncomingMessage, res: ServerResponse) => void) & {
  use(...handlers: Array<Middleware | Middleware[]>): unknown;
  get(path: string, handler: Middleware): unknown;
  put(path: string, handler: Middleware): unknown;
};
type JsonServerModule = {
  create(): JsonServerApp;
  defaults(options: { logger?: boolean; static?: string }): Middleware[];
  router(source: string, options?: { foreignKeySuffix?: string }): Middleware & { db: LowDb };
};

function fail(message: string): never {
  console.error(`json-server: ${message}`);
  process.exit(1);
}

function readOptions() {
  const { values } = parseArgs({
    options: {
      port: { type: 'string' },
      db: { type: 'string' },
      reset: { type: 'boolean', default: false },
      quiet: { type: 'boolean', default: false },
    },
  });
  const rawPort = values.port ?? process.env.PORT ?? String(DEFAULT_PORT);
  const port = Number(rawPort);
  if (!Number.isInteger(port) || port < 0 || port > 65535) fail(`invalid port "${rawPort}"`);
  return { port, db: values.db, reset: values.reset, quiet: values.quiet };
}

/** The file to serve: --db as given, else the working copy (re)created from the committed db.json. */
function prepareDatabase(db: string | undefined, reset: boolean): string {
  if (db !== undefined) {
    const path = resolve(process.cwd(), db);
    if (!existsSync(path)) fail(`${path} does not exist`);
    return path;
  }
  if (reset || !existsSync(WORKING_DB)) {
    if (!existsSync(COMMITTED_DB)) fail(`${COMMITTED_DB} is missing; generate it with "npm run db:seed"`);
    mkdirSync(dirname(WORKING_DB), { recursive: true });
    copyFileSync(COMMITTED_DB, WORKING_DB);
  }
  return WORKING_DB;
}

/** Refuses to start on a file this adapter cannot read, instead of serving errors one request at a time. */
function checkDatabase(path: string) {
  let value: unknown;
  try {
    value = JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    fail(`${path} is not valid JSON (${error instanceof Error ? error.message : String(error)})`);
  }
  const result = JsonServerDbSchema.safeParse(value);
  if (!result.success) {
    const hint = path === WORKING_DB ? ' Start with --reset to recreate it from db.json.' : '';
    fail(`${path} is not a valid database: ${issueText(result.error.issues)}.${hint}`);
  }
}

function issueText(issues: ReadonlyArray<{ path: PropertyKey[]; message: string }>): string {
  const issue = issues[0];
  if (!issue) return 'invalid';
  const path = issue.path.map(String).join('.');
  return path ? `${path}: ${issue.message}` : issue.message;
}

function sendJson(res: ServerResponse, status: number, body: unknown) {
  res.statusCode = status;
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.end(JSON.stringify(body));
}

/**
 * Parses JSON bodies up to JSON_BODY_LIMIT_BYTES before json-server's own parser (limited to 10 MB), which then
 * skips requests already parsed (req._body).
 */
function jsonBody(limit: number): Middleware {
  return (req, res, next) => {
    if (!/^application\/([\w.+-]+\+)?json\b/i.test(req.headers['content-type'] ?? '')) return next();
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= limit) chunks.push(chunk);
    });
    req.on('error', next);
    req.on('end', () => {
      if (size > limit) return sendJson(res, 413, { message: `Request body is larger than ${limit / 1024 / 1024} MB` });
      const text = Buffer.concat(chunks).toString('utf8');
      try {
        req.body = text.trim() === '' ? {} : JSON.parse(text);
        req._body = true;
        next();
      } catch {
        sendJson(res, 400, { message: 'Request body is not valid JSON' });
      }
    });
  };
}

function main() {
  const options = readOptions();
  const dbPath = prepareDatabase(options.db, options.reset);
  checkDatabase(dbPath);

  const require = createRequire(import.meta.url);
  const jsonServer = require('json-server') as JsonServerModule;
  const app = jsonServer.create();
  // Referential rules belong to the repository; json-server must never cascade deletes through "...Id" fields.
  const router = jsonServer.router(dbPath, { foreignKeySuffix: '__no_foreign_keys__' });

  // json-server's own home page (GET /) lists the resources, whatever directory the script is started from.
  const homePage = resolve(dirname(require.resolve('json-server/package.json')), 'public');
  app.use(jsonServer.defaults({ logger: !options.quiet, static: homePage }));
  app.use(jsonBody(JSON_BODY_LIMIT_BYTES));

  // json-server has no bulk endpoint: export and import of the whole dataset, in the Dataset format.
  app.get('/_dataset', (_req, res) => {
    const db = JsonServerDbSchema.safeParse(router.db.getState());
    if (!db.success) return sendJson(res, 500, { message: `The database is not valid: ${issueText(db.error.issues)}` });
    sendJson(res, 200, fromJsonServerDb(db.data));
  });
  app.put('/_dataset', (req, res) => {
    const dataset = DatasetSchema.safeParse(req.body);
    if (!dataset.success) return sendJson(res, 400, { message: `Invalid dataset: ${issueText(dataset.error.issues)}` });
    router.db.setState(toJsonServerDb(dataset.data));
    router.db.write();
    res.statusCode = 204;
    res.end();
  });
  app.use(router);

  const server = createServer(app);
  server.on('error', (error) => fail(error.message));
  server.listen(options.port, HOST, () => {
    const { port } = server.address() as AddressInfo;
    console.log(`json-server listening on http://${HOST}:${port} (database: ${dbPath})`);
    if (!options.quiet) {
      console.log(`Run the app against it: VITE_DATA_ADAPTER=json-server VITE_JSON_SERVER_URL=http://${HOST}:${port} npm run dev`);
    }
  });

  const stop = () => {
    server.close(() => process.exit(0));
    // Keep-alive connections would hold close() open; the database is written synchronously, so nothing is lost.
    server.closeAllConnections();
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}

main();
