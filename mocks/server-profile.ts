import { endpoints, type EndpointName } from '../src/domain/contract';
import { trimBase, type MockBases } from './mock-bases';

/**
 * How the mock server behaves. The default (demo) profile is forgiving: every endpoint of the contract plus the demo
 * tooling, no key check, every row on every list. The strict profile models a PHP server this project did not write,
 * so the HTTP adapter is tested against what production answers:
 * - the shared key is required on every call to the admin base and on every other call the contract flags as keyed
 *   (401 {success:false, message:"Unauthorized"} without it);
 * - public-base lists (slider, services, products, navigation) answer only active rows; admin-base lists every row;
 * - uploaded slider and red-section images are served at {slider images base}/{file} (by default the images base
 *   itself, no slider/ folder) and upload_image.php answers their url;
 * - endpoints beyond the specs (request_brochure.php, demo_*.php) do not exist: unknown paths under the API bases
 *   answer 404 {success:false, message:"Unknown endpoint"};
 * - create_slider_item.php is a plain INSERT: the new slide sits where the display_order it was sent puts it;
 * - get_seo_settings.php answers the homepage record as a fallback for a page type without settings;
 * - get_page_content.php answers a page it does not have with 404 {success:false, message:"No content found"} (the
 *   demo answers 200 with an empty data list);
 * - delete_navigation.php is a plain DELETE under a cascading foreign key: the item's sub-items are deleted with it.
 * Timestamps come from the store's clock; `npm run api -- --strict` runs its clock in UTC (MySQL form).
 */
export type ServerProfile = {
  strict: boolean;
  /** The shared key a strict server requires (X-API-Key). */
  apiKey: string;
  /** Where uploaded slider and red-section images are served (absolute or site-relative). */
  sliderImagesBase: string;
};

export type ServerProfileOptions = {
  /** Models the real PHP server (see ServerProfile); false or absent is the demo profile. */
  strict?: boolean;
  /** Required in strict mode. */
  apiKey?: string;
  /** Defaults: {images base}/slider in the demo profile, {images base} in the strict one. */
  sliderImagesBase?: string;
};

export const UNAUTHORIZED_MESSAGE = 'Unauthorized';
export const UNKNOWN_ENDPOINT_MESSAGE = 'Unknown endpoint';

/** Endpoints the demo adds beyond both specs; a real server has none of them. */
export const DEMO_ONLY_ENDPOINTS: ReadonlySet<EndpointName> = new Set(['requestBrochure', 'exportDataset', 'importDataset', 'resetDataset']);

export function serverProfile(options: ServerProfileOptions & Pick<MockBases, 'imagesBase'>): ServerProfile {
  const strict = options.strict === true;
  const apiKey = options.apiKey ?? '';
  if (strict && apiKey.trim() === '') throw new Error('The strict mock server needs the shared API key (apiKey) it requires');
  const sliderImagesBase = options.sliderImagesBase ?? (strict ? trimBase(options.imagesBase) : `${trimBase(options.imagesBase)}/slider`);
  return { strict, apiKey, sliderImagesBase: trimBase(sliderImagesBase) };
}

/** Whether an endpoint exists on this server. */
export const servesEndpoint = (profile: ServerProfile, name: EndpointName) => !profile.strict || !DEMO_ONLY_ENDPOINTS.has(name);

/** Whether a strict server checks the key on this endpoint: the whole admin base, plus what the contract flags. */
export const requiresKey = (profile: ServerProfile, name: EndpointName) =>
  profile.strict && (endpoints[name].base === 'admin' || endpoints[name].apiKey);
