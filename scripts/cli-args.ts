import type { ParseArgsConfig } from 'node:util';

type Options = NonNullable<ParseArgsConfig['options']>;

/**
 * `args` with `--name value` written as `--name=value` wherever `name` takes a string and `value` begins with a dash
 * without being one of `options` itself. A key is opaque: the back-office key `npm run hash-password` prints is
 * base64url, and one in 64 starts with `-`, which `parseArgs` would otherwise refuse as an "ambiguous" argument.
 */
export function withDashValues(args: readonly string[], options: Options): string[] {
  const flags = new Set(
    Object.entries(options).flatMap(([name, { short }]) => [`--${name}`, ...(short ? [`-${short}`] : [])]),
  );
  const out: string[] = [];
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i]!;
    const next = args[i + 1];
    const name = arg.startsWith('--') ? arg.slice(2) : '';
    if (options[name]?.type === 'string' && next !== undefined && next.startsWith('-') && next !== '--' && !flags.has(next.split('=')[0]!)) {
      out.push(`${arg}=${next}`);
      i += 1;
    } else {
      out.push(arg);
    }
  }
  return out;
}
