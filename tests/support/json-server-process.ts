import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serializeJsonServerDb, toJsonServerDb } from '../../adapters/json-server/json-server-db';
import type { Dataset } from '../../src/domain/dataset';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const SCRIPT = join(ROOT, 'scripts', 'json-server.ts');
/** Generous: a cold tsx transform on a busy 2-core CI machine takes a few seconds. */
const START_TIMEOUT_MS = 30_000;
const STOP_TIMEOUT_MS = 5_000;
const OUTPUT_LIMIT = 16_000;

export type RunningJsonServer = { url: string; stop(): Promise<void> };

/**
 * Starts scripts/json-server.ts as a real child process on a free loopback port (the OS picks it: --port 0, and the
 * script prints the URL), serving a temporary copy of the dataset. stop() ends the process and removes the copy.
 */
export async function startJsonServer(dataset: Dataset): Promise<RunningJsonServer> {
  const dir = await mkdtemp(join(tmpdir(), 'ironcrest-json-server-'));
  const dbPath = join(dir, 'db.json');
  await writeFile(dbPath, serializeJsonServerDb(toJsonServerDb(dataset)));

  // node --import tsx is a single process, so the signal stop() sends reaches the server itself.
  const child = spawn(process.execPath, ['--import', 'tsx', SCRIPT, '--db', dbPath, '--port', '0', '--quiet'], {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: 'test' },
    stdio: ['ignore', 'pipe', 'pipe'],
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
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);

  const stop = async () => {
    process.off('exit', killOnExit);
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
      await exited;
      clearTimeout(timer);
    }
    await rm(dir, { recursive: true, force: true });
  };

  try {
    const url = await waitForUrl(child.stdout, exited, () => output);
    await waitUntilAnswering(url);
    return { url, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

function waitForUrl(stdout: NodeJS.ReadableStream, exited: Promise<void>, output: () => string): Promise<string> {
  return new Promise<string>((resolveUrl, reject) => {
    let seen = '';
    const onData = (chunk: Buffer) => {
      seen += chunk.toString('utf8');
      const match = /listening on (http:\/\/\S+)/.exec(seen);
      if (match?.[1]) finish(() => resolveUrl(match[1]!));
    };
    const timer = setTimeout(
      () => finish(() => reject(new Error(`json-server did not start within ${START_TIMEOUT_MS} ms. Output:\n${output()}`))),
      START_TIMEOUT_MS,
    );
    const finish = (settle: () => void) => {
      clearTimeout(timer);
      stdout.off('data', onData);
      settle();
    };
    stdout.on('data', onData);
    void exited.then(() => finish(() => reject(new Error(`json-server exited before listening. Output:\n${output()}`))));
  });
}

/** Listening is printed once the socket is bound; one answered request proves the routes are mounted too. */
async function waitUntilAnswering(url: string) {
  const deadline = Date.now() + START_TIMEOUT_MS;
  for (;;) {
    try {
      const response = await fetch(`${url}/aboutContent`);
      await response.arrayBuffer();
      if (response.ok) return;
    } catch (error) {
      if (Date.now() > deadline) throw new Error(`json-server at ${url} does not answer`, { cause: error });
    }
    if (Date.now() > deadline) throw new Error(`json-server at ${url} does not answer`);
    await new Promise((wait) => setTimeout(wait, 100));
  }
}
