import js from '@eslint/js';
import importPlugin from 'eslint-plugin-import';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import testingLibrary from 'eslint-plugin-testing-library';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { NOT_SHIPPED, SHIPPED_SOURCES } from './scripts/lint-partition.js';

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

/** The port's write methods (src/data/mutations/repository-writes.ts classifies every method; a test keeps it true). */
const WRITE_METHODS = '/^(create|update|remove|reorder|submit|updateStatus|upload|uploadImage|import|importPart|reset)$/';
const writeThroughMutations = 'Screens write through the mutation layer: useMutation(xxxMutations(useWriter()).<write>) (src/data/mutations).';
/** `repository.pages.create(…)`, `repository[area].reorder(…)`, `useRepository().slider.remove(…)`, `area(repository).update(…)`. */
const noDirectRepositoryWrites = [
  { selector: `CallExpression[callee.property.name=${WRITE_METHODS}][callee.object.object.name='repository']`, message: writeThroughMutations },
  { selector: `CallExpression[callee.property.name=${WRITE_METHODS}][callee.object.object.callee.name='useRepository']`, message: writeThroughMutations },
  { selector: `CallExpression[callee.property.name=${WRITE_METHODS}][callee.object.type='CallExpression'][callee.object.arguments.0.name='repository']`, message: writeThroughMutations },
];

export default tseslint.config(
  // Generated output is never linted: builds (dist/, BUILD_OUT_DIR folders named dist-*), the static Storybook, coverage,
  // test artifacts and MSW's copied worker.
  {
    ignores: [
      'dist', 'dist-*', 'storybook-static', 'coverage', 'node_modules', 'public/mockServiceWorker.js', '.json-server',
      'test-results', 'tests/e2e/screenshots', 'tests/visual/__diff__',
    ],
  },
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
      // One resolution per import and folder for the whole run: the default keeps it 30 s, shorter than a cold lint, so
      // the layer walls resolved every package's exports map again (a quarter of their time).
      'import/cache': { lifetime: 600 },
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'separate-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/ban-ts-comment': ['error', { 'ts-expect-error': 'allow-with-description', 'ts-ignore': true }],
      'no-restricted-syntax': ['error', noImportMetaEnv],
    },
  },
  // Unused names in TypeScript are the compiler's to report (noUnusedLocals and noUnusedParameters in every tsconfig;
  // `npm run typecheck` runs in CI): the lint rule reported the same a second time, 2 s of a cold lint. JavaScript
  // files (configs, scripts/*.js) keep it.
  { files: ['**/*.{ts,tsx}'], rules: { '@typescript-eslint/no-unused-vars': 'off' } },
  // The layer walls resolve every import, so they run only where a zone has a target (lint time).
  { files: ['src/**', 'adapters/**', 'mocks/**'], rules: { 'import/no-restricted-paths': ['error', { zones }] } },
  // The two classic hook rules everywhere; the React Compiler rules of the recommended set analyse every function (the
  // largest part of lint time), so they run where components and hooks are written: src/ (not src/domain, walled off
  // from React) and Storybook, not tests, scripts, adapters or mocks.
  { files: ['**/*.{ts,tsx}'], rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' } },
  {
    files: ['src/**/*.{ts,tsx}', '.storybook/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', 'src/domain/**'],
    rules: reactHooks.configs.recommended.rules,
  },
  // Accessibility of the markup we write (every component, stories included).
  { ...jsxA11y.flatConfigs.recommended, files: ['**/*.tsx'] },
  // Our own text input components render an <input> with every prop given: a label around one labels that input.
  { files: ['**/*.tsx'], rules: { 'jsx-a11y/label-has-associated-control': ['error', { controlComponents: ['AddressTextInput'], depth: 3 }] } },
  // Type-aware rules only on the code that ships: src/ without its tests and stories (in tests, Testing Library's
  // await-async-* rules below catch the unawaited events, queries and waits). Type information is the largest cost of
  // lint: every file parsed with it is opened in a TypeScript program and the rule asks the checker about every call
  // (tests and stories were three quarters of that), so tests, stories, scripts and configs are parsed without it.
  {
    files: SHIPPED_SOURCES,
    ignores: NOT_SHIPPED,
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      // A promise nobody awaits or catches fails silently: await it, return it, or mark it `void` with a reason.
      '@typescript-eslint/no-floating-promises': 'error',
    },
  },
  // Component tests follow Testing Library's rules (queries by role, await user events, no container digging).
  {
    ...testingLibrary.configs['flat/react'],
    files: ['src/**/*.test.{ts,tsx}', 'tests/**/*.test.tsx', '.storybook/**/*.test.tsx'],
    settings: {
      // Our render helpers: naming them keeps functions like prerenderStateHtml() from counting as render(). Not
      // renderStory: its `canvas` is the story's own container, queried as the story's play function does.
      'testing-library/custom-renders': [
        'renderAt', 'renderApp', 'renderBlock', 'renderDashboard', 'renderField', 'renderIn', 'renderLayout', 'renderPage',
        'renderPages', 'renderSection', 'renderSeo', 'renderServices', 'renderSlider', 'renderWithRepository',
      ],
    },
    rules: {
      ...testingLibrary.configs['flat/react'].rules,
      // Query by role, label and text. Where the markup itself is the subject (sanitised HTML, document.head, decorative
      // images, a honeypot hidden from assistive technology, Quill's own DOM), a disable comment at the line says why.
      'testing-library/no-node-access': 'error',
      'testing-library/no-container': 'error',
      // It allows only `view` or `utils`: a test that renders twice names each render (`first`, `again`).
      'testing-library/render-result-naming-convention': 'off',
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
  // Screens never call a Repository write directly: every write is a mutation, which refreshes what it changed.
  {
    files: ['src/admin/**/*.{ts,tsx}', 'src/public/**/*.{ts,tsx}', 'src/app/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}', 'src/**/*.stories.tsx'],
    rules: { 'no-restricted-syntax': ['error', noImportMetaEnv, ...noDirectRepositoryWrites] },
  },
  // src/app/start.tsx starts the MSW worker through mocks/browser (a dynamic import, so lint allows the module there).
  { files: ['src/config.ts', 'vite.config.ts', 'vitest.config.ts'], rules: { 'no-restricted-syntax': 'off' } },
  { files: ['scripts/**', 'tests/**', '*.config.{js,ts}'], languageOptions: { globals: globals.node } },
);
