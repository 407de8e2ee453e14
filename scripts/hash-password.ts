/**
 * Prints the VITE_ADMIN_PASSWORD_HASH value for a new admin password. Passwords shorter than 12 characters or on the
 * common-password list are refused; `--allow-weak` overrides that, for the documented demo password only.
 *
 *   npm run hash-password -- 'new password'      (argument; works in CI and without a terminal)
 *   npm run hash-password                         (asks twice on a terminal, without echo)
 *   printf '%s' 'new password' | npm run hash-password   (stdin)
 *
 * Only the hash goes to stdout, so `$(npm run -s hash-password -- pw)` captures it; hints go to stderr, with the
 * back-office key of hardened mode (VITE_ADMIN_CREDENTIAL=derived) the server must accept for that hash.
 *
 *   npm run hash-password -- --admin-key-for HASH ['password']
 *
 * prints only that key, for an existing VITE_ADMIN_PASSWORD_HASH, once the password is checked against it.
 */
import { stdin, stderr, stdout } from 'node:process';
import { deriveAdminCredential } from '../src/domain/admin-credential';
import { hashPassword, isPasswordHash, verifyPassword } from '../src/domain/password';
import { adminPasswordProblem } from '../src/domain/password-policy';

const ALLOW_WEAK = '--allow-weak';
const ADMIN_KEY_FOR = '--admin-key-for';

/** The hash after --admin-key-for, if given. */
function adminKeyFor(): string | null {
  const at = process.argv.indexOf(ADMIN_KEY_FOR);
  if (at < 0) return null;
  const hash = process.argv[at + 1] ?? '';
  if (!isPasswordHash(hash)) throw new Error(`${ADMIN_KEY_FOR} needs a hash printed by npm run hash-password (pbkdf2-sha256:…).`);
  return hash;
}

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
  const args = process.argv.slice(2);
  const fromArgument = args.find((arg, index) => arg !== '--' && arg !== ALLOW_WEAK && arg !== ADMIN_KEY_FOR && args[index - 1] !== ADMIN_KEY_FOR);
  if (fromArgument !== undefined) return fromArgument;
  if (!stdin.isTTY) return readPiped();
  const first = await promptHidden('New admin password: ');
  const second = await promptHidden('Repeat the password: ');
  if (first !== second) throw new Error('The two passwords differ.');
  return first;
}

async function main(): Promise<void> {
  const existing = adminKeyFor();
  const password = await readPassword();
  if (password === '') throw new Error('The password must not be empty.');
  if (existing !== null) {
    if (!(await verifyPassword(password, existing))) throw new Error('The password does not match that hash.');
    stdout.write(`${await deriveAdminCredential(password, existing)}\n`);
    return;
  }
  const problem = adminPasswordProblem(password);
  if (problem) {
    if (!process.argv.includes(ALLOW_WEAK)) throw new Error(problem);
    stderr.write(`Warning: ${problem} Hashed anyway because of ${ALLOW_WEAK}; never use it for a real site.\n`);
  }
  const hash = await hashPassword(password);
  stdout.write(`${hash}\n`);
  stderr.write('Set it as VITE_ADMIN_PASSWORD_HASH (for example in .env.local) and rebuild.\n');
  stderr.write(
    'Hardened mode (VITE_ADMIN_CREDENTIAL=derived): the back office sends this key, derived from the password at login,\n' +
      "as X-API-Key on every back-office call; set it as the server's admin key (README, Production), never in a VITE_ variable:\n" +
      `  ${await deriveAdminCredential(password, hash)}\n`,
  );
}

main().catch((error: unknown) => {
  stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
});
