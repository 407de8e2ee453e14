import { timedFetch } from './probe';
import { runExposureChecks } from './exposure-checks';
import { runReadChecks, type ApiTarget } from './read-checks';
import { failed, type CheckResult } from './results';
import { runWriteChecks } from './write-checks';

export type CheckApiOptions = Omit<ApiTarget, 'fetch'> & { write: boolean; timeoutMs: number };

export type CheckApiReport = { ok: boolean; reads: CheckResult[]; writes: CheckResult[]; exposure: CheckResult[] };

/** Every documented read, what the public key (or no key) is let do, then (with write) the throw-away round trips. */
export async function checkApi(options: CheckApiOptions): Promise<CheckApiReport> {
  const target: ApiTarget = { ...options, fetch: timedFetch(options.timeoutMs) };
  const reads = await runReadChecks(target);
  const exposure = await runExposureChecks(target);
  const writes = options.write ? await runWriteChecks(target) : [];
  // An exposure is a warning (in red), not a failure: a spec-compatible server with one shared key answers this way.
  return { ok: failed([...reads, ...writes, ...exposure]).length === 0, reads, writes, exposure };
}
