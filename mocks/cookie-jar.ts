/**
 * The cookie jar MSW keeps in the browser (its `CookieStore`: cookies a mocked answer sets, sent with the requests it
 * then handles), without the public suffix list. MSW builds its jar on tough-cookie, which brings tldts and its
 * 300 KB trie of every public suffix (about 90 KB gzip: most of the demo's mock-API chunk): evaluating it, and compiling
 * tough-cookie's IPv6 pattern on the first request, were two of the longest tasks of the demo's start-up on a phone.
 * The public suffix list stops a site from setting a cookie for all of `.com`; a mock API answers its own origin only,
 * so this jar keeps RFC 6265's rules without it (the domain and path of a cookie, host-only cookies, `Secure`,
 * `Max-Age` and `Expires`). The builds and Storybook use it in tough-cookie's place (`resolve.alias` in
 * vite.config.ts); the Node tests' MSW keeps tough-cookie.
 *
 * Only what MSW 2 uses is here: `MemoryCookieStore` and its `idx` (domain → path → name → cookie, kept in
 * localStorage by MSW), `CookieJar#getCookiesSync` and `#setCookie`, and `Cookie` with `fromJSON`, `toJSON` and
 * `toString`, in tough-cookie's shapes, so a jar MSW saved with either reads back.
 */

type SameSite = 'strict' | 'lax' | 'none';

export interface CookieJson {
  key?: string;
  value?: string;
  expires?: string | null;
  maxAge?: number | string | null;
  domain?: string | null;
  path?: string | null;
  secure?: boolean;
  httpOnly?: boolean;
  hostOnly?: boolean | null;
  sameSite?: string;
  creation?: string | null;
}

export class Cookie {
  key = '';
  value = '';
  /** When the cookie ends, or 'Infinity' for a session cookie (tough-cookie's convention). */
  expires: Date | 'Infinity' = 'Infinity';
  maxAge: number | null = null;
  domain: string | null = null;
  path: string | null = null;
  secure = false;
  httpOnly = false;
  hostOnly: boolean | null = null;
  sameSite: SameSite | undefined = undefined;
  creation: Date = new Date();

  /** A cookie as MSW saved it (tough-cookie's JSON), or undefined for one that cannot be read. */
  static fromJSON(json: unknown): Cookie | undefined {
    let data: unknown = json;
    if (typeof json === 'string') {
      try {
        data = JSON.parse(json);
      } catch {
        return undefined;
      }
    }
    if (typeof data !== 'object' || data === null) return undefined;
    const raw = data as CookieJson;
    const cookie = new Cookie();
    cookie.key = typeof raw.key === 'string' ? raw.key : '';
    cookie.value = typeof raw.value === 'string' ? raw.value : '';
    if (typeof raw.expires === 'string' && raw.expires !== 'Infinity') {
      const expires = new Date(raw.expires);
      if (!Number.isNaN(expires.getTime())) cookie.expires = expires;
    }
    if (typeof raw.maxAge === 'number') cookie.maxAge = raw.maxAge;
    else if (raw.maxAge === 'Infinity') cookie.maxAge = Infinity;
    else if (raw.maxAge === '-Infinity') cookie.maxAge = -Infinity;
    cookie.domain = typeof raw.domain === 'string' ? raw.domain : null;
    cookie.path = typeof raw.path === 'string' ? raw.path : null;
    cookie.secure = raw.secure === true;
    cookie.httpOnly = raw.httpOnly === true;
    cookie.hostOnly = typeof raw.hostOnly === 'boolean' ? raw.hostOnly : null;
    cookie.sameSite = sameSiteOf(raw.sameSite);
    if (typeof raw.creation === 'string') {
      const creation = new Date(raw.creation);
      if (!Number.isNaN(creation.getTime())) cookie.creation = creation;
    }
    return cookie;
  }

  /** Parses one `Set-Cookie` value; undefined when it holds no cookie. */
  static parse(header: string): Cookie | undefined {
    const [pair = '', ...attributes] = header.split(';');
    const separator = pair.indexOf('=');
    const key = (separator === -1 ? '' : pair.slice(0, separator)).trim();
    const value = (separator === -1 ? pair : pair.slice(separator + 1)).trim();
    if (key === '' && value === '') return undefined;
    // A name or value holding a control character is refused (RFC 6265 5.2), as tough-cookie does.
    if ([...(key + value)].some((character) => character.charCodeAt(0) < 0x20 || character.charCodeAt(0) === 0x7f)) return undefined;
    const cookie = new Cookie();
    cookie.key = key;
    cookie.value = value;
    for (const attribute of attributes) {
      const equals = attribute.indexOf('=');
      const name = (equals === -1 ? attribute : attribute.slice(0, equals)).trim().toLowerCase();
      const argument = equals === -1 ? '' : attribute.slice(equals + 1).trim();
      switch (name) {
        case 'expires': {
          const expires = new Date(argument);
          if (argument !== '' && !Number.isNaN(expires.getTime())) cookie.expires = expires;
          break;
        }
        case 'max-age':
          if (/^-?\d+$/.test(argument)) cookie.maxAge = Number(argument) <= 0 ? -Infinity : Number(argument);
          break;
        case 'domain': {
          const domain = argument.replace(/^\./, '').toLowerCase();
          if (domain !== '') cookie.domain = domain;
          break;
        }
        case 'path':
          cookie.path = argument.startsWith('/') ? argument : null;
          break;
        case 'secure':
          cookie.secure = true;
          break;
        case 'httponly':
          cookie.httpOnly = true;
          break;
        case 'samesite':
          cookie.sameSite = sameSiteOf(argument);
          break;
        default:
          break;
      }
    }
    return cookie;
  }

  /** The time the cookie ends in milliseconds (Max-Age before Expires, as RFC 6265 says), Infinity for a session cookie. */
  expiryTime(): number {
    if (this.maxAge !== null) return this.maxAge <= 0 ? -Infinity : this.maxAge === Infinity ? Infinity : this.creation.getTime() + this.maxAge * 1000;
    return this.expires === 'Infinity' ? Infinity : this.expires.getTime();
  }

  /** `name=value`, as a request's Cookie header carries it. */
  cookieString(): string {
    return this.key === '' ? this.value : `${this.key}=${this.value}`;
  }

  /** The cookie with its attributes, as tough-cookie writes it (MSW adds this to a request's Cookie header). */
  toString(): string {
    let text = this.cookieString();
    if (this.expires !== 'Infinity') text += `; Expires=${this.expires.toUTCString()}`;
    if (this.maxAge !== null && this.maxAge !== Infinity) text += `; Max-Age=${this.maxAge}`;
    if (this.domain && !this.hostOnly) text += `; Domain=${this.domain}`;
    if (this.path) text += `; Path=${this.path}`;
    if (this.secure) text += '; Secure';
    if (this.httpOnly) text += '; HttpOnly';
    if (this.sameSite && this.sameSite !== 'none') text += `; SameSite=${this.sameSite[0]!.toUpperCase()}${this.sameSite.slice(1)}`;
    return text;
  }

  toJSON(): CookieJson {
    const json: CookieJson = { key: this.key, value: this.value };
    if (this.expires !== 'Infinity') json.expires = this.expires.toISOString();
    if (this.maxAge !== null) json.maxAge = Number.isFinite(this.maxAge) ? this.maxAge : String(this.maxAge);
    if (this.domain !== null) json.domain = this.domain;
    if (this.path !== null) json.path = this.path;
    if (this.secure) json.secure = true;
    if (this.httpOnly) json.httpOnly = true;
    if (this.hostOnly !== null) json.hostOnly = this.hostOnly;
    if (this.sameSite) json.sameSite = this.sameSite;
    json.creation = this.creation.toISOString();
    return json;
  }
}

function sameSiteOf(value: unknown): SameSite | undefined {
  const lower = typeof value === 'string' ? value.toLowerCase() : '';
  return lower === 'strict' || lower === 'lax' || lower === 'none' ? lower : undefined;
}

/** Cookies by domain, then path, then name: the shape MSW reads and saves. */
export type CookieIndex = Record<string, Record<string, Record<string, Cookie>>>;

export class MemoryCookieStore {
  idx: CookieIndex = {};
}

/** RFC 6265 5.1.3: the request's host is the cookie's domain or a subdomain of it (an IP address only itself). */
function domainMatches(host: string, domain: string): boolean {
  if (host === domain) return true;
  if (/^[\d.]+$/.test(host) || host.includes(':')) return false;
  return host.endsWith(`.${domain}`);
}

/** RFC 6265 5.1.4: the request's path is the cookie's path or below it. */
function pathMatches(requestPath: string, cookiePath: string): boolean {
  if (requestPath === cookiePath) return true;
  if (!requestPath.startsWith(cookiePath)) return false;
  return cookiePath.endsWith('/') || requestPath[cookiePath.length] === '/';
}

/** RFC 6265 5.1.4: the directory of the request's path, the path a cookie without one gets. */
function defaultPath(pathname: string): string {
  if (!pathname.startsWith('/')) return '/';
  const last = pathname.lastIndexOf('/');
  return last === 0 ? '/' : pathname.slice(0, last);
}

function hostOf(url: URL): string {
  return url.hostname.replace(/^\[|\]$/g, '').toLowerCase();
}

export class CookieJar {
  constructor(private readonly store: MemoryCookieStore = new MemoryCookieStore()) {}

  /** The cookies a request to `url` carries, the longest paths first, then the oldest (RFC 6265 5.4). */
  getCookiesSync(url: string | URL): Cookie[] {
    const address = new URL(String(url));
    const host = hostOf(address);
    const secure = address.protocol === 'https:' || address.protocol === 'wss:';
    const now = Date.now();
    const found: Cookie[] = [];
    for (const [domain, paths] of Object.entries(this.store.idx)) {
      if (!domainMatches(host, domain)) continue;
      for (const [path, cookies] of Object.entries(paths)) {
        if (!pathMatches(address.pathname || '/', path)) continue;
        for (const [key, cookie] of Object.entries(cookies)) {
          if (cookie.expiryTime() <= now) {
            delete cookies[key];
            continue;
          }
          if (cookie.hostOnly && domain !== host) continue;
          if (cookie.secure && !secure) continue;
          found.push(cookie);
        }
      }
    }
    return found.sort((a, b) => (b.path?.length ?? 0) - (a.path?.length ?? 0) || a.creation.getTime() - b.creation.getTime());
  }

  /**
   * Keeps the cookie a `Set-Cookie` value sets for a response from `url`: refused (an error, as tough-cookie) when its
   * Domain does not cover the URL's host; an expired one removes the cookie of its name.
   */
  async setCookie(header: string, url: string | URL): Promise<Cookie | undefined> {
    const address = new URL(String(url));
    const host = hostOf(address);
    const cookie = Cookie.parse(header);
    if (!cookie) return undefined;
    if (cookie.domain !== null && !cookie.hostOnly) {
      if (!domainMatches(host, cookie.domain)) throw new Error(`Cookie not in this host's domain. Cookie:${cookie.domain} Request:${host}`);
      cookie.hostOnly = false;
    } else {
      cookie.domain = host;
      cookie.hostOnly = true;
    }
    if (cookie.path === null) cookie.path = defaultPath(address.pathname);
    const domain = cookie.domain;
    const path = cookie.path;
    const cookies = ((this.store.idx[domain] ??= {})[path] ??= {});
    const existing = cookies[cookie.key];
    if (existing) cookie.creation = existing.creation;
    if (cookie.expiryTime() <= Date.now()) delete cookies[cookie.key];
    else cookies[cookie.key] = cookie;
    return cookie;
  }
}
