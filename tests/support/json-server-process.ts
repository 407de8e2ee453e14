import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serializeJsonServerDb, toJsonServerDb } from '../../adapters/json-server/json-server-db';
import type { Dataset } from '../../src/domain/dataset';
import { ROOT, startServerProcess } from './server-process';

const SCRIPT = join(ROOT, 'scripts', 'json-server.ts');
/** Generous: a cold tsx transform on a busy 2-core CI machine takes a few seconds. */
const START_TIMEOUT_MS = 30_000;

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
  const server = await startServerProcess({
    name: 'json-server',
    command: process.execPath,
    args: ['--import', 'tsx', SCRIPT, '--db', dbPath, '--port', '0', '--quiet'],
    startTimeoutMs: START_TIMEOUT_MS,
  }).catch(async (error: unknown) => {
    await rm(dir, { recursive: true, force: true });
    throw error;
  });
  const stop = async () => {
    await server.stop();
    await rm(dir, { recursive: true, force: true });
  };
  try {
    await waitUntilAnswering(server.origin);
    return { url: server.origin, stop };
  } catch (error) {
    await stop();
    throw error;
  }
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
