import { endpoints, type EndpointName } from '../src/domain/contract';
import { trimBase, type MockBases } from './mock-bases';

/**
 * How the mock server behaves. The default (demo) profile is forgiving: every endpoint of the contract plus the demo
 * tooling, no key check, every row on every list. The strict profile models a PHP server this project did not write,
 * so the HTTP adapter is tested against what production answers:
 * - the shared key is required on every call to the admin base and on every other call the specs send it on
 *   (401 {success:false, message:"Unauthorized"} without it); download_resume.php is open, as the specs leave it;
 * - with a separate admin key (hardened mode, README Production): every call the contract marks 'admin' (writes,
 *   submission reads, download_resume.php, the other admin-base calls) requires the admin key and refuses the public
 *   one; the calls marked 'public' accept the public key (or the admin key);
 * - public-base lists (slider, services, products, navigation) answer only active rows; admin-base lists every row;
 * - uploaded slider and red-section images are served at {slider images base}/{file} (by default the images base
 *   itself, no slider/ folder) and upload_image.php answers their url;
 * - endpoints beyond the specs (request_brochure.php, demo_*.php) do not exist: unknown paths under the API bases
 *   answer 404 {success:false, message:"Unknown endpoint"};
 * - create_slider_item.php is a plain INSERT: the new slide sits where the display_order it was sent puts it;
 * - get_seo_settings.php answers the homepage record as a fallback for a page type without settings;
 * - get_page_content.php answers a page it does not have with 404 {success:false, message:"No content found"} (the
 *   demo answers 200 with an empty data list);
 * - delete_navigation.php is a plain DELETE under a cascading foreign key: the item's sub-items are deleted with it;
 * - get_navigation.php leaves inactive items (and what is below them) out, unless asked with include_inactive=1; with
 *   ignoresIncludeInactive it leaves them out even then (a server without that parameter).
 * Timestamps come from the store's clock; `npm run api -- --strict` runs its clock in UTC (MySQL form).
 */
export type ServerProfile = {
  strict: boolean;
  /** The shared key a strict server requires (X-API-Key); with adminKey, the public key. */
  apiKey: string;
  /** The back-office key of a server with separate keys; null: one shared key. */
  adminKey: string | null;
  /** Where uploaded slider and red-section images are served (absolute or site-relative). */
  sliderImagesBase: string;
  /** A strict server whose get_navigation.php leaves inactive items out even when asked with include_inactive=1. */
  ignoresIncludeInactive: boolean;
};

export type ServerProfileOptions = {
  /** Models the real PHP server (see ServerProfile); false or absent is the demo profile. */
  strict?: boolean;
  /** Required in strict mode. */
  apiKey?: string;
  /** Strict mode with separate keys: what the calls the contract marks 'admin' require (not the public apiKey). */
  adminKey?: string;
  /** Defaults: {images base}/slider in the demo profile, {images base} in the strict one. */
  sliderImagesBase?: string;
  /** Strict mode: get_navigation.php ignores include_inactive=1 (inactive items stay out of every answer). */
  ignoresIncludeInactive?: boolean;
};

export const UNAUTHORIZED_MESSAGE = 'Unauthorized';
export const UNKNOWN_ENDPOINT_MESSAGE = 'Unknown endpoint';

/** Endpoints the demo adds beyond both specs; a real server has none of them. */
export const DEMO_ONLY_ENDPOINTS: ReadonlySet<EndpointName> = new Set(['requestBrochure', 'exportDataset', 'importDataset', 'resetDataset']);

export function serverProfile(options: ServerProfileOptions & Pick<MockBases, 'imagesBase'>): ServerProfile {
  const strict = options.strict === true;
  const apiKey = options.apiKey ?? '';
  if (strict && apiKey.trim() === '') throw new Error('The strict mock server needs the shared API key (apiKey) it requires');
  const adminKey = options.adminKey ?? null;
  if (adminKey !== null && (!strict || adminKey.trim() === '' || adminKey === apiKey)) {
    throw new Error('A separate admin key (adminKey) needs the strict profile, and must be set and differ from the public apiKey');
  }
  const sliderImagesBase = options.sliderImagesBase ?? (strict ? trimBase(options.imagesBase) : `${trimBase(options.imagesBase)}/slider`);
  const ignoresIncludeInactive = options.ignoresIncludeInactive === true;
  if (ignoresIncludeInactive && !strict) throw new Error('ignoresIncludeInactive models a strict server; add strict');
  return { strict, apiKey, adminKey, sliderImagesBase: trimBase(sliderImagesBase), ignoresIncludeInactive };
}

/** Whether an endpoint exists on this server. */
export const servesEndpoint = (profile: ServerProfile, name: EndpointName) => !profile.strict || !DEMO_ONLY_ENDPOINTS.has(name);

/**
 * The keys a server accepts on an endpoint, or null when it checks none. One shared key: the whole admin base and
 * every call the specs key (download_resume.php is not one). Separate keys: the admin key on what the contract marks
 * 'admin'; the public key, or the admin key, on what it marks 'public'.
 */
export function acceptedKeys(profile: ServerProfile, name: EndpointName): readonly string[] | null {
  if (!profile.strict) return null;
  const { base, credential } = endpoints[name];
  if (profile.adminKey === null) {
    const keyed = base === 'admin' || (credential !== 'none' && name !== 'downloadResume');
    return keyed ? [profile.apiKey] : null;
  }
  if (credential === 'admin') return [profile.adminKey];
  if (credential === 'public' || base === 'admin') return [profile.apiKey, profile.adminKey];
  return null;
}

/** Whether a strict server checks a key on this endpoint. */
export const requiresKey = (profile: ServerProfile, name: EndpointName) => acceptedKeys(profile, name) !== null;
