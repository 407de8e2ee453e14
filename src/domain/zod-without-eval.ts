import { z } from 'zod/v4';

/*
 * The site's Content-Security-Policy has no 'unsafe-eval'. Zod decides whether to compile an object schema's parser
 * with `new Function` when the schema is built (and probes eval to find out), so it must be configured before the
 * first schema exists. In the built site every `import … from 'zod'` resolves to this module (vite.config.ts), which
 * configures the one zod instance first; no module can build a schema earlier.
 */
z.config({ jitless: true });

export * from 'zod/v4';
export { z, z as default };
