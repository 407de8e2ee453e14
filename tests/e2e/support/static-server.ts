import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, resolve } from 'node:path';
import { CONTENT_TYPES } from '../../../scripts/content-types';


/**
 * Serves a static build the way a plain static host with an SPA fallback does: files as they are, a folder its
 * index.html (the prerendered routes), any other path under the base answers the unrendered app (app.html). Listens on a free loopback port.
 */
export async function serveStatic(
  root: string,
  basePath = '/',
  /** Extra headers for a file answered (a host's Content-Security-Policy header, for example). */
  headersFor: (file: string) => Record<string, string> = () => ({}),
): Promise<{ url: string; close: () => Promise<void> }> {
  const dir = resolve(root);
  const base = basePath.endsWith('/') ? basePath : `${basePath}/`;
  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (!url.pathname.startsWith(base)) {
      response.writeHead(404).end('Not found');
      return;
    }
    const relative = normalize(decodeURIComponent(url.pathname.slice(base.length))).replace(/^(\.\.[/\\])+/, '');
    let file = join(dir, relative);
    // A folder answers its own index.html (a prerendered route), as static hosts do; anything else missing, the app.
    if (file.startsWith(dir) && existsSync(file) && statSync(file).isDirectory()) file = join(file, 'index.html');
    // Without a file of its own, the unrendered app (app.html, written by the prerender step) answers.
    if (!file.startsWith(dir) || !existsSync(file) || statSync(file).isDirectory()) {
      file = existsSync(join(dir, 'app.html')) ? join(dir, 'app.html') : join(dir, 'index.html');
    }
    response.writeHead(200, {
      'Content-Type': CONTENT_TYPES[extname(file)] ?? 'application/octet-stream',
      'Cache-Control': 'no-cache',
      ...headersFor(file),
    });
    createReadStream(file).pipe(response);
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}${base}`,
    close: () =>
      new Promise((done) => {
        server.close(() => done());
        // Keep-alive connections would otherwise keep answering (a test that takes the site offline relies on this).
        server.closeAllConnections();
      }),
  };
}
