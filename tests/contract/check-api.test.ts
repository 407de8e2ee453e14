import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { READ_ENDPOINTS } from '../../scripts/check-api/read-checks';
import type { CheckResult } from '../../scripts/check-api/results';
import { startApiServer, type RunningApiServer } from '../support/api-server-process';
import { runCheckApi } from '../support/check-api-process';

// npm run check:api run as a process against npm run api (default and strict) and against a deliberately broken API.
const KEY = 'check-api-test-key';
const STARTUP_MS = 60_000;
const RUN_MS = 120_000;

type JsonReport = { ok: boolean; reads: CheckResult[]; writes: CheckResult[] };

const basesOf = (api: { apiBase: string; adminApiBase: string }) => ['--api-base', api.apiBase, '--admin-base', api.adminApiBase];

/** Every row of every admin list, to prove a --write run leaves the data as it found it. */
async function snapshot(api: RunningApiServer, key = ''): Promise<Record<string, unknown>> {
  const lists = ['get_pages.php', 'get_slider_items.php', 'get_services.php', 'get_products.php', 'get_team_members.php', 'get_infrastructure.php', 'get_certifications.php', 'get_career_openings.php', 'get_contact_form_data.php', 'get_career_applications.php'];
  const entries = await Promise.all(
    [...lists.map((path) => `${api.adminApiBase}/${path}`), `${api.apiBase}/get_navigation.php`].map(async (url) => [url, await (await fetch(url, { headers: { 'X-API-Key': key } })).json()] as const),
  );
  return Object.fromEntries(entries);
}

function expectAllPassed(report: JsonReport) {
  const bad = [...report.reads, ...report.writes].filter((row) => row.status !== 'ok' && row.status !== 'skipped');
  expect(bad, JSON.stringify(bad, null, 2)).toEqual([]);
  expect(report.ok).toBe(true);
  const names = new Set(report.reads.map((row) => row.name));
  for (const name of [...READ_ENDPOINTS, 'downloadResume']) expect(names, name).toContain(name);
  expect(report.reads.every((row) => row.status === 'ok'), 'every read of the seed data is OK').toBe(true);
  expect(report.writes.map((row) => row.name)).toEqual(
    expect.arrayContaining(['write: slider image', 'write: pages', 'write: navigation', 'write: slider', 'write: services', 'write: products', 'write: contact submissions', 'write: career applications']),
  );
}

describe('npm run check:api against npm run api', () => {
  let api: RunningApiServer;
  let strict: RunningApiServer;
  beforeAll(async () => {
    [api, strict] = await Promise.all([startApiServer(), startApiServer({ args: ['--strict', '--key', KEY] })]);
  }, STARTUP_MS);
  afterAll(async () => {
    await Promise.all([api?.stop(), strict?.stop()]);
  });

  it('passes every read and throw-away write of the default mode and leaves the data as it was', async () => {
    const before = await snapshot(api);
    const run = await runCheckApi([...basesOf(api), '--write', '--json']);
    expect(run.code, run.stderr).toBe(0);
    expectAllPassed(JSON.parse(run.stdout) as JsonReport);
    expect(await snapshot(api)).toEqual(before);
  }, RUN_MS);

  it('passes every read and throw-away write of the strict mode with its key, reorders included, and leaves the data as it was', async () => {
    const before = await snapshot(strict, KEY);
    const run = await runCheckApi([...basesOf(strict), '--key', KEY, '--write', '--json']);
    expect(run.code, run.stderr).toBe(0);
    const report = JSON.parse(run.stdout) as JsonReport;
    expectAllPassed(report);
    expect(report.writes.find((row) => row.name === 'write: services')!.detail).toContain('order restored');
    expect(report.writes.find((row) => row.name === 'write: slider image')!.detail).toMatch(/served at the url it answered, http:\/\/127\.0\.0\.1:\d+\/images\/check-api/);
    expect(await snapshot(strict, KEY)).toEqual(before);
  }, RUN_MS);

  it('names every admin read the strict server refuses without the right key, and exits 1', async () => {
    const run = await runCheckApi([...basesOf(strict), '--key', 'wrong-key']);
    expect(run.code).toBe(1);
    expect(run.stdout).toMatch(/getDashboardStats\s+KEY NOT ACCEPTED\s+GET \S+\/api\/admin\/get_dashboard_stats\.php\s+HTTP 401: "Unauthorized"/);
    expect(run.stdout).toMatch(/getNavigation\s+OK/);
  }, RUN_MS);
});

describe('npm run check:api against a broken API', () => {
  let api: RunningApiServer;
  let proxy: Server;
  let origin = '';
  beforeAll(async () => {
    api = await startApiServer();
    // Answers get_services.php with a title that is a number and refuses update_service.php; passes everything else
    // on to npm run api.
    proxy = createServer((request, response) => {
      void (async () => {
        if (request.url?.startsWith('/api/get_services.php')) {
          response.writeHead(200, { 'Content-Type': 'application/json' });
          response.end(JSON.stringify({ success: true, message: '', services: [{ id: 1, title: 42, description: '' }] }));
          return;
        }
        if (request.url?.startsWith('/api/admin/update_service.php')) {
          response.writeHead(500, { 'Content-Type': 'application/json' });
          response.end(JSON.stringify({ success: false, message: 'Update refused by the test proxy' }));
          return;
        }
        const chunks: Buffer[] = [];
        for await (const chunk of request) chunks.push(chunk as Buffer);
        const headers: Record<string, string> = {};
        for (const name of ['content-type', 'x-api-key']) if (typeof request.headers[name] === 'string') headers[name] = request.headers[name];
        const body = request.method === 'GET' || request.method === 'HEAD' ? undefined : Buffer.concat(chunks);
        const upstream = await fetch(`${api.origin}${request.url ?? '/'}`, { method: request.method, headers, body });
        const answer = Buffer.from(await upstream.arrayBuffer());
        const passed: Record<string, string> = {};
        for (const name of ['content-type', 'content-disposition']) {
          const value = upstream.headers.get(name);
          if (value) passed[name] = value;
        }
        response.writeHead(upstream.status, passed);
        response.end(answer);
      })();
    });
    await new Promise<void>((listening) => proxy.listen(0, '127.0.0.1', listening));
    origin = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
  }, STARTUP_MS);
  afterAll(async () => {
    await new Promise((closed) => proxy?.close(closed));
    await api?.stop();
  });

  it('names the endpoint and the zod path and value of the mismatch, and exits 1', async () => {
    const run = await runCheckApi(['--api-base', `${origin}/api`, '--admin-base', `${origin}/api/admin`]);
    expect(run.code).toBe(1);
    expect(run.stdout).toMatch(/getServices\s+SHAPE MISMATCH\s+GET \S+\/api\/get_services\.php\s+services\.0\.title: .*\(value: 42\)/);
    expect(run.stdout).toMatch(/getProducts\s+OK/);
    expect(run.stdout).toMatch(/1 failed/);
  }, RUN_MS);

  it('cleans up what a failed write round trip made, and names the step and the server message', async () => {
    const services = async () => (await (await fetch(`${api.adminApiBase}/get_services.php`)).json()) as unknown;
    const before = await services();
    const run = await runCheckApi(['--api-base', `${origin}/api`, '--admin-base', `${origin}/api/admin`, '--write', '--json']);
    expect(run.code).toBe(1);
    const report = JSON.parse(run.stdout) as JsonReport;
    expect(report.writes.find((row) => row.name === 'write: services')).toMatchObject({
      status: 'http-error',
      detail: expect.stringMatching(/^updated: HTTP 500: "Update refused by the test proxy"/),
    });
    expect(report.writes.find((row) => row.name === 'write: products')).toMatchObject({ status: 'ok' });
    expect(await services()).toEqual(before);
  }, RUN_MS);

  it('reports the same mismatch as JSON', async () => {
    const run = await runCheckApi(['--api-base', `${origin}/api`, '--admin-base', `${origin}/api/admin`, '--json']);
    const report = JSON.parse(run.stdout) as JsonReport;
    expect(report.ok).toBe(false);
    expect(report.reads.find((row) => row.name === 'getServices')).toMatchObject({ status: 'shape-mismatch', detail: expect.stringContaining('services.0.title') });
  }, RUN_MS);
});

describe('npm run check:api arguments', () => {
  it('explains its usage and exits 2 on a missing base or a bad option', async () => {
    const missing = await runCheckApi(['--api-base', 'http://127.0.0.1:9/api']);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain('--admin-base is required');
    expect(missing.stderr).toContain('usage: npm run check:api');
    const bad = await runCheckApi(['--api-base', 'ftp://x/api', '--admin-base', 'http://x/api/admin']);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('--api-base must be an http(s) URL');
    const unknown = await runCheckApi(['--frobnicate']);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toMatch(/Unknown option '--frobnicate'/);
  }, RUN_MS);

  it('reports a network error for an API that does not answer', async () => {
    const run = await runCheckApi(['--api-base', 'http://127.0.0.1:9/api', '--admin-base', 'http://127.0.0.1:9/api/admin', '--timeout', '2000']);
    expect(run.code).toBe(1);
    expect(run.stdout).toMatch(/getNavigation\s+NETWORK ERROR/);
  }, RUN_MS);
});
