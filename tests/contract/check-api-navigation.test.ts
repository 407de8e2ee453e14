import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INACTIVE_NAVIGATION_CHECK, navigationServerKinds } from '../../scripts/check-api/navigation-check';
import type { CheckResult } from '../../scripts/check-api/results';
import { startApiServer, type RunningApiServer } from '../support/api-server-process';
import { runCheckApi } from '../support/check-api-process';

// npm run check:api --write tells a server that honours include_inactive=1 from one that ignores it (both strict).
const KEY = 'check-api-navigation-key';
const STARTUP_MS = 60_000;
const RUN_MS = 120_000;

const everyItem = async (api: RunningApiServer) =>
  (await fetch(`${api.apiBase}/get_navigation.php?include_inactive=1`, { headers: { 'X-API-Key': KEY } })).json();

async function inactiveRow(api: RunningApiServer): Promise<CheckResult> {
  const run = await runCheckApi(['--api-base', api.apiBase, '--admin-base', api.adminApiBase, '--key', KEY, '--write', '--json']);
  expect(run.code, run.stderr).toBe(0);
  const report = JSON.parse(run.stdout) as { writes: CheckResult[] };
  return report.writes.find((row) => row.name === INACTIVE_NAVIGATION_CHECK)!;
}

describe('npm run check:api --write: which kind of navigation server', () => {
  let honours: RunningApiServer;
  let ignores: RunningApiServer;
  beforeAll(async () => {
    [honours, ignores] = await Promise.all([
      startApiServer({ args: ['--strict', '--key', KEY] }),
      startApiServer({ args: ['--strict', '--key', KEY, '--ignores-include-inactive'] }),
    ]);
  }, STARTUP_MS);
  afterAll(async () => {
    await Promise.all([honours?.stop(), ignores?.stop()]);
  });

  it('says a server leaves inactive items out unless asked with include_inactive=1, and cleans up', async () => {
    const before = await everyItem(honours);
    const row = await inactiveRow(honours);
    expect(row.status, row.detail).toBe('ok');
    expect(row.detail).toContain(navigationServerKinds.honours);
    expect(row.detail).toMatch(/created inactive, read, read with include_inactive=1, deleted/);
    expect(await everyItem(honours)).toEqual(before);
  }, RUN_MS);

  it('says a server ignores include_inactive=1, and still cleans up (the created id is known)', async () => {
    const row = await inactiveRow(ignores);
    expect(row.status, row.detail).toBe('ok');
    expect(row.detail).toContain(navigationServerKinds.ignores);
    expect(row.detail).toContain('deleted');
    expect(row.detail).not.toContain('CLEAN-UP');
  }, RUN_MS);
});
