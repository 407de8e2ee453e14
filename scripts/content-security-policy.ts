/**
 * The Content-Security-Policy of the built site: only what the app needs. The build writes it into index.html as a
 * <meta http-equiv> tag (vite.config.ts); production hosts should send the same policy as a header, plus
 * frame-ancestors, which a meta tag cannot carry (README, Production).
 */

export type CspSources = {
  /** Absolute API, image and json-server bases the configuration names (their origins are allowed to connect). */
  urls: ReadonlyArray<string | undefined>;
  /** Hash sources ('sha256-…') of the few inline scripts the build writes itself (the demo's boot script). */
  scriptHashes?: readonly string[];
  /**
   * A demo build: its IndexedDB store shows uploaded images from object URLs (blob:, adapters/record-store/
   * file-storage.ts) where no service worker answers. A production build has no such images.
   */
  demo?: boolean;
  /**
   * The back office's document (app.html, which every address without a prerendered page answers, /admin among
   * them): its live preview frames a page of the site itself (/admin/preview), so frame-src is 'self' there. The
   * prerendered public pages frame nothing ('none').
   */
  backOffice?: boolean;
};

/** The origin of an absolute http(s) URL; null for a site-relative path or anything else. */
function originOf(url: string | undefined): string | null {
  if (!url || !/^https?:\/\//i.test(url.trim())) return null;
  try {
    return new URL(url.trim()).origin;
  } catch {
    return null;
  }
}

export function contentSecurityPolicy({ urls, scriptHashes = [], demo = false, backOffice = false }: CspSources): string {
  const origins = [...new Set(urls.map(originOf).filter((origin): origin is string => origin !== null))];
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    // Module scripts from the site only: no eval (zod runs jitless, see src/domain/zod-without-eval.ts) and no inline
    // script but the build's own, each allowed by its hash.
    'script-src': ["'self'", ...scriptHashes],
    // React style props, the rich-text editor and the editor's stored colours and alignment are inline styles.
    'style-src': ["'self'", "'unsafe-inline'"],
    // Images from the site and the API and images bases only: a stored image on any other host is blocked (and hidden
    // like any image that fails), so stored content cannot make a visitor's browser call an outside server. data:
    // images are pasted into the rich-text editor and stored inline; blob: only in a demo build (CspSources.demo).
    'img-src': ["'self'", 'data:', ...(demo ? ['blob:'] : []), ...origins],
    // The icon font ships with the build (assets/*.woff2); no font is inlined as data:.
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...origins],
    // The demo's mock API runs in a service worker of the site.
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    // Only the back office's live preview frame, a document of this origin (src/app/preview); nothing elsewhere.
    'frame-src': [backOffice ? "'self'" : "'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    // No form is ever submitted natively: every form is sent by the app with fetch (connect-src). A Send pressed
    // before the app has loaded, or with JavaScript off, would otherwise put the fields in an address (forms also post).
    'form-action': ["'none'"],
    // No Trusted Types (require-trusted-types-for 'script'): the rich-text editor (Quill) assigns HTML strings to
    // innerHTML without a policy, so it would stop the back office's page editing. Stored HTML reaches the page only as
    // DOMPurify's output (src/ui/SafeHtml.tsx), and script-src already refuses inline and eval script.
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${[...new Set(values)].join(' ')}`)
    .join('; ');
}

/**
 * The header for production hosts: the meta policy plus the directives only a header can carry. No page may be framed
 * by another site; the back office's document (app.html) may be framed by the site itself, for the live preview.
 */
export const contentSecurityPolicyHeader = (sources: CspSources) =>
  `${contentSecurityPolicy(sources)}; frame-ancestors ${sources.backOffice ? "'self'" : "'none'"}`;

/**
 * The back office's document made from a built page (the prerender step writes app.html from index.html): the same
 * policy with frame-src 'self' for the live preview's frame. Vite writes the attribute's quotes as &#39;. A page
 * without the site's policy is returned unchanged.
 */
export function backOfficeDocument(html: string): string {
  return html.replace(/(<meta http-equiv="Content-Security-Policy" content=")([^"]*)"/i, (_tag, start: string, policy: string) =>
    `${start}${policy.replace(/frame-src ('|&#39;)none('|&#39;)/, 'frame-src $1self$2')}"`,
  );
}
