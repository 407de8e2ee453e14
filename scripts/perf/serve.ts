import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';
import { gzipSync } from 'node:zlib';
import { CONTENT_TYPES } from '../content-types';


/**
 * Serves a build as a production host would: gzip for text, immutable caching for hashed assets, a folder's
 * index.html, app.html for any other address, and /api/ passed to an API server when one is given (so are images
 * under /images/ the build does not ship: the ones the server stores).
 */
export async function serveBuild(dir: string, apiOrigin?: string): Promise<{ url: string; close: () => Promise<void> }> {
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    let file = join(dir, normalize(decodeURIComponent(url.pathname)).replace(/^(\.\.[/\\])+/, ''));
    // Images the server stores (uploads) are the API's too: an image the build does not ship is asked of it.
    const storedImage = url.pathname.startsWith('/images/') && !(file.startsWith(dir) && existsSync(file));
    if (apiOrigin && (url.pathname.startsWith('/api/') || storedImage)) {
      const target = new URL(req.url ?? '/', apiOrigin);
      const proxied = request(target, { method: req.method, headers: { ...req.headers, host: target.host } }, (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      });
      proxied.on('error', () => res.writeHead(502).end());
      req.pipe(proxied);
      return;
    }
    if (file.startsWith(dir) && existsSync(file) && statSync(file).isDirectory()) file = join(file, 'index.html');
    if (!file.startsWith(dir) || !existsSync(file)) file = existsSync(join(dir, 'app.html')) ? join(dir, 'app.html') : join(dir, 'index.html');
    const type = CONTENT_TYPES[extname(file)] ?? 'application/octet-stream';
    const headers: Record<string, string> = {
      'Content-Type': type,
      'Cache-Control': url.pathname.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
    };
    const body = readFileSync(file);
    if (/html|javascript|css|svg|json|xml|text/.test(type)) {
      headers['Content-Encoding'] = 'gzip';
      res.writeHead(200, headers).end(gzipSync(body));
    } else {
      res.writeHead(200, headers).end(body);
    }
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((done) => {
        server.close(() => done());
        server.closeAllConnections();
      }),
  };
}
