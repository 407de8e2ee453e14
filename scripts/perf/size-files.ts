/**
 * Part of `npm run size`: lists the home route's JavaScript of the production build (node_modules/.cache/size/
 * production) for size-limit (.size-limit.js): what the page requests before its first paint, and what it loads to
 * hydrate.
 */
import { writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { homeScriptFiles, hydrationFileFailures } from './budget';

const outDir = resolve(import.meta.dirname, '../../node_modules/.cache/size/production');
const files = homeScriptFiles(outDir);
const inBuild = (list: string[]) => list.map((file) => join(outDir, file));
const critical = inBuild(files.critical);
const hydration = inBuild(files.hydration);
writeFileSync(join(outDir, 'size-files.json'), JSON.stringify({ critical, hydration }, null, 2));
// The number of files is a budget of its own (each is a request made on the page's main thread).
const failures = hydrationFileFailures(hydration);
if (failures.length > 0) {
  console.error(failures.join('\n'));
  process.exit(1);
}
console.log(`home: ${hydration.length} JavaScript files loaded to hydrate (limit set in scripts/perf/budget.ts)`);
