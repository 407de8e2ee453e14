import { existsSync, statSync } from 'node:fs';
import { join, normalize, resolve } from 'node:path';
import type { Plugin } from 'vite';

/**
 * `npm run preview` answers as the README asks a host to (Production: hosting): a file as it is, a folder its
 * `index.html` (a prerendered route), any other address `app.html` (the unrendered app: the back office, unknown
 * paths). Vite's own fallback would answer the home page's `index.html` for every address, so a preview would hydrate
 * the home page's HTML on /about and never show what a visitor of the deployed site gets.
 */

const isFile = (path: string) => existsSync(path) && statSync(path).isFile();

/**
 * The file (relative to the build folder, with a leading /) that answers a path under the base, or null when the path
 * is a file of its own. A build without `app.html` (the prerender step did not run) falls back to `index.html`.
 */
export function hostedFile(root: string, pathname: string): string | null {
  const dir = resolve(root);
  const relative = normalize(decodeURIComponent(pathname)).replace(/^([/\\]*\.\.[/\\])+/, '');
  const target = join(dir, relative);
  if (!target.startsWith(dir)) return '/app.html';
  if (isFile(target)) return null;
  const folderIndex = join(target, 'index.html');
  if (isFile(folderIndex)) return `/${folderIndex.slice(dir.length + 1).split('\\').join('/')}`;
  return isFile(join(dir, 'app.html')) ? '/app.html' : '/index.html';
}

/** The Vite plugin: rewrites page requests before the preview server's static files and SPA fallback see them. */
export function previewHostingRule(): Plugin {
  let outDir = 'dist';
  let base = '/';
  return {
    name: 'preview-hosting-rule',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
      // A relative base ('./') is served from the root.
      base = config.base.startsWith('/') ? config.base : '/';
    },
    configurePreviewServer(server) {
      server.middlewares.use((request, _response, next) => {
        if (request.method !== 'GET' && request.method !== 'HEAD') return next();
        const url = new URL(request.url ?? '/', 'http://preview');
        if (!url.pathname.startsWith(base)) return next();
        const file = hostedFile(outDir, url.pathname.slice(base.length - 1));
        if (file) request.url = `${base}${file.slice(1)}${url.search}`;
        next();
      });
    },
  };
}
