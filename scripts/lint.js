/**
 * npm run lint: ESLint in two processes at once, each with its own cache in node_modules/.cache/eslint/. One lints
 * the code that ships (src/ without tests and stories: type information and the React Compiler's rules, most of the
 * time), the other everything else; on two cores a cold lint then takes about as long as the larger half. (ESLint's
 * own --concurrency splits files evenly between threads, so each thread builds the same TypeScript program.) Extra
 * arguments (`npm run lint -- --fix`) go to both. Exits 1 when either half finds an error.
 */
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { NOT_SHIPPED, SHIPPED_SOURCES_PATTERN } from './lint-partition.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const eslint = join(root, 'node_modules/eslint/bin/eslint.js');
const extra = process.argv.slice(2);
const cache = (name) => ['--cache', '--cache-location', `node_modules/.cache/eslint/${name}/`];

const halves = [
  ['shipped', ['src', ...NOT_SHIPPED.flatMap((pattern) => ['--ignore-pattern', pattern]), ...cache('shipped')]],
  ['rest', ['.', '--ignore-pattern', SHIPPED_SOURCES_PATTERN, ...cache('rest')]],
];

function run([name, args]) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [eslint, ...args, ...extra], { cwd: root, env: { ...process.env, FORCE_COLOR: process.stdout.isTTY ? '1' : '0' } });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => resolve({ name, code: code ?? 1, output }));
  });
}

const results = await Promise.all(halves.map(run));
for (const { output } of results) if (output.trim()) process.stdout.write(output.endsWith('\n') ? output : `${output}\n`);
process.exitCode = results.some(({ code }) => code !== 0) ? 1 : 0;
