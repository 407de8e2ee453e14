import { COMPANY } from '../../domain/company-info';
import type { SeoSettings } from '../../domain/seo';
import { imageUrl, originOf, rebaseStructuredData, rebasedCanonical, type SiteUrls } from './site-url';
import { withOneOrganization } from './structured-data';
import { headTitle } from './title';

/*
 * The head of a public route as data: one model, applied to the live document by apply-seo.ts and written into the
 * prerendered HTML by headHtml(), so crawlers and link previews read exactly what a visitor's browser shows.
 */

export type MetaTag = { attribute: 'name' | 'property'; key: string; content: string };

export type HeadModel = {
  title: string;
  metas: MetaTag[];
  /** Absolute URL of the route's content (its canonical address), on the site origin; null on a page that is none. */
  canonical: string | null;
  /** JSON-LD blocks, already escaped for a script element. */
  jsonLd: string[];
};

/** Where the route is and what the site shows by default; all URLs absolute. */
export type HeadContext = {
  /** The site's absolute root URL (origin plus base path, ending in /): relative image paths resolve against it. */
  siteRoot: string;
  /**
   * The canonical URL of the route's content (an alias route names the one address, seo-addresses.ts), or null for a
   * route that is no page (the soft not-found page, a missing page): no canonical link and no og:url then.
   */
  canonical: string | null;
  /** The images base as an absolute URL (no trailing slash): share images there are kept where they are. */
  imagesBase: string;
  /** The share image used when the settings name none (an absolute URL of a raster image). */
  defaultImage: string;
  /** Replaces the stored robots value (a not-found state is noindex). */
  robots?: string;
  /** Structured data the route generates itself (Organization, WebPage, BreadcrumbList). */
  structuredData?: readonly unknown[];
};

/** The title of a route without (or before) its own settings: never the previous route's. */
export const DEFAULT_TITLE = COMPANY.name;

/** The description of a route without stored settings: what the company does, in one sentence. */
export const DEFAULT_DESCRIPTION = COMPANY.spotlight;

/** A value as the text of a JSON-LD script: <, >, & and the JavaScript line separators escaped. */
function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * Structured data as the text of a JSON-LD script: only valid JSON is used, re-serialised so it is one clean value,
 * with <, >, & and the JavaScript line separators escaped so stored text can never close the script element.
 */
export function jsonLdText(structuredData: string): string | null {
  const value = storedJson(structuredData);
  return value === undefined ? null : scriptSafeJson(value);
}

/** Stored structured data as a value, or undefined when there is none or it is not JSON. */
function storedJson(structuredData: string): unknown {
  if (structuredData.trim() === '') return undefined;
  try {
    return JSON.parse(structuredData) as unknown;
  } catch {
    return undefined;
  }
}

/** The stored blocks (one value, or a list of them). */
function storedBlocks(structuredData: string): unknown[] {
  const value = storedJson(structuredData);
  return value === undefined ? [] : Array.isArray(value) ? value : [value];
}

/** The hosts stored settings speak of as the site: their canonical URL's, and each stored block's own url or @id. */
function storedOrigins(settings: SeoSettings | null, blocks: readonly unknown[]): Set<string> {
  const own = (block: unknown): unknown[] => {
    if (!block || typeof block !== 'object') return [];
    const { url, '@id': id } = block as Record<string, unknown>;
    return [url, id];
  };
  const origins = [settings?.canonical_url, ...blocks.flatMap(own)].map(originOf);
  return new Set(origins.filter((origin): origin is string => origin !== null));
}

/**
 * The head of one route. Stored settings (of this route's page type, see seoForRoute) give the texts and images; the
 * canonical and og:url are the stored canonical re-based on the site origin (its path kept) or else the route's
 * canonical address; a route without settings still gets the site's name, a description, its address and the default
 * share image, so no route is a blank preview. Every URL is on the site origin (site-url.ts), share images also on
 * the images base or a host the settings do not name as the site's; the page describes the company once.
 */
export function headModel(settings: SeoSettings | null, context: HeadContext): HeadModel {
  // Link previews cut titles themselves (og:title, twitter:title); the <title> is cut here (title.ts).
  const fullTitle = settings?.page_title.trim() ? settings.page_title : DEFAULT_TITLE;
  const title = headTitle(fullTitle);
  const description = settings?.meta_description.trim() ? settings.meta_description : DEFAULT_DESCRIPTION;
  const blocks = storedBlocks(settings?.structured_data ?? '');
  const urls: SiteUrls = { siteRoot: context.siteRoot, imagesBase: context.imagesBase, storedOrigins: storedOrigins(settings, blocks) };
  const canonical = context.canonical === null ? null : (rebasedCanonical(settings?.canonical_url ?? '', context.siteRoot) ?? context.canonical);
  const ogImage = imageUrl(settings?.og_image ?? '', urls) || context.defaultImage;
  const twitterImage = imageUrl(settings?.twitter_image ?? '', urls) || ogImage;
  const robots = context.robots ?? settings?.robots ?? '';
  const metas: MetaTag[] = [
    { attribute: 'name', key: 'description', content: description },
    { attribute: 'name', key: 'keywords', content: settings?.meta_keywords ?? '' },
    { attribute: 'name', key: 'robots', content: robots },
    { attribute: 'property', key: 'og:type', content: 'website' },
    { attribute: 'property', key: 'og:site_name', content: COMPANY.name },
    { attribute: 'property', key: 'og:title', content: settings?.og_title || fullTitle },
    { attribute: 'property', key: 'og:description', content: settings?.og_description || description },
    { attribute: 'property', key: 'og:image', content: ogImage },
    { attribute: 'property', key: 'og:url', content: canonical ?? '' },
    { attribute: 'name', key: 'twitter:card', content: 'summary_large_image' },
    { attribute: 'name', key: 'twitter:title', content: settings?.twitter_title || settings?.og_title || fullTitle },
    {
      attribute: 'name',
      key: 'twitter:description',
      content: settings?.twitter_description || settings?.og_description || description,
    },
    { attribute: 'name', key: 'twitter:image', content: twitterImage },
  ];
  const stored = blocks.map((block) => rebaseStructuredData(block, urls));
  const jsonLd = withOneOrganization(context.structuredData ?? [], stored).map(scriptSafeJson);
  return { title, metas: metas.filter((tag) => tag.content.trim() !== ''), canonical, jsonLd };
}

/** Marks the head elements the site owns, so the next route replaces them instead of piling up duplicates. */
export const SEO_MARKER = 'data-seo';

const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The head model as HTML for a prerendered page (the client's apply-seo replaces these marked elements). */
export function headHtml(model: HeadModel): string {
  const lines = [`<title>${escapeHtml(model.title)}</title>`];
  for (const tag of model.metas) {
    lines.push(`<meta ${tag.attribute}="${escapeHtml(tag.key)}" content="${escapeHtml(tag.content)}" ${SEO_MARKER}>`);
  }
  if (model.canonical) lines.push(`<link rel="canonical" href="${escapeHtml(model.canonical)}" ${SEO_MARKER}>`);
  // JSON-LD text is already script-safe (no <, > or &).
  for (const text of model.jsonLd) lines.push(`<script type="application/ld+json" ${SEO_MARKER}>${text}</script>`);
  return lines.join('\n    ');
}
