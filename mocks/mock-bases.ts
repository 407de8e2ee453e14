import { endpoints, type EndpointName } from '../src/domain/contract';

/** Where the mocked .php API and the images live: absolute (http://host/api) or site-relative (/api). */
export type MockBases = {
  apiBase: string;
  adminApiBase: string;
  seoApiBase: string;
  imagesBase: string;
};

/**
 * The slider screen posts its order to a hard-coded path (admin spec 7), whatever the configured bases; the leading
 * wildcard matches it on any origin.
 */
export const HARD_CODED_SLIDER_ORDER_URL = '*/demo/api/admin/update_slider_order.php';

export const trimBase = (base: string) => base.replace(/\/+$/, '');

export function pickBases(options: MockBases): MockBases {
  return {
    apiBase: options.apiBase,
    adminApiBase: options.adminApiBase,
    seoApiBase: options.seoApiBase,
    imagesBase: options.imagesBase,
  };
}

/** Every URL an endpoint answers on (its configured base, plus the documented alternatives). */
export function endpointUrls(bases: MockBases, name: EndpointName): string[] {
  const endpoint = endpoints[name];
  const byBase = { public: bases.apiBase, admin: bases.adminApiBase, seo: bases.seoApiBase };
  const urls = [`${trimBase(byBase[endpoint.base])}/${endpoint.path}`];
  // The back office reads SEO settings from the admin base, the public site from the fixed SEO prefix (both specs 7).
  if (name === 'getSeoSettings') urls.push(`${trimBase(bases.adminApiBase)}/${endpoint.path}`);
  if (name === 'updateSliderOrder') urls.push(HARD_CODED_SLIDER_ORDER_URL);
  return [...new Set(urls)];
}
