import { timedFetch } from './probe';
import { runReadChecks, type ApiTarget } from './read-checks';
import { failed, type CheckResult } from './results';
import { runWriteChecks } from './write-checks';

export type CheckApiOptions = Omit<ApiTarget, 'fetch'> & { write: boolean; timeoutMs: number };

export type CheckApiReport = { ok: boolean; reads: CheckResult[]; writes: CheckResult[] };

/** Every documented read, then (with write) the throw-away round trips. */
export async function checkApi(options: CheckApiOptions): Promise<CheckApiReport> {
  const target: ApiTarget = { ...options, fetch: timedFetch(options.timeoutMs) };
  const reads = await runReadChecks(target);
  const writes = options.write ? await runWriteChecks(target) : [];
  return { ok: failed([...reads, ...writes]).length === 0, reads, writes };
}
