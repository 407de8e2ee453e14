/**
 * The code that ships: `src/` without its tests and stories. eslint.config.js gives these files type information
 * (the largest cost of a lint), and scripts/lint.js lints them in a process of their own beside everything else.
 */
export const SHIPPED_SOURCES = ['src/**/*.{ts,tsx}'];
export const NOT_SHIPPED = ['**/*.test.{ts,tsx}', '**/*.stories.tsx'];
/** The same files as one pattern that leaves them out (the other half of the lint). */
export const SHIPPED_SOURCES_PATTERN = 'src/**/!(*.test|*.stories).{ts,tsx}';
