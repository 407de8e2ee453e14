import { parseArgs } from 'node:util';
import { describe, expect, it } from 'vitest';
import { withDashValues } from './cli-args';

const options = {
  strict: { type: 'boolean' },
  key: { type: 'string' },
  'admin-key': { type: 'string' },
  help: { type: 'boolean', short: 'h' },
} as const;

const parse = (args: string[]) => parseArgs({ args: withDashValues(args, options), options, strict: true }).values;

describe('withDashValues', () => {
  it('lets a key that begins with a dash through, as parseArgs alone refuses it', () => {
    expect(() => parseArgs({ args: ['--admin-key', '-Xy_9'], options, strict: true })).toThrow(/ambiguous/);
    expect(parse(['--strict', '--key', 'public', '--admin-key', '-Xy_9'])).toEqual({ strict: true, key: 'public', 'admin-key': '-Xy_9' });
    expect(parse(['--admin-key', '--Xy_9'])).toEqual({ 'admin-key': '--Xy_9' });
  });

  it('leaves options, the written-out form and values without a dash as they are', () => {
    expect(parse(['--admin-key=-Xy_9', '--key', 'k'])).toEqual({ 'admin-key': '-Xy_9', key: 'k' });
    expect(withDashValues(['--key', '--strict'], options)).toEqual(['--key', '--strict']);
    expect(withDashValues(['--key', '-h'], options)).toEqual(['--key', '-h']);
    expect(withDashValues(['--strict', '-abc'], options)).toEqual(['--strict', '-abc']);
  });
});
