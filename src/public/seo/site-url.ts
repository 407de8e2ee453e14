import { imagesBaseUrl } from '../../domain/image-location';
import { canonicalRoutePath } from '../../domain/seo-addresses';
import { isExternalHttpUrl, isSiteRelativeUrl } from '../../domain/url';

/*
 * Every URL a crawler reads in the head is on the site's one origin (VITE_SITE_ORIGIN): stored settings were written
 * for some host (the production site, typically), and a build for another origin (staging, a new domain) must not send
 * crawlers and link previews there. Images may also live on the images base (VITE_IMAGES_BASE), an API host.
 */

export type SiteUrls = {
  /** The site's absolute root: origin plus base path, ending in /. */
  siteRoot: string;
  /** The images base as an absolute URL, without a trailing slash. */
  imagesBase: string;
  /**
   * Origins the stored settings name as the site itself: the stored canonical URL's, and a stored block's own url.
   * Their URLs move to the site origin; other hosts (a LinkedIn profile in sameAs, a CDN) are left as they are.
   */
  storedOrigins: ReadonlySet<string>;
};

/** A router path (/contact-us) as an absolute URL under the site root (base path included). */
export function onSite(path: string, siteRoot: string): string {
  return new URL(path.replace(/^\/+/, ''), siteRoot).href;
}

/** An absolute http(s) URL, or null (javascript:, mailto:, text). */
function httpUrl(value: string): URL | null {
  if (!isExternalHttpUrl(value)) return null;
  try {
    return new URL(value.trim());
  } catch {
    return null;
  }
}

/** The router path of a URL's path: without the site's base path when it starts with it. */
function routePathOf(pathname: string, siteRoot: string): string {
  const base = new URL(siteRoot).pathname;
  return base !== '/' && pathname.startsWith(base) ? `/${pathname.slice(base.length)}` : pathname;
}

/**
 * A stored canonical URL on the site: its host replaced by the site origin, its path kept (query and fragment
 * dropped, an alias such as /contact named by its canonical /contact-us). The path is the editor's choice of address;
 * the host is a fact of the deployment that only the build knows. '' or anything that is not a web address: null.
 */
export function rebasedCanonical(value: string, siteRoot: string): string | null {
  const trimmed = value.trim();
  if (trimmed === '') return null;
  const path = isSiteRelativeUrl(trimmed) ? trimmed.split(/[?#]/)[0]! : httpUrl(trimmed)?.pathname;
  if (path === undefined) return null;
  return onSite(canonicalRoutePath(routePathOf(path, siteRoot)), siteRoot);
}

/**
 * An absolute URL as a crawler should read it: on the images base or on a host the settings do not speak of as the
 * site, as it is; on a stored site host, moved to the site root with its path, query and fragment. null: not an
 * absolute web address.
 */
export function siteUrl(value: string, urls: SiteUrls): string | null {
  const url = httpUrl(value);
  if (!url) return null;
  const site = new URL(urls.siteRoot);
  if (url.href.startsWith(`${urls.imagesBase}/`) || url.origin === site.origin || !urls.storedOrigins.has(url.origin)) return value.trim();
  return new URL(`${routePathOf(url.pathname, urls.siteRoot).replace(/^\/+/, '')}${url.search}${url.hash}`, urls.siteRoot).href;
}

/**
 * A stored image (share images): a stored /images/… path on an images base at another origin there, any other site
 * path made absolute on the site's origin (link previews accept only absolute URLs), an absolute URL by siteUrl's
 * rule; anything else (javascript:, data:) is no image: ''.
 */
export function imageUrl(value: string, urls: SiteUrls): string {
  const trimmed = value.trim();
  const onImagesHost = imagesHostUrl(trimmed, urls);
  if (onImagesHost !== null) return onImagesHost;
  if (isSiteRelativeUrl(trimmed)) {
    try {
      return new URL(trimmed, urls.siteRoot).href;
    } catch {
      return '';
    }
  }
  return siteUrl(trimmed, urls) ?? '';
}

/**
 * A stored image path (/images/…) on an images base at another origin than the site, as its absolute URL there
 * (storedImageUrl's rule); null for anything else, which stays on the site.
 */
function imagesHostUrl(value: string, urls: SiteUrls): string | null {
  return originOf(urls.imagesBase) === new URL(urls.siteRoot).origin ? null : imagesBaseUrl(value, urls.imagesBase);
}

/** Every absolute URL in stored structured data by siteUrl's rule, stored image paths on the images base; other values untouched. */
export function rebaseStructuredData(value: unknown, urls: SiteUrls): unknown {
  if (typeof value === 'string') return imagesHostUrl(value, urls) ?? siteUrl(value, urls) ?? value;
  if (Array.isArray(value)) return value.map((item) => rebaseStructuredData(item, urls));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, rebaseStructuredData(item, urls)]));
  }
  return value;
}

/** The origin of an absolute web address, or null. */
export function originOf(value: unknown): string | null {
  return typeof value === 'string' ? (httpUrl(value)?.origin ?? null) : null;
}
