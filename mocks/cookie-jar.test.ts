import * as tough from 'tough-cookie';
import { Cookie, CookieJar, MemoryCookieStore } from './cookie-jar';

/** Set-Cookie values and the response URLs that set them, then the request URLs that read the jar. */
const SET: ReadonlyArray<readonly [string, string]> = [
  ['session=abc123; Path=/; HttpOnly; SameSite=Lax', 'http://127.0.0.1:4173/api/login.php'],
  ['theme=dark', 'http://127.0.0.1:4173/api/settings/theme.php'],
  ['wide=1; Domain=example.com; Path=/api', 'https://www.example.com/api/a.php'],
  ['host=1; Path=/', 'https://www.example.com/'],
  ['safe=1; Secure; Path=/', 'https://www.example.com/'],
  ['gone=1; Max-Age=0; Path=/', 'https://www.example.com/'],
  ['later=1; Expires=Wed, 21 Oct 2099 07:28:00 GMT; Path=/', 'https://www.example.com/'],
  ['old=1; Expires=Wed, 21 Oct 2015 07:28:00 GMT; Path=/', 'https://www.example.com/'],
  ['deep=1; Path=/api/admin', 'https://www.example.com/api/admin/x.php'],
];

const READ = [
  'http://127.0.0.1:4173/api/login.php',
  'http://127.0.0.1:4173/api/settings/theme.php',
  'http://127.0.0.1:4173/api/pages.php',
  'https://www.example.com/api/admin/x.php',
  'http://www.example.com/api/admin/y.php',
  'https://shop.example.com/api/p.php',
  'https://www.example.com/apiary',
  'https://example.org/api/a.php',
];

async function fill<J extends { setCookie(header: string, url: string): Promise<unknown> }>(jar: J) {
  for (const [header, url] of SET) await jar.setCookie(header, url);
}

describe('the browser cookie jar MSW uses in place of tough-cookie', () => {
  it('sends the same cookies as tough-cookie for every request, in the same order and form', async () => {
    const ours = new CookieJar(new MemoryCookieStore());
    const theirs = new tough.CookieJar(new tough.MemoryCookieStore());
    await fill(ours);
    await fill(theirs);
    for (const url of READ) {
      const expected = theirs.getCookiesSync(url).map((cookie) => cookie.toString());
      expect(ours.getCookiesSync(url).map((cookie) => cookie.toString()), url).toEqual(expected);
    }
    expect(ours.getCookiesSync('http://127.0.0.1:4173/api/pages.php').map((cookie) => cookie.cookieString())).toEqual(['session=abc123']);
  });

  it('refuses a cookie for a domain the response does not belong to, as tough-cookie does', async () => {
    const jar = new CookieJar();
    await expect(jar.setCookie('evil=1; Domain=example.org', 'https://www.example.com/')).rejects.toThrow(/not in this host's domain/);
    await expect(new tough.CookieJar().setCookie('evil=1; Domain=example.org', 'https://www.example.com/')).rejects.toThrow(/not in this host's domain/);
    expect(jar.getCookiesSync('https://example.org/')).toEqual([]);
  });

  it('keeps nothing from a Set-Cookie value without a cookie or with a control character in it', async () => {
    const jar = new CookieJar();
    expect(await jar.setCookie('', 'http://localhost/')).toBeUndefined();
    expect(await jar.setCookie('bad=a\u0001b', 'http://localhost/')).toBeUndefined();
    expect(jar.getCookiesSync('http://localhost/')).toEqual([]);
  });

  it('replaces a cookie of the same name and removes one set to expire', async () => {
    const jar = new CookieJar();
    await jar.setCookie('token=one; Path=/', 'http://localhost/');
    await jar.setCookie('token=two; Path=/', 'http://localhost/');
    expect(jar.getCookiesSync('http://localhost/').map(String)).toEqual(['token=two; Path=/']);
    await jar.setCookie('token=; Max-Age=0; Path=/', 'http://localhost/');
    expect(jar.getCookiesSync('http://localhost/')).toEqual([]);
  });

  it('reads back a jar saved as MSW saves it (the store index as JSON), from its own JSON or tough-cookie’s', async () => {
    const theirs = new tough.MemoryCookieStore();
    await new tough.CookieJar(theirs).setCookie('saved=yes; Path=/; Max-Age=3600', 'http://localhost:4173/');
    const saved: unknown[] = [];
    for (const paths of Object.values(theirs.idx)) for (const cookies of Object.values(paths)) for (const cookie of Object.values(cookies)) saved.push(cookie.toJSON());
    const store = new MemoryCookieStore();
    for (const raw of JSON.parse(JSON.stringify(saved)) as unknown[]) {
      const cookie = Cookie.fromJSON(raw)!;
      ((store.idx[cookie.domain!] ??= {})[cookie.path!] ??= {})[cookie.key] = cookie;
    }
    const jar = new CookieJar(store);
    expect(jar.getCookiesSync('http://localhost:4173/api/pages.php').map((cookie) => cookie.cookieString())).toEqual(['saved=yes']);
    const again = Cookie.fromJSON(JSON.parse(JSON.stringify(jar.getCookiesSync('http://localhost:4173/')[0])))!;
    expect(again.toString()).toBe('saved=yes; Max-Age=3600; Path=/');
    expect(Cookie.fromJSON('not json')).toBeUndefined();
    expect(Cookie.fromJSON(null)).toBeUndefined();
  });
});
