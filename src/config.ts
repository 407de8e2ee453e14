import { z } from 'zod';
import { DEFAULT_API_TIMEOUT_MS } from './domain/constants';
import { DEFAULT_IMAGE_FOLDERS, imageFolder } from './domain/image-location';
import { isPasswordHash } from './domain/password';
import { isTimeZone } from './domain/text';
import { safeUrl } from './domain/url';

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
  'pbkdf2-sha256:600000:j_5RYzsfhgP5jGG5H9vBew:2mtmlxEgzHxztXaNpu9DZ7RB17utu7_BUdkhh7_nnbg';
export const DEFAULT_ADMIN_USER = 'admin';
/** The brochure endpoint the demo's own API answers (contract.ts, requestBrochure); not imported, to keep the schemas out of start-up. */
export const DEMO_BROCHURE_ENDPOINT = 'request_brochure.php';
/** The company's time zone (its offices are in India); VITE_SITE_TIME_ZONE sets another. */
export const DEFAULT_SITE_TIME_ZONE = 'Asia/Kolkata';

/** Minutes without input after which a kiosk returns to a fresh home page (VITE_KIOSK_IDLE_MINUTES). */
export const DEFAULT_KIOSK_IDLE_MINUTES = 2;

const flag = (name: string) =>
  z
    .string()
    .optional()
    .transform((v) => (v ?? '').trim().toLowerCase())
    .refine((v) => ['', '0', '1', 'true', 'false'].includes(v), { error: `${name} must be 1 or 0 (true or false)` })
    .transform((v) => v === '1' || v === 'true');

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
    // Blank or unset: the demo's slider/ folder. '/' (or '.') means the images base itself.
    VITE_SLIDER_IMAGES_PATH: z
      .string()
      .optional()
      .refine((v) => v === undefined || (!v.trim().split('/').includes('..') && /^[\w\-./]*$/.test(v.trim())), {
        error: 'VITE_SLIDER_IMAGES_PATH must be a folder under the images base, such as slider, uploads/slider or / (the base itself)',
      })
      .transform((v) => (v === undefined || v.trim() === '' ? DEFAULT_IMAGE_FOLDERS.slider : imageFolder(v))),
    VITE_API_KEY: z.string().optional().transform((v) => v ?? ''),
    // The company's own zone: server times (UTC) are shown in it.
    VITE_SITE_TIME_ZONE: z
      .string()
      .optional()
      .transform((v) => (v === undefined || v.trim() === '' ? DEFAULT_SITE_TIME_ZONE : v.trim()))
      .refine(isTimeZone, { error: 'VITE_SITE_TIME_ZONE must be an IANA time zone such as Asia/Kolkata, Europe/London or UTC' }),
    VITE_BROCHURE_URL: z
      .string()
      .optional()
      .transform((v) => (v === undefined || v.trim() === '' ? null : v.trim()))
      .refine((v) => v === null || safeUrl(v) !== null, {
        error: 'VITE_BROCHURE_URL must be an http(s) URL or a site-relative path (/files/brochure.pdf)',
      }),
    VITE_BROCHURE_ENDPOINT: z.string().optional(),
    VITE_JSON_SERVER_URL: base('VITE_JSON_SERVER_URL', 'http://localhost:3001'),
    BASE_URL: z.string().optional().transform((v) => v ?? '/'),
    VITE_ADMIN_USER: z
      .string()
      .optional()
      .transform((v) => (v === undefined || v.trim() === '' ? DEFAULT_ADMIN_USER : v.trim())),
    VITE_API_TIMEOUT_MS: z
      .string()
      .optional()
      .transform((v) => (v === undefined || v.trim() === '' ? String(DEFAULT_API_TIMEOUT_MS) : v.trim()))
      .refine((v) => /^\d+$/.test(v) && Number(v) >= 1000 && Number(v) <= 600_000, {
        error: 'VITE_API_TIMEOUT_MS must be a number of milliseconds from 1000 to 600000',
      })
      .transform(Number),
    VITE_ADMIN_PASSWORD_HASH: z
      .string()
      .optional()
      .transform((v) => (v === undefined || v.trim() === '' ? DEFAULT_ADMIN_PASSWORD_HASH : v.trim()))
      .refine(isPasswordHash, {
        error: 'VITE_ADMIN_PASSWORD_HASH must be a hash printed by `npm run hash-password` (pbkdf2-sha256:<iterations>:<salt>:<hash>)',
      }),
    VITE_KIOSK: flag('VITE_KIOSK'),
    // The site's public address: canonical links, share images and the sitemap are absolute URLs on it.
    VITE_SITE_ORIGIN: z
      .string()
      .optional()
      .transform((v) => (v === undefined || v.trim() === '' ? null : v.trim().replace(/\/+$/, '')))
      .refine((v) => v === null || /^https?:\/\/[^/?#]+$/.test(v), {
        error: 'VITE_SITE_ORIGIN must be the site\'s origin, such as https://www.ironcreststeel.com (no path)',
      }),
    VITE_KIOSK_IDLE_MINUTES: z
      .string()
      .optional()
      .transform((v) => (v === undefined || v.trim() === '' ? DEFAULT_KIOSK_IDLE_MINUTES : Number(v)))
      .refine((v) => Number.isFinite(v) && v > 0 && v <= 1440, {
        error: 'VITE_KIOSK_IDLE_MINUTES must be a number of minutes above 0 (at most 1440)',
      }),
    // Vite's own: true in a production build, where the offline service worker exists.
    PROD: z.boolean().optional().transform((v) => v ?? false),
  })
  .transform((env, ctx) => {
    // The demo's own API answers request_brochure.php; a real server has no such endpoint unless it is configured.
    const brochureEndpoint = (env.VITE_BROCHURE_ENDPOINT ?? '').trim();
    const brochureRequests =
      brochureEndpoint === ''
        ? env.VITE_DATA_ADAPTER === 'http'
          ? null
          : DEMO_BROCHURE_ENDPOINT
        : brochureEndpoint.toLowerCase() === 'none'
          ? null
          : brochureEndpoint;
    if (brochureRequests !== null && !/^[\w\-./]+\.php$/.test(brochureRequests) && !/^https?:\/\/[^/]/.test(brochureRequests)) {
      ctx.addIssue({
        code: 'custom',
        message: 'VITE_BROCHURE_ENDPOINT must be a .php file under the public API base (request_brochure.php), an http(s) URL, or none',
      });
      return z.NEVER;
    }
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
      imageFolders: { ...DEFAULT_IMAGE_FOLDERS, slider: env.VITE_SLIDER_IMAGES_PATH },
      apiKey: env.VITE_API_KEY,
      siteTimeZone: env.VITE_SITE_TIME_ZONE,
      /** The brochure block: a file to download and/or where requests are posted (null: neither). */
      brochure: { fileUrl: env.VITE_BROCHURE_URL, requestEndpoint: brochureRequests },
      jsonServerUrl: env.VITE_JSON_SERVER_URL,
      basePath: env.BASE_URL,
      adminUser: env.VITE_ADMIN_USER,
      adminPasswordHash: env.VITE_ADMIN_PASSWORD_HASH,
      kiosk: env.VITE_KIOSK,
      /** The public origin of the site (null: the address the page is opened at). */
      siteOrigin: env.VITE_SITE_ORIGIN,
      kioskIdleMinutes: env.VITE_KIOSK_IDLE_MINUTES,
      // A build's one worker precaches the app and carries MSW (src/app/pwa/service-worker.ts); the dev server has
      // only MSW's script.
      serviceWorkerUrl: `${env.BASE_URL}${env.PROD ? 'service-worker.js' : 'mockServiceWorker.js'}`,
      offlineWorker: env.PROD,
      apiTimeoutMs: env.VITE_API_TIMEOUT_MS,
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

/**
 * The URL of one of the site's own static files (logo, built-in sample and default images), shipped in public/site/.
 * They live apart from the images base, which a production API may own (/images), and follow the base path.
 */
export function siteAssetUrl(path: string, basePath: string = getConfig().basePath): string {
  return `${basePath.endsWith('/') ? basePath : `${basePath}/`}site/${path.replace(/^\/+/, '')}`;
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
