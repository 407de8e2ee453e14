/**
 * Checks that an API speaks the documented .php contract of both specs (npm run check:api), before the site is
 * pointed at it:
 *
 *   npm run check:api -- --api-base URL --admin-base URL [--seo-base URL] [--images-base URL] [--key KEY]
 *                        [--admin-key KEY]
 *                        [--write] [--json] [--timeout MS]
 *
 * Every documented read is called (with the documented query parameters) and its answer parsed with the contract's
 * zod envelopes (src/domain/contract.ts), one row per endpoint. --write also creates, updates, reorders and deletes
 * one throw-away record per entity, uploads and downloads small files, and removes what it made. Three exposure rows
 * warn (EXPOSED, in red) when the server accepts a write or a submissions read with the public key, or answers
 * download_resume.php without a credential. Exit status 0 when every check passed (warnings included), 1 when any
 * failed, 2 on bad arguments.
 */
import { parseArgs } from 'node:util';
import { withDashValues } from './cli-args';
import { checkApi, type CheckApiOptions } from './check-api/run-check';
import { formatTable } from './check-api/results';

const DEFAULT_TIMEOUT_MS = 10_000;

const USAGE = `usage: npm run check:api -- --api-base URL --admin-base URL [options]

  --api-base URL      public API base, e.g. https://example.com/api
  --admin-base URL    admin API base, e.g. https://example.com/api/admin
  --seo-base URL      where get_seo_settings.php is read (default: the admin base)
  --images-base URL   images base (default: /images on the API's origin)
  --key KEY           the shared key sent as X-API-Key on admin and keyed calls; with --admin-key, the
                      public key (VITE_API_KEY), sent on the reads public pages make
  --admin-key KEY     the back-office key of a server with separate keys (hardened mode), sent on every
                      other keyed call (default: $CHECK_API_ADMIN_KEY; unset: --key everywhere)
  --write             also create, update, reorder and delete one throw-away record per entity,
                      upload and download small files, and remove what it made
  --json              print the results as JSON
  --timeout MS        give up on a call after MS milliseconds (default ${DEFAULT_TIMEOUT_MS})
  --help              this text

Exit status: 0 every check passed, 1 a check failed, 2 bad arguments.`;

class UsageError extends Error {}

function httpUrl(flag: string, value: string | undefined): string {
  if (value === undefined || value.trim() === '') throw new UsageError(`${flag} is required`);
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new UsageError(`${flag} must be an absolute http(s) URL (got "${value}")`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new UsageError(`${flag} must be an http(s) URL (got "${value}")`);
  return value.replace(/\/+$/, '');
}

const CHECK_OPTIONS = {
  'api-base': { type: 'string' },
  'admin-base': { type: 'string' },
  'seo-base': { type: 'string' },
  'images-base': { type: 'string' },
  key: { type: 'string' },
  'admin-key': { type: 'string' },
  write: { type: 'boolean', default: false },
  json: { type: 'boolean', default: false },
  timeout: { type: 'string' },
  help: { type: 'boolean', default: false },
} as const;

export function readOptions(args: string[]): (CheckApiOptions & { json: boolean }) | 'help' {
  let values;
  try {
    ({ values } = parseArgs({ args: withDashValues(args, CHECK_OPTIONS), strict: true, options: CHECK_OPTIONS }));
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
  if (values.help) return 'help';
  const apiBase = httpUrl('--api-base', values['api-base']);
  const adminBase = httpUrl('--admin-base', values['admin-base']);
  const seoBase = values['seo-base'] === undefined ? adminBase : httpUrl('--seo-base', values['seo-base']);
  const imagesBase = values['images-base'] === undefined ? new URL('/images', apiBase).href : httpUrl('--images-base', values['images-base']);
  const timeoutMs = values.timeout === undefined ? DEFAULT_TIMEOUT_MS : Number(values.timeout);
  if (!Number.isInteger(timeoutMs) || timeoutMs <= 0) throw new UsageError(`--timeout must be a positive number of milliseconds (got "${values.timeout}")`);
  // From the environment too, so the back-office key need not be typed into a shell history.
  const adminKey = (values['admin-key'] ?? process.env.CHECK_API_ADMIN_KEY ?? '').trim() || undefined;
  return { apiBase, adminBase, seoBase, imagesBase, key: values.key ?? '', adminKey, write: values.write, json: values.json, timeoutMs };
}

async function main() {
  let options;
  try {
    options = readOptions(process.argv.slice(2));
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    console.error(`check:api: ${error.message}\n\n${USAGE}`);
    process.exit(2);
  }
  if (options === 'help') {
    console.log(USAGE);
    return;
  }
  const report = await checkApi(options);
  if (options.json) {
    console.log(JSON.stringify({ api: { apiBase: options.apiBase, adminBase: options.adminBase, seoBase: options.seoBase, imagesBase: options.imagesBase }, ...report }, null, 2));
  } else {
    console.log(`Checking ${options.apiBase} and ${options.adminBase}${options.write ? ' (with throw-away writes)' : ''}\n`);
    const color = process.env.FORCE_COLOR ? process.env.FORCE_COLOR !== '0' : Boolean(process.stdout.isTTY) && !process.env.NO_COLOR;
    console.log(formatTable([...report.reads, ...report.exposure, ...report.writes], { color }));
  }
  process.exitCode = report.ok ? 0 : 1;
}

await main();
