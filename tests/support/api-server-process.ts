import { startServerProcess } from './server-process';

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

/** Starts `npm run api` as a real process, as a reader of the README would, on a free loopback port. */
export async function startApiServer(options: ApiServerOptions = {}): Promise<RunningApiServer> {
  const server = await startServerProcess({
    name: 'npm run api',
    command: 'npm',
    args: ['run', '--silent', 'api', '--', '--port', '0', ...(options.args ?? [])],
    env: options.env,
    startTimeoutMs: 45_000,
    group: true,
  });
  const { origin } = server;
  return { ...server, apiBase: `${origin}/api`, adminApiBase: `${origin}/api/admin`, imagesBase: `${origin}/images` };
}
