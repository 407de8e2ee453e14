import { z } from 'zod';
import { isPasswordHash } from './domain/password';

/**
 * The only reader of import.meta.env: a typed, validated configuration.
 * A bad value fails at start-up with a message naming the variable.
 */

export const DATA_ADAPTERS = ['msw', 'dexie', 'json-server', 'http'] as const;
export type DataAdapter = (typeof DATA_ADAPTERS)[number];

/**
 * The demo login's password hash (the README names the demo password). Made with `npm run hash-password`; a real
 * deployment sets its own VITE_ADMIN_PASSWORD_HASH, so only this hash, never a password, is in the bundle.
 */
export const DEFAULT_ADMIN_PASSWORD_HASH =
  'pbkdf2-sha256:150000:jALuS2p0nGHQMem2TiIdfw:gfO03zHTtf8OhN9041og82OMaCOHRBwhpPz9BnI3RaE';
export const DEFAULT_ADMIN_USER = 'admin';

const base = (name: string, fallback: string) =>
  z
    .string()
    .optional()
    .transform((v) => (v === undefined || v.trim() === '' ? fallback : v.trim().replace(/\/+$/, '')))
    // "/" (the site root) loses its slash above and is kept as "", so paths join as "/get_navigation.php".
    .refine((v) => v === '' || v.startsWith('/') || /^https?:\/\/[^/]/.test(v), {
      error: `${name} must be a site-relative path (/api) or an http(s) URL`,
    });

export const ConfigSchema = z
  .object({
    VITE_DATA_ADAPTER: z
      .string()
      .optional()
      .transform((v) => (v === undefined || v.trim() === '' ? 'msw' : v.trim()))
      .pipe(
        z.enum(DATA_ADAPTERS, {
          error: (issue) =>
            `VITE_DATA_ADAPTER must be one of ${DATA_ADAPTERS.join(', ')} (got "${String(issue.input)}")`,
        }),
      ),
    VITE_API_BASE: base('VITE_API_BASE', '/api'),
    VITE_ADMIN_API_BASE: base('VITE_ADMIN_API_BASE', '/api/admin'),
    // Blank means "follow the base path" (decided below, once BASE_URL is known).
    VITE_IMAGES_BASE: base('VITE_IMAGES_BASE', '').transform((v) => (v === '' ? null : v)),
    VITE_SEO_API_BASE: z.string().optional(),
    VITE_API_KEY: z.string().optional().transform((v) => v ?? ''),
    VITE_JSON_SERVER_URL: base('VITE_JSON_SERVER_URL', 'http://localhost:3001'),
    BASE_URL: z.string().optional().transform((v) => v ?? '/'),
    VITE_ADMIN_USER: z
      .string()
      .optional()
      .transform((v) => (v === undefined || v.trim() === '' ? DEFAULT_ADMIN_USER : v.trim())),
    VITE_ADMIN_PASSWORD_HASH: z
      .string()
      .optional()
      .transform((v) => (v === undefined || v.trim() === '' ? DEFAULT_ADMIN_PASSWORD_HASH : v.trim()))
      .refine(isPasswordHash, {
        error: 'VITE_ADMIN_PASSWORD_HASH must be a hash printed by `npm run hash-password` (pbkdf2-sha256:<iterations>:<salt>:<hash>)',
      }),
  })
  .transform((env, ctx) => {
    // The seed images are static files of the build, so by default they follow the base path (/demo/images).
    const imagesBase = env.VITE_IMAGES_BASE ?? `${env.BASE_URL.replace(/\/+$/, '')}/images`;
    const seo = base('VITE_SEO_API_BASE', env.VITE_ADMIN_API_BASE).safeParse(env.VITE_SEO_API_BASE);
    if (!seo.success) {
      ctx.addIssue({ code: 'custom', message: seo.error.issues[0]?.message ?? 'VITE_SEO_API_BASE is invalid' });
      return z.NEVER;
    }
    return {
      dataAdapter: env.VITE_DATA_ADAPTER,
      apiBase: env.VITE_API_BASE,
      adminApiBase: env.VITE_ADMIN_API_BASE,
      seoApiBase: seo.data,
      imagesBase,
      apiKey: env.VITE_API_KEY,
      jsonServerUrl: env.VITE_JSON_SERVER_URL,
      basePath: env.BASE_URL,
      adminUser: env.VITE_ADMIN_USER,
      adminPasswordHash: env.VITE_ADMIN_PASSWORD_HASH,
    };
  });

export type AppConfig = z.output<typeof ConfigSchema>;

export class ConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ConfigError';
  }
}

/** Reads and validates a configuration from an env-like record (tests pass their own). */
export function readConfig(env: Record<string, unknown>): AppConfig {
  const result = ConfigSchema.safeParse(env);
  if (!result.success) {
    throw new ConfigError(`Invalid configuration: ${result.error.issues.map((issue) => issue.message).join('; ')}`);
  }
  return result.data;
}

let cached: AppConfig | undefined;

/** The app's configuration, read once from import.meta.env. */
export function getConfig(): AppConfig {
  cached ??= readConfig(import.meta.env as Record<string, unknown>);
  return cached;
}

/**
 * The query devtools' module, in development builds only: a production build replaces the condition with false,
 * so the devtools never reach its bundle.
 */
export const loadQueryDevtools = import.meta.env.DEV ? () => import('@tanstack/react-query-devtools') : null;
