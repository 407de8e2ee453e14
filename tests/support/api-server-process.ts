import { spawn } from 'node:child_process';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
/** Generous: npm plus a cold tsx transform on a busy 2-core CI machine take a few seconds. */
const START_TIMEOUT_MS = 45_000;
const STOP_TIMEOUT_MS = 5_000;
const OUTPUT_LIMIT = 16_000;

export type ApiServerOptions = {
  /** Extra arguments after `npm run api --`, e.g. ['--strict', '--key', 'k']. */
  args?: readonly string[];
  /** Extra environment, e.g. a TZ the server must not depend on. */
  env?: Record<string, string>;
};

/** origin: http://127.0.0.1:PORT; the contract's bases are {origin}/api, {origin}/api/admin and {origin}/images. */
export type RunningApiServer = {
  origin: string;
  apiBase: string;
  adminApiBase: string;
  imagesBase: string;
  output(): string;
  stop(): Promise<void>;
};

/**
 * Starts `npm run api` as a real process (its own process group, so stop() ends npm and the server it runs) on a
 * free loopback port: --port 0, and the script prints the URL it listens on.
 */
export async function startApiServer(options: ApiServerOptions = {}): Promise<RunningApiServer> {
  const child = spawn('npm', ['run', '--silent', 'api', '--', '--port', '0', ...(options.args ?? [])], {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: 'test', ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
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
  const signalGroup = (signal: NodeJS.Signals) => {
    try {
      if (child.pid !== undefined) process.kill(-child.pid, signal);
    } catch {
      // The group is already gone.
    }
  };
  const killOnExit = () => signalGroup('SIGKILL');
  process.once('exit', killOnExit);

  const stop = async () => {
    process.off('exit', killOnExit);
    if (child.exitCode === null && child.signalCode === null) {
      signalGroup('SIGTERM');
      const timer = setTimeout(() => signalGroup('SIGKILL'), STOP_TIMEOUT_MS);
      await exited;
      clearTimeout(timer);
    }
  };

  try {
    const origin = await waitForOrigin(child.stdout, exited, () => output);
    return {
      origin,
      apiBase: `${origin}/api`,
      adminApiBase: `${origin}/api/admin`,
      imagesBase: `${origin}/images`,
      output: () => output,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

function waitForOrigin(stdout: NodeJS.ReadableStream, exited: Promise<void>, output: () => string): Promise<string> {
  return new Promise<string>((resolveOrigin, reject) => {
    let seen = '';
    const onData = (chunk: Buffer) => {
      seen += chunk.toString('utf8');
      const match = /listening on (http:\/\/[^/\s]+)/.exec(seen);
      if (match?.[1]) finish(() => resolveOrigin(match[1]!));
    };
    const timer = setTimeout(
      () => finish(() => reject(new Error(`npm run api did not start within ${START_TIMEOUT_MS} ms. Output:\n${output()}`))),
      START_TIMEOUT_MS,
    );
    const finish = (settle: () => void) => {
      clearTimeout(timer);
      stdout.off('data', onData);
      settle();
    };
    stdout.on('data', onData);
    void exited.then(() => finish(() => reject(new Error(`npm run api exited before listening. Output:\n${output()}`))));
  });
}
