/**
 * Prints the VITE_ADMIN_PASSWORD_HASH value for a new admin password. Passwords shorter than 12 characters or on the
 * common-password list are refused; `--allow-weak` overrides that, for the documented demo password only.
 *
 *   npm run hash-password -- 'new password'      (argument; works in CI and without a terminal)
 *   npm run hash-password                         (asks twice on a terminal, without echo)
 *   printf '%s' 'new password' | npm run hash-password   (stdin)
 *
 * Only the hash goes to stdout, so `$(npm run -s hash-password -- pw)` captures it; hints go to stderr.
 */
import { stdin, stderr, stdout } from 'node:process';
import { hashPassword } from '../src/domain/password';
import { adminPasswordProblem } from '../src/domain/password-policy';

const ALLOW_WEAK = '--allow-weak';

/** Reads one line from a terminal with echo off (raw mode), so the password never shows on screen. */
function promptHidden(question: string): Promise<string> {
  return new Promise((resolve, reject) => {
    stderr.write(question);
    let value = '';
    const finish = (result: 'done' | 'cancel') => {
      stdin.setRawMode(false);
      stdin.pause();
      stdin.off('data', onData);
      stderr.write('\n');
      if (result === 'done') resolve(value);
      else reject(new Error('Cancelled'));
    };
    const onData = (chunk: Buffer) => {
      for (const char of chunk.toString('utf8')) {
        if (char === '\r' || char === '\n') return finish('done');
        if (char === '\u0003' || char === '\u0004') return finish('cancel');
        if (char === '\u007f' || char === '\b') value = value.slice(0, -1);
        else value += char;
      }
    };
    stdin.setRawMode(true);
    stdin.resume();
    stdin.on('data', onData);
  });
}

async function readPiped(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stdin) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk)));
  // A trailing newline from `echo` is not part of the password.
  return Buffer.concat(chunks).toString('utf8').replace(/\r?\n$/, '');
}

async function readPassword(): Promise<string> {
  const fromArgument = process.argv.slice(2).find((arg) => arg !== '--' && arg !== ALLOW_WEAK);
  if (fromArgument !== undefined) return fromArgument;
  if (!stdin.isTTY) return readPiped();
  const first = await promptHidden('New admin password: ');
  const second = await promptHidden('Repeat the password: ');
  if (first !== second) throw new Error('The two passwords differ.');
  return first;
}

async function main(): Promise<void> {
  const password = await readPassword();
  if (password === '') throw new Error('The password must not be empty.');
  const problem = adminPasswordProblem(password);
  if (problem) {
    if (!process.argv.includes(ALLOW_WEAK)) throw new Error(problem);
    stderr.write(`Warning: ${problem} Hashed anyway because of ${ALLOW_WEAK}; never use it for a real site.\n`);
  }
  stdout.write(`${await hashPassword(password)}\n`);
  stderr.write('Set it as VITE_ADMIN_PASSWORD_HASH (for example in .env.local) and rebuild.\n');
}

main().catch((error: unknown) => {
  stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
});
