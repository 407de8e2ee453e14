import { spawn } from 'node:child_process';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const STOP_TIMEOUT_MS = 5_000;
const OUTPUT_LIMIT = 16_000;

export type ServerProcessOptions = {
  /** What the process is called in errors ("npm run api", "json-server"). */
  name: string;
  command: string;
  args: readonly string[];
  env?: Record<string, string>;
  /** Generous: npm plus a cold tsx transform on a busy 2-core CI machine take a few seconds. */
  startTimeoutMs: number;
  /**
   * Its own process group, so stop() ends a wrapper (npm) and the server it runs; without it the signal goes to the
   * child alone (right for `node --import tsx`, a single process).
   */
  group?: boolean;
};

/** origin: the http://127.0.0.1:PORT the process printed ("listening on …"). */
export type ServerProcess = { origin: string; output(): string; stop(): Promise<void> };

/**
 * Starts a server script as a real child process on a free loopback port (the script is given --port 0 and prints
 * the URL it listens on) and answers once it listens; stop() ends it (SIGTERM, then SIGKILL), and nothing outlives
 * the test process.
 */
export async function startServerProcess(options: ServerProcessOptions): Promise<ServerProcess> {
  const child = spawn(options.command, [...options.args], {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: 'test', ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: options.group === true,
  });
  let output = '';
  const record = (chunk: Buffer) => {
    output = (output + chunk.toString('utf8')).slice(-OUTPUT_LIMIT);
  };
  // Both pipes are drained for the whole life of the process: a full pipe would block the server.
  child.stdout.on('data', record);
  child.stderr.on('data', record);
  const exited = new Promise<void>((resolveExit) => {
    if (child.exitCode !== null || child.signalCode !== null) resolveExit();
    else child.once('exit', () => resolveExit());
  });
  const signal = (name: NodeJS.Signals) => {
    try {
      if (options.group && child.pid !== undefined) process.kill(-child.pid, name);
      else child.kill(name);
    } catch {
      // Already gone.
    }
  };
  const killOnExit = () => signal('SIGKILL');
  process.once('exit', killOnExit);

  const stop = async () => {
    process.off('exit', killOnExit);
    if (child.exitCode === null && child.signalCode === null) {
      signal('SIGTERM');
      const timer = setTimeout(() => signal('SIGKILL'), STOP_TIMEOUT_MS);
      await exited;
      clearTimeout(timer);
    }
  };

  try {
    const origin = await waitForOrigin(child.stdout, exited, options, () => output);
    return { origin, output: () => output, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

function waitForOrigin(
  stdout: NodeJS.ReadableStream,
  exited: Promise<void>,
  { name, startTimeoutMs }: ServerProcessOptions,
  output: () => string,
): Promise<string> {
  return new Promise<string>((resolveOrigin, reject) => {
    let seen = '';
    const onData = (chunk: Buffer) => {
      seen += chunk.toString('utf8');
      const match = /listening on (http:\/\/[^/\s]+)/.exec(seen);
      if (match?.[1]) finish(() => resolveOrigin(match[1]!));
    };
    const timer = setTimeout(() => finish(() => reject(new Error(`${name} did not start within ${startTimeoutMs} ms. Output:\n${output()}`))), startTimeoutMs);
    const finish = (settle: () => void) => {
      clearTimeout(timer);
      stdout.off('data', onData);
      settle();
    };
    stdout.on('data', onData);
    void exited.then(() => finish(() => reject(new Error(`${name} exited before listening. Output:\n${output()}`))));
  });
}
