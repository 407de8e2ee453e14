import { DEFAULT_API_TIMEOUT_MS } from './domain/constants';
import { DEMO_ADMIN_PASSWORD_HASH } from './domain/demo-login';
import { DEFAULT_IMAGE_FOLDERS, imageFolder, storedImageUrl } from './domain/image-location';
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
 * The demo login's password hash (the README names the demo password). A real deployment sets its own
 * VITE_ADMIN_PASSWORD_HASH, so only this hash, never a password, is in the bundle; a production build refuses to
 * keep this one (scripts/demo-login-check.ts).
 */
export const DEFAULT_ADMIN_PASSWORD_HASH = DEMO_ADMIN_PASSWORD_HASH;
export const DEFAULT_ADMIN_USER = 'admin';
/** The brochure endpoint the demo's own API answers (contract.ts, requestBrochure); not imported, to keep the schemas out of start-up. */
export const DEMO_BROCHURE_ENDPOINT = 'request_brochure.php';
/** The company's time zone (its offices are in India); VITE_SITE_TIME_ZONE sets another. */
export const DEFAULT_SITE_TIME_ZONE = 'Asia/Kolkata';

/** Minutes without input after which a kiosk returns to a fresh home page (VITE_KIOSK_IDLE_MINUTES). */
export const DEFAULT_KIOSK_IDLE_MINUTES = 2;

/** Minutes without input in any back-office tab after which the administrator is signed out (VITE_ADMIN_IDLE_MINUTES). */
export const DEFAULT_ADMIN_IDLE_MINUTES = 30;

/*
 * The configuration is checked by hand, not with a schema library: it is read before the first render of every page,
 * and the public site hydrates without loading zod (README, Performance). Every problem is collected, so one error
 * names every broken variable.
 */

type Env = Record<string, unknown>;

/** A variable's text, or undefined when it is unset. A value that is not text (a mistake in a test) is a problem. */
function textOf(env: Env, name: string, problems: string[]): string | undefined {
  const value = env[name];
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'string') return value;
  problems.push(`${name} must be text`);
  return undefined;
}

/** The value trimmed, or null when it is unset or blank (blank counts as not set). */
function setting(value: string | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}

/** Unset or blank: the fallback; otherwise the value trimmed. */
function orDefault(value: string | undefined, fallback: string): string {
  return setting(value) ?? fallback;
}

function readFlag(env: Env, name: string, problems: string[]): boolean {
  const value = (textOf(env, name, problems) ?? '').trim().toLowerCase();
  if (!['', '0', '1', 'true', 'false'].includes(value)) problems.push(`${name} must be 1 or 0 (true or false)`);
  return value === '1' || value === 'true';
}

/** An API or file base: a site-relative path or an http(s) URL, without trailing slashes ("/" becomes ""). */
function readBase(value: string | undefined, name: string, fallback: string, problems: string[]): string {
  // "/" (the site root) loses its slash and is kept as "", so paths join as "/get_navigation.php".
  const base = setting(value)?.replace(/\/+$/, '') ?? fallback;
  if (base !== '' && !base.startsWith('/') && !/^https?:\/\/[^/]/.test(base)) {
    problems.push(`${name} must be a site-relative path (/api) or an http(s) URL`);
  }
  return base;
}

function isDataAdapter(value: string): value is DataAdapter {
  return (DATA_ADAPTERS as readonly string[]).includes(value);
}

function readDataAdapter(env: Env, problems: string[]): DataAdapter {
  const value = orDefault(textOf(env, 'VITE_DATA_ADAPTER', problems), 'msw');
  if (isDataAdapter(value)) return value;
  problems.push(`VITE_DATA_ADAPTER must be one of ${DATA_ADAPTERS.join(', ')} (got "${value}")`);
  return 'msw';
}

function readSliderFolder(env: Env, problems: string[]): string {
  const folder = setting(textOf(env, 'VITE_SLIDER_IMAGES_PATH', problems));
  if (folder !== null && (folder.split('/').includes('..') || !/^[\w\-./]*$/.test(folder))) {
    problems.push('VITE_SLIDER_IMAGES_PATH must be a folder under the images base, such as slider, uploads/slider or / (the base itself)');
  }
  return folder === null ? DEFAULT_IMAGE_FOLDERS.slider : imageFolder(folder);
}

function readTimeZone(env: Env, problems: string[]): string {
  const zone = orDefault(textOf(env, 'VITE_SITE_TIME_ZONE', problems), DEFAULT_SITE_TIME_ZONE);
  // The default needs no check; asking Intl about a zone costs a long task on a slow phone.
  if (zone !== DEFAULT_SITE_TIME_ZONE && !isTimeZone(zone)) {
    problems.push('VITE_SITE_TIME_ZONE must be an IANA time zone such as Asia/Kolkata, Europe/London or UTC');
  }
  return zone;
}

function readBrochureUrl(env: Env, problems: string[]): string | null {
  const url = setting(textOf(env, 'VITE_BROCHURE_URL', problems));
  if (url !== null && safeUrl(url) === null) {
    problems.push('VITE_BROCHURE_URL must be an http(s) URL or a site-relative path (/files/brochure.pdf)');
  }
  return url;
}

/** Where brochure requests are posted: the demo's own API answers request_brochure.php; a real server only when set. */
function readBrochureEndpoint(env: Env, dataAdapter: DataAdapter, problems: string[]): string | null {
  const endpoint = (textOf(env, 'VITE_BROCHURE_ENDPOINT', problems) ?? '').trim();
  const requests =
    endpoint === '' ? (dataAdapter === 'http' ? null : DEMO_BROCHURE_ENDPOINT) : endpoint.toLowerCase() === 'none' ? null : endpoint;
  if (requests !== null && !/^[\w\-./]+\.php$/.test(requests) && !/^https?:\/\/[^/]/.test(requests)) {
    problems.push('VITE_BROCHURE_ENDPOINT must be a .php file under the public API base (request_brochure.php), an http(s) URL, or none');
  }
  return requests;
}

function readTimeout(env: Env, problems: string[]): number {
  const value = orDefault(textOf(env, 'VITE_API_TIMEOUT_MS', problems), String(DEFAULT_API_TIMEOUT_MS));
  if (!/^\d+$/.test(value) || Number(value) < 1000 || Number(value) > 600_000) {
    problems.push('VITE_API_TIMEOUT_MS must be a number of milliseconds from 1000 to 600000');
    return DEFAULT_API_TIMEOUT_MS;
  }
  return Number(value);
}

function readPasswordHash(env: Env, problems: string[]): string {
  const hash = orDefault(textOf(env, 'VITE_ADMIN_PASSWORD_HASH', problems), DEFAULT_ADMIN_PASSWORD_HASH);
  if (!isPasswordHash(hash)) {
    problems.push('VITE_ADMIN_PASSWORD_HASH must be a hash printed by `npm run hash-password` (pbkdf2-sha256:<iterations>:<salt>:<hash>)');
  }
  return hash;
}

function readSiteOrigin(env: Env, problems: string[]): string | null {
  const origin = setting(textOf(env, 'VITE_SITE_ORIGIN', problems))?.replace(/\/+$/, '') ?? null;
  if (origin !== null && !/^https?:\/\/[^/?#]+$/.test(origin)) {
    problems.push("VITE_SITE_ORIGIN must be the site's origin, such as https://www.ironcreststeel.com (no path)");
  }
  return origin;
}

function readIdleMinutes(env: Env, problems: string[]): number {
  const value = setting(textOf(env, 'VITE_KIOSK_IDLE_MINUTES', problems));
  const minutes = value === null ? DEFAULT_KIOSK_IDLE_MINUTES : Number(value);
  if (!Number.isFinite(minutes) || minutes <= 0 || minutes > 1440) {
    problems.push('VITE_KIOSK_IDLE_MINUTES must be a number of minutes above 0 (at most 1440)');
    return DEFAULT_KIOSK_IDLE_MINUTES;
  }
  return minutes;
}

/** Within the 8-hour limit of a session (ADMIN_SESSION_MAX_AGE_MS), which ends it anyway. */
function readAdminIdleMinutes(env: Env, problems: string[]): number {
  const value = setting(textOf(env, 'VITE_ADMIN_IDLE_MINUTES', problems));
  const minutes = value === null ? DEFAULT_ADMIN_IDLE_MINUTES : Number(value);
  if (!Number.isFinite(minutes) || minutes < 1 || minutes > 480) {
    problems.push('VITE_ADMIN_IDLE_MINUTES must be a number of minutes from 1 to 480');
    return DEFAULT_ADMIN_IDLE_MINUTES;
  }
  return minutes;
}

/** Days a back-office form's unsaved draft is kept in the browser (VITE_DRAFT_RETENTION_DAYS); older ones are deleted. */
export const DEFAULT_DRAFT_RETENTION_DAYS = 7;

function readDraftRetentionDays(env: Env, problems: string[]): number {
  const value = setting(textOf(env, 'VITE_DRAFT_RETENTION_DAYS', problems));
  const days = value === null ? DEFAULT_DRAFT_RETENTION_DAYS : Number(value);
  if (!Number.isInteger(days) || days < 1 || days > 365) {
    problems.push('VITE_DRAFT_RETENTION_DAYS must be a whole number of days from 1 to 365');
    return DEFAULT_DRAFT_RETENTION_DAYS;
  }
  return days;
}

/** The longest side, in pixels, of an image the back office uploads (WordPress's threshold); VITE_IMAGE_MAX_SIDE sets another. */
export const DEFAULT_IMAGE_MAX_SIDE = 2560;

function readImageMaxSide(env: Env, problems: string[]): number {
  const value = setting(textOf(env, 'VITE_IMAGE_MAX_SIDE', problems));
  const side = value === null ? DEFAULT_IMAGE_MAX_SIDE : Number(value);
  if (!Number.isInteger(side) || side < 320 || side > 8192) {
    problems.push('VITE_IMAGE_MAX_SIDE must be a whole number of pixels from 320 to 8192');
    return DEFAULT_IMAGE_MAX_SIDE;
  }
  return side;
}

/** Where the back office's credential comes from (README, Production): the shared VITE_API_KEY, or derived at login. */
export const ADMIN_CREDENTIAL_MODES = ['shared', 'derived'] as const;
export type AdminCredentialMode = (typeof ADMIN_CREDENTIAL_MODES)[number];

function readAdminCredentialMode(env: Env, problems: string[]): AdminCredentialMode {
  const value = orDefault(textOf(env, 'VITE_ADMIN_CREDENTIAL', problems), 'shared').toLowerCase();
  if ((ADMIN_CREDENTIAL_MODES as readonly string[]).includes(value)) return value as AdminCredentialMode;
  problems.push(`VITE_ADMIN_CREDENTIAL must be shared (VITE_API_KEY on every keyed call) or derived (the back office's key derived from the password at login)`);
  return 'shared';
}

/** Reads every variable, collecting the problems; the configuration is only used when there are none. */
function parseConfig(env: Env, problems: string[]) {
  const dataAdapter = readDataAdapter(env, problems);
  const adminApiBase = readBase(textOf(env, 'VITE_ADMIN_API_BASE', problems), 'VITE_ADMIN_API_BASE', '/api/admin', problems);
  const imagesBaseSetting = readBase(textOf(env, 'VITE_IMAGES_BASE', problems), 'VITE_IMAGES_BASE', '', problems);
  const basePath = textOf(env, 'BASE_URL', problems) ?? '/';
  const prod = env.PROD === true;
  return {
    dataAdapter,
    apiBase: readBase(textOf(env, 'VITE_API_BASE', problems), 'VITE_API_BASE', '/api', problems),
    adminApiBase,
    seoApiBase: readBase(textOf(env, 'VITE_SEO_API_BASE', problems), 'VITE_SEO_API_BASE', adminApiBase, problems),
    // The seed images are static files of the build, so by default they follow the base path (/demo/images).
    imagesBase: imagesBaseSetting === '' ? `${basePath.replace(/\/+$/, '')}/images` : imagesBaseSetting,
    imageFolders: { ...DEFAULT_IMAGE_FOLDERS, slider: readSliderFolder(env, problems) },
    apiKey: textOf(env, 'VITE_API_KEY', problems) ?? '',
    /** 'derived' (hardened mode): back-office calls send a credential derived at login, not VITE_API_KEY. */
    adminCredential: readAdminCredentialMode(env, problems),
    // The company's own zone: server times (UTC) are shown in it.
    siteTimeZone: readTimeZone(env, problems),
    /** The brochure block: a file to download and/or where requests are posted (null: neither). */
    brochure: { fileUrl: readBrochureUrl(env, problems), requestEndpoint: readBrochureEndpoint(env, dataAdapter, problems) },
    jsonServerUrl: readBase(textOf(env, 'VITE_JSON_SERVER_URL', problems), 'VITE_JSON_SERVER_URL', 'http://localhost:3001', problems),
    basePath,
    adminUser: orDefault(textOf(env, 'VITE_ADMIN_USER', problems), DEFAULT_ADMIN_USER),
    adminPasswordHash: readPasswordHash(env, problems),
    kiosk: readFlag(env, 'VITE_KIOSK', problems),
    /** The public origin of the site (null: the address the page is opened at). */
    siteOrigin: readSiteOrigin(env, problems),
    kioskIdleMinutes: readIdleMinutes(env, problems),
    /** Minutes without activity in the back office before its session ends (a warning shows shortly before). */
    adminIdleMinutes: readAdminIdleMinutes(env, problems),
    /** Days an unsaved form's draft is kept in this browser before it is deleted (src/admin/shared/drafts). */
    draftRetentionDays: readDraftRetentionDays(env, problems),
    /** Uploaded images are scaled to this longest side and re-encoded before they are sent (src/admin/shared/web-image). */
    imageMaxSide: readImageMaxSide(env, problems),
    // A build's one worker precaches the app and carries MSW (src/app/pwa/service-worker.ts); the dev server has
    // only MSW's script. PROD is Vite's own: true in a production build, where the offline service worker exists.
    serviceWorkerUrl: `${basePath}${prod ? 'service-worker.js' : 'mockServiceWorker.js'}`,
    offlineWorker: prod,
    apiTimeoutMs: readTimeout(env, problems),
  };
}

export type AppConfig = ReturnType<typeof parseConfig>;

export class ConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ConfigError';
  }
}

/** Reads and validates a configuration from an env-like record (tests pass their own). */
export function readConfig(env: Record<string, unknown>): AppConfig {
  const problems: string[] = [];
  const config = parseConfig(env, problems);
  if (problems.length > 0) throw new ConfigError(`Invalid configuration: ${problems.join('; ')}`);
  return config;
}

/**
 * The URL of one of the site's own static files (logo, built-in sample and default images), shipped in public/site/.
 * They live apart from the images base, which a production API may own (/images), and follow the base path.
 */
export function siteAssetUrl(path: string, basePath: string = getConfig().basePath): string {
  return `${basePath.endsWith('/') ? basePath : `${basePath}/`}site/${path.replace(/^\/+/, '')}`;
}

/**
 * The address of an image that content names (products', services', team members' and plant's image_url): the one
 * resolver (storedImageUrl) reads a stored site path such as /images/product-1.svg on the images base when that is on
 * another origin; undefined when the value names no image, so nothing is drawn.
 */
export function storedImageSrc(stored: string | null | undefined, imagesBase: string = getConfig().imagesBase): string | undefined {
  return storedImageUrl(stored ?? '', imagesBase) || undefined;
}

let cached: AppConfig | undefined;

/** The app's configuration, read once from import.meta.env. */
export function getConfig(): AppConfig {
  cached ??= readConfig(import.meta.env as Record<string, unknown>);
  return cached;
}

/**
 * The demo's data paths (src/app/demo-repository.ts: seed content, the mock API's worker, its failure scenarios), in
 * demo builds only: a production build (VITE_DATA_ADAPTER=http) replaces the condition with true, so none of them
 * reaches its dist/ (as with the devtools below, the condition must stay in this module for the build to drop them).
 */
export const loadDemoRepository = import.meta.env.VITE_DATA_ADAPTER === 'http' ? null : () => import('./app/demo-repository');

/**
 * The query devtools' module, in development builds only: a production build replaces the condition with false,
 * so the devtools never reach its bundle.
 */
export const loadQueryDevtools = import.meta.env.DEV ? () => import('@tanstack/react-query-devtools') : null;
