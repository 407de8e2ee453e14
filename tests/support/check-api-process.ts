import { spawn } from 'node:child_process';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const RUN_TIMEOUT_MS = 90_000;

export type CheckApiRun = { code: number | null; stdout: string; stderr: string };

/** Runs `npm run check:api -- …args` to its end and answers its exit status and output. */
export function runCheckApi(args: readonly string[], env: Record<string, string> = {}): Promise<CheckApiRun> {
  return new Promise((resolveRun, reject) => {
    const child = spawn('npm', ['run', '--silent', 'check:api', '--', ...args], { cwd: ROOT, env: { ...process.env, NODE_ENV: 'test', ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`check:api did not finish within ${RUN_TIMEOUT_MS} ms. Output:\n${stdout}\n${stderr}`));
    }, RUN_TIMEOUT_MS);
    child.once('error', reject);
    child.once('close', (code) => {
      clearTimeout(timer);
      resolveRun({ code, stdout, stderr });
    });
  });
}
