import js from '@eslint/js';
import importPlugin from 'eslint-plugin-import';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * Walls between the layers of ARCHITECTURE.md. Each message says what to use instead.
 * Zones: `target` may not import from `from`. Import cycles are checked by madge (npm run lint:cycles), not here:
 * import/no-cycle took most of the lint time.
 */
const zones = [
  { target: './src/domain', from: ['./src/data', './src/app', './src/public', './src/admin', './src/ui', './adapters', './mocks', './fixtures'], message: 'src/domain imports nothing of ours.' },
  { target: './src/data', from: ['./src/app', './src/public', './src/admin', './src/ui', './adapters', './mocks', './fixtures'], message: 'src/data imports only src/domain: it never imports screens or src/ui.' },
  { target: './src/ui', from: ['./src/data', './src/app', './src/public', './src/admin'], message: 'src/ui imports only src/domain and src/ui: screens pass it data as props.' },
  { target: ['./src/public', './src/admin', './src/ui'], from: ['./adapters', './mocks', './fixtures'], message: 'Screens talk to the Repository from src/data; only src/app/create-repository.ts chooses an adapter.' },
  { target: './src/public', from: './src/admin', message: 'The public site and the back office never import each other.' },
  { target: './src/admin', from: './src/public', message: 'The public site and the back office never import each other.' },
  { target: './adapters', from: ['./src/app', './src/public', './src/admin', './src/ui', './mocks', './fixtures'], message: 'Adapters import src/domain and only types from src/data/repository.ts.' },
  { target: './adapters', from: './src/data', except: ['./repository.ts'], message: 'Adapters import only the Repository port types from src/data.' },
  { target: './adapters/dexie', from: ['./adapters/http', './adapters/json-server'], message: 'Adapters never import each other.' },
  { target: './adapters/http', from: ['./adapters/dexie', './adapters/json-server'], message: 'Adapters never import each other.' },
  { target: './adapters/json-server', from: ['./adapters/dexie', './adapters/http'], message: 'Adapters never import each other.' },
  { target: './mocks', from: ['./src/app', './src/public', './src/admin', './src/ui', './adapters', './fixtures'], message: 'mocks/ imports src/domain and takes a Repository to store data in.' },
];

const restrictedLibraries = (allowed = []) => {
  const walls = [
    { name: 'dexie', message: 'Dexie lives only in adapters/dexie; use the Repository.' },
    { name: 'msw', message: 'MSW lives only in mocks/, tests/ and .storybook/.' },
    { name: 'msw/browser', message: 'MSW lives only in mocks/, tests/ and .storybook/.' },
    { name: 'msw/node', message: 'MSW lives only in mocks/, tests/ and .storybook/.' },
    { name: 'dompurify', message: 'Render stored HTML through src/ui/SafeHtml.' },
    { name: 'react', message: 'Adapters and the domain never use React.' },
  ];
  return walls.filter((wall) => !allowed.some((name) => wall.name === name || wall.name.startsWith(`${name}/`)));
};

const noImportMetaEnv = {
  selector: "MemberExpression[object.type='MetaProperty'][property.name='env']",
  message: 'Read configuration through src/config.ts (getConfig()).',
};

export default tseslint.config(
  { ignores: ['dist', 'storybook-static', 'coverage', 'node_modules', 'public/mockServiceWorker.js', '.json-server'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { import: importPlugin, 'react-hooks': reactHooks },
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.browser, ...globals.node },
    },
    settings: {
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] } },
      'import/extensions': ['.ts', '.tsx', '.js', '.mjs'],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'separate-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/ban-ts-comment': ['error', { 'ts-expect-error': 'allow-with-description', 'ts-ignore': true }],
      'import/no-restricted-paths': ['error', { zones }],
      'no-restricted-syntax': ['error', noImportMetaEnv],
    },
  },
  // Library walls, per folder.
  { files: ['src/domain/**', 'adapters/http/**', 'adapters/json-server/**'], rules: { 'no-restricted-imports': ['error', { paths: restrictedLibraries() }] } },
  { files: ['adapters/dexie/**'], rules: { 'no-restricted-imports': ['error', { paths: restrictedLibraries(['dexie']) }] } },
  { files: ['src/data/**', 'src/app/**', 'src/public/**', 'src/admin/**', 'src/ui/**'], rules: { 'no-restricted-imports': ['error', { paths: restrictedLibraries(['react']) }] } },
  { files: ['src/ui/SafeHtml.tsx'], rules: { 'no-restricted-imports': ['error', { paths: restrictedLibraries(['react', 'dompurify']) }] } },
  { files: ['mocks/**', 'tests/**', '.storybook/**'], rules: { 'no-restricted-imports': ['error', { paths: restrictedLibraries(['msw', 'react', 'dexie', 'dompurify']) }] } },
  // Tests next to screens may arrange data and failures with the test support and MSW scenario constants.
  {
    files: ['src/**/*.test.{ts,tsx}'],
    rules: {
      'import/no-restricted-paths': ['error', { zones: zones.filter((zone) => !String(zone.message).startsWith('Screens talk to the Repository')) }],
      // Testing Library's waitFor wraps each check in act(); vitest's lets React updates land outside it (flaky warnings).
      'no-restricted-properties': ['error', { object: 'vi', property: 'waitFor', message: "Use waitFor from '@testing-library/react'." }],
    },
  },
  // src/app/start.tsx starts the MSW worker through mocks/browser (a dynamic import, so lint allows the module there).
  { files: ['src/config.ts', 'vite.config.ts', 'vitest.config.ts'], rules: { 'no-restricted-syntax': 'off' } },
  { files: ['scripts/**', 'tests/**', '*.config.{js,ts}'], languageOptions: { globals: globals.node } },
);
