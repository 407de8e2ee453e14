import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CheckResult } from '../../scripts/check-api/results';
import { startApiServer, type RunningApiServer } from '../support/api-server-process';
import { runCheckApi } from '../support/check-api-process';

// npm run check:api's exposure rows: what the public key (in every visitor's bundle), or no key, is let do.
const SHARED_KEY = 'one-shared-key';
const PUBLIC_KEY = 'public-key';
const ADMIN_KEY = 'separate-admin-key';
const STARTUP_MS = 60_000;
const RUN_MS = 120_000;

type JsonReport = { ok: boolean; reads: CheckResult[]; exposure: CheckResult[] };

const basesOf = (api: RunningApiServer) => ['--api-base', api.apiBase, '--admin-base', api.adminApiBase];
const rowOf = (report: JsonReport, name: string) => report.exposure.find((row) => row.name === name)!;

describe('npm run check:api warns about what the public key is let do', () => {
  let shared: RunningApiServer;
  let separate: RunningApiServer;
  beforeAll(async () => {
    [shared, separate] = await Promise.all([
      startApiServer({ args: ['--strict', '--key', SHARED_KEY] }),
      startApiServer({ args: ['--strict', '--key', PUBLIC_KEY, '--admin-key', ADMIN_KEY] }),
    ]);
  }, STARTUP_MS);
  afterAll(async () => {
    await Promise.all([shared?.stop(), separate?.stop()]);
  });

  it('in red, when one shared key opens writes and submission reads and download_resume.php needs no key; a warning, not a failure', async () => {
    const run = await runCheckApi([...basesOf(shared), '--key', SHARED_KEY], { FORCE_COLOR: '1' });
    expect(run.code, run.stderr).toBe(0);
    const red = (pattern: string) => new RegExp(`\\u001b\\[31m${pattern}[^\\n]*\\u001b\\[0m`);
    expect(run.stdout).toMatch(red('exposure: writes\\s+EXPOSED\\s+POST delete_\\*\\.php \\{"id":0\\} with the public key\\s+accepted with the public key: delete_page\\.php \\(HTTP 400\\)'));
    expect(run.stdout).toMatch(red('exposure: submission reads\\s+EXPOSED\\s+.*accepted with the public key: get_contact_form_data\\.php \\(HTTP 200\\), get_career_applications\\.php \\(HTTP 200\\)'));
    expect(run.stdout).toMatch(red('exposure: resume download\\s+EXPOSED\\s+GET \\S+/api/download_resume\\.php\\?file=\\S+\\s+answered the resume without a key \\(HTTP 200\\)'));
    expect(run.stdout).toMatch(/, 3 warnings \(EXPOSED: see the README's Production section\)/);
  }, RUN_MS);

  it('passes a server with a separate admin key that refuses the public key there, with --admin-key or CHECK_API_ADMIN_KEY', async () => {
    for (const [args, env] of [
      [['--admin-key', ADMIN_KEY], {}],
      [[], { CHECK_API_ADMIN_KEY: ADMIN_KEY }],
    ] as const) {
      const run = await runCheckApi([...basesOf(separate), '--key', PUBLIC_KEY, ...args, '--json'], env);
      expect(run.code, run.stderr).toBe(0);
      const report = JSON.parse(run.stdout) as JsonReport;
      const bad = report.reads.filter((row) => row.status !== 'ok');
      expect(bad, JSON.stringify(bad, null, 2)).toEqual([]);
      expect(rowOf(report, 'exposure: writes')).toMatchObject({ status: 'ok', detail: expect.stringMatching(/^all \d+ refused with the public key$/) });
      expect(rowOf(report, 'exposure: submission reads')).toMatchObject({ status: 'ok', detail: 'all 3 refused with the public key' });
      expect(rowOf(report, 'exposure: resume download')).toMatchObject({ status: 'ok', detail: 'refused without a key and with the public key' });
    }
  }, RUN_MS * 2);

  it('names the admin reads a separate-key server refuses when only the public key is given, and exits 1', async () => {
    const run = await runCheckApi([...basesOf(separate), '--key', PUBLIC_KEY]);
    expect(run.code).toBe(1);
    expect(run.stdout).toMatch(/getContactFormData\s+KEY NOT ACCEPTED\s+GET \S+\/api\/admin\/get_contact_form_data\.php\s+HTTP 401: "Unauthorized"/);
    expect(run.stdout).toMatch(/getTeamMembers\s+OK/);
  }, RUN_MS);
});
