import { runSchemasWithoutEval } from '../domain/schema-helpers';

// Imported first by main.tsx, so it runs before any module parses with zod: the site's Content-Security-Policy has
// no 'unsafe-eval', and zod's eval probe would otherwise be reported as a violation on every page.
runSchemasWithoutEval();
