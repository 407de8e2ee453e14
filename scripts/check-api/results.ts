/** One row of the check: an endpoint read, or one entity's write round trip. */
export type CheckStatus =
  | 'ok'
  | 'shape-mismatch'
  | 'not-json'
  | 'server-error'
  | 'http-error'
  | 'key-rejected'
  | 'network-error'
  | 'timeout'
  | 'failed'
  | 'skipped'
  /** A warning: the server let the public key (in every visitor's bundle), or no key, do what only the back office may. */
  | 'exposed';

export type CheckResult = {
  /** The endpoint (contract name) or the write round trip ("write: services"). */
  name: string;
  /** METHOD and path called, or the endpoints a round trip used. */
  target: string;
  status: CheckStatus;
  detail: string;
};

/** Statuses that do not fail the run: a skip always says why in its detail; an exposure is a warning. */
export const PASSING: ReadonlySet<CheckStatus> = new Set(['ok', 'skipped', 'exposed']);

export const failed = (results: readonly CheckResult[]) => results.filter((result) => !PASSING.has(result.status));

const LABELS: Record<CheckStatus, string> = {
  ok: 'OK',
  'shape-mismatch': 'SHAPE MISMATCH',
  'not-json': 'NOT JSON',
  'server-error': 'SERVER ERROR',
  'http-error': 'HTTP ERROR',
  'key-rejected': 'KEY NOT ACCEPTED',
  'network-error': 'NETWORK ERROR',
  timeout: 'TIMEOUT',
  failed: 'FAILED',
  skipped: 'SKIPPED',
  exposed: 'EXPOSED',
};

const RED = '\u001b[31m';
const RESET = '\u001b[0m';

/** Cuts a value's text to `max` characters, marking the cut. */
export function truncate(text: string, max = 80): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}

/** A fixed-width table, one row per result, and a summary line; with `color`, warnings are red. */
export function formatTable(results: readonly CheckResult[], { color = false }: { color?: boolean } = {}): string {
  const nameWidth = Math.max(4, ...results.map((r) => r.name.length));
  const statusWidth = Math.max(6, ...results.map((r) => LABELS[r.status].length));
  const lines = results.map((r) => {
    const detail = [r.target, r.detail].filter(Boolean).join('  ');
    const line = `${r.name.padEnd(nameWidth)}  ${LABELS[r.status].padEnd(statusWidth)}  ${detail}`;
    return color && r.status === 'exposed' ? `${RED}${line}${RESET}` : line;
  });
  const bad = failed(results).length;
  const skipped = results.filter((r) => r.status === 'skipped').length;
  const exposed = results.filter((r) => r.status === 'exposed').length;
  const warning = exposed > 0 ? `, ${exposed} ${exposed === 1 ? 'warning' : 'warnings'} (EXPOSED: see the README's Production section)` : '';
  const summary = `${results.length} checks: ${results.length - bad - skipped - exposed} OK, ${bad} failed, ${skipped} skipped${warning}`;
  return [`${'CHECK'.padEnd(nameWidth)}  ${'STATUS'.padEnd(statusWidth)}  DETAIL`, ...lines, '', summary].join('\n');
}
