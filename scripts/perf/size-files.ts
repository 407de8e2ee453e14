/**
 * Part of `npm run size`: lists the home route's JavaScript of the production build (node_modules/.cache/size/
 * production) for size-limit (.size-limit.js): what the page requests before its first paint, and what it loads to
 * hydrate.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { chunkFiles, criticalScripts, hydrationFileFailures, type Manifest } from './budget';

const outDir = resolve(import.meta.dirname, '../../node_modules/.cache/size/production');
const html = readFileSync(join(outDir, 'index.html'), 'utf8');
const manifest = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest;
const critical = criticalScripts(html).map((src) => join(outDir, src));
const hydration = [...new Set([...critical, ...[...chunkFiles(manifest, 'index.html'), ...chunkFiles(manifest, 'src/app/start.tsx')].map((file) => join(outDir, file))])];
writeFileSync(join(outDir, 'size-files.json'), JSON.stringify({ critical, hydration }, null, 2));
// The number of files is a budget of its own (each is a request made on the page's main thread).
const failures = hydrationFileFailures(hydration);
if (failures.length > 0) {
  console.error(failures.join('\n'));
  process.exit(1);
}
console.log(`home: ${hydration.length} JavaScript files loaded to hydrate (limit set in scripts/perf/budget.ts)`);
