import { describe, expect, it } from 'vitest';
import { verifyPassword } from './domain/password';
import { ConfigError, DATA_ADAPTERS, DEFAULT_ADMIN_PASSWORD_HASH, DEFAULT_KIOSK_IDLE_MINUTES, getConfig, readConfig } from './config';

const configError = (env: Record<string, unknown>): ConfigError => {
  try {
    readConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  throw new Error('readConfig should have thrown a ConfigError');
};

describe('readConfig', () => {
  it('reads the site origin for absolute URLs and refuses one with a path', () => {
    expect(readConfig({ VITE_SITE_ORIGIN: 'https://www.ironcreststeel.com/' }).siteOrigin).toBe('https://www.ironcreststeel.com');
    expect(() => readConfig({ VITE_SITE_ORIGIN: 'https://www.ironcreststeel.com/demo' })).toThrow(/VITE_SITE_ORIGIN must be the site's origin/);
    expect(() => readConfig({ VITE_SITE_ORIGIN: 'www.ironcreststeel.com' })).toThrow(/VITE_SITE_ORIGIN/);
  });

  it('uses the documented defaults when nothing is set', () => {
    expect(readConfig({})).toEqual({
      dataAdapter: 'msw',
      apiBase: '/api',
      adminApiBase: '/api/admin',
      seoApiBase: '/api/admin',
      imagesBase: '/images',
      imageFolders: { page_images: 'page_images', slider: 'slider' },
      apiKey: '',
      adminCredential: 'shared',
      siteOrigin: null,
      siteTimeZone: 'Asia/Kolkata',
      brochure: { fileUrl: null, requestEndpoint: 'request_brochure.php' },
      jsonServerUrl: 'http://localhost:3001',
      basePath: '/',
      adminUser: 'admin',
      adminPasswordHash: DEFAULT_ADMIN_PASSWORD_HASH,
      apiTimeoutMs: 15_000,
      kiosk: false,
      kioskIdleMinutes: DEFAULT_KIOSK_IDLE_MINUTES,
      adminIdleMinutes: 30,
      draftRetentionDays: 7,
      imageMaxSide: 2560,
      serviceWorkerUrl: '/mockServiceWorker.js',
      offlineWorker: false,
    });
  });

  it('switches kiosk mode on with VITE_KIOSK=1 or true, and off with 0, false or blank', () => {
    expect(readConfig({ VITE_KIOSK: '1' }).kiosk).toBe(true);
    expect(readConfig({ VITE_KIOSK: 'true' }).kiosk).toBe(true);
    expect(readConfig({ VITE_KIOSK: '0' }).kiosk).toBe(false);
    expect(readConfig({ VITE_KIOSK: 'false' }).kiosk).toBe(false);
    expect(readConfig({ VITE_KIOSK: ' ' }).kiosk).toBe(false);
    expect(() => readConfig({ VITE_KIOSK: 'yes please' })).toThrow('VITE_KIOSK must be 1 or 0');
  });

  it('reads the kiosk idle time in minutes and refuses a time that is not above zero', () => {
    expect(readConfig({ VITE_KIOSK_IDLE_MINUTES: '5' }).kioskIdleMinutes).toBe(5);
    expect(readConfig({ VITE_KIOSK_IDLE_MINUTES: '0.5' }).kioskIdleMinutes).toBe(0.5);
    for (const bad of ['0', '-1', 'soon', '100000']) {
      expect(() => readConfig({ VITE_KIOSK_IDLE_MINUTES: bad }), bad).toThrow('VITE_KIOSK_IDLE_MINUTES must be a number');
    }
  });

  it('reads the longest side of uploaded images (default 2560) and refuses one that is no whole number from 320 to 8192', () => {
    expect(readConfig({ VITE_IMAGE_MAX_SIDE: ' 1920 ' }).imageMaxSide).toBe(1920);
    expect(readConfig({ VITE_IMAGE_MAX_SIDE: '' }).imageMaxSide).toBe(2560);
    for (const bad of ['0', '319', '2560.5', 'big', '9000']) {
      expect(() => readConfig({ VITE_IMAGE_MAX_SIDE: bad }), bad).toThrow('VITE_IMAGE_MAX_SIDE must be a whole number of pixels from 320 to 8192');
    }
  });

  it('reads the back-office idle time in minutes (default 30) and refuses one outside 1 to 480', () => {
    expect(readConfig({ VITE_ADMIN_IDLE_MINUTES: ' 15 ' }).adminIdleMinutes).toBe(15);
    expect(readConfig({ VITE_ADMIN_IDLE_MINUTES: '' }).adminIdleMinutes).toBe(30);
    for (const bad of ['0', '0.5', '-5', 'half an hour', '481']) {
      expect(() => readConfig({ VITE_ADMIN_IDLE_MINUTES: bad }), bad).toThrow('VITE_ADMIN_IDLE_MINUTES must be a number of minutes from 1 to 480');
    }
  });

  it('reads how many days drafts are kept (default 7) and refuses a value outside 1 to 365 whole days', () => {
    expect(readConfig({}).draftRetentionDays).toBe(7);
    expect(readConfig({ VITE_DRAFT_RETENTION_DAYS: ' 30 ' }).draftRetentionDays).toBe(30);
    for (const bad of ['0', '1.5', '-2', 'a week', '366']) {
      expect(() => readConfig({ VITE_DRAFT_RETENTION_DAYS: bad }), bad).toThrow('VITE_DRAFT_RETENTION_DAYS must be a whole number of days from 1 to 365');
    }
  });

  it('points a production build at the offline worker under the base path, the dev server at MSW alone', () => {
    expect(readConfig({ PROD: true, BASE_URL: '/demo/' })).toMatchObject({
      serviceWorkerUrl: '/demo/service-worker.js',
      offlineWorker: true,
    });
    expect(readConfig({ PROD: false, BASE_URL: '/demo/' })).toMatchObject({
      serviceWorkerUrl: '/demo/mockServiceWorker.js',
      offlineWorker: false,
    });
  });

  it('reads the API timeout and refuses values that are not milliseconds from 1000 to 600000', () => {
    expect(readConfig({ VITE_API_TIMEOUT_MS: '8000' }).apiTimeoutMs).toBe(8000);
    for (const bad of ['abc', '10', '-5', '9999999']) {
      expect(() => readConfig({ VITE_API_TIMEOUT_MS: bad })).toThrow(/VITE_API_TIMEOUT_MS/);
    }
  });

  it('treats blank values as not set', () => {
    expect(readConfig({ VITE_DATA_ADAPTER: ' ', VITE_API_BASE: '', VITE_IMAGES_BASE: '  ' })).toMatchObject({
      dataAdapter: 'msw',
      apiBase: '/api',
      imagesBase: '/images',
    });
  });

  it.each(DATA_ADAPTERS)('accepts the data adapter %s', (adapter) => {
    expect(readConfig({ VITE_DATA_ADAPTER: adapter }).dataAdapter).toBe(adapter);
  });

  it('refuses an unknown data adapter with a ConfigError naming the variable', () => {
    const error = configError({ VITE_DATA_ADAPTER: 'mysql' });
    expect(error.name).toBe('ConfigError');
    expect(error.message).toContain('VITE_DATA_ADAPTER');
    expect(error.message).toContain('mysql');
  });

  it('trims trailing slashes from every base', () => {
    expect(
      readConfig({
        VITE_API_BASE: '/demo/api/',
        VITE_ADMIN_API_BASE: '/demo/api/admin//',
        VITE_IMAGES_BASE: ' /static/images/ ',
        VITE_SEO_API_BASE: '/seo/',
        VITE_JSON_SERVER_URL: 'http://127.0.0.1:4000/',
      }),
    ).toMatchObject({
      apiBase: '/demo/api',
      adminApiBase: '/demo/api/admin',
      imagesBase: '/static/images',
      seoApiBase: '/seo',
      jsonServerUrl: 'http://127.0.0.1:4000',
    });
  });

  it('keeps the site root "/" as an empty base, so paths join as "/get_navigation.php"', () => {
    expect(readConfig({ VITE_API_BASE: '/' }).apiBase).toBe('');
  });

  it('accepts absolute http and https bases', () => {
    expect(
      readConfig({ VITE_API_BASE: 'https://api.ironcreststeel.com/api', VITE_ADMIN_API_BASE: 'http://localhost:8080/api/admin' }),
    ).toMatchObject({ apiBase: 'https://api.ironcreststeel.com/api', adminApiBase: 'http://localhost:8080/api/admin' });
  });

  it.each([
    ['VITE_API_BASE', 'api'],
    ['VITE_API_BASE', 'ftp://x'],
    ['VITE_ADMIN_API_BASE', 'admin'],
    ['VITE_IMAGES_BASE', 'images'],
    ['VITE_JSON_SERVER_URL', 'localhost:3001'],
    ['VITE_SEO_API_BASE', 'ftp://x'],
    ['VITE_API_BASE', 'https://'],
  ])('refuses %s=%j with a ConfigError naming the variable', (name, value) => {
    expect(configError({ [name]: value }).message).toContain(name);
  });

  it('names every broken variable at once', () => {
    const error = configError({ VITE_DATA_ADAPTER: 'nope', VITE_IMAGES_BASE: 'images' });
    expect(error.message).toContain('VITE_DATA_ADAPTER');
    expect(error.message).toContain('VITE_IMAGES_BASE');
  });

  it('takes the SEO base from the admin base unless VITE_SEO_API_BASE is set', () => {
    expect(readConfig({ VITE_ADMIN_API_BASE: '/demo/api/admin' }).seoApiBase).toBe('/demo/api/admin');
    expect(readConfig({ VITE_ADMIN_API_BASE: '/demo/api/admin', VITE_SEO_API_BASE: '/demo/seo' }).seoApiBase).toBe('/demo/seo');
    expect(readConfig({ VITE_SEO_API_BASE: 'https://seo.example.com/api/' }).seoApiBase).toBe('https://seo.example.com/api');
  });

  it('serves the images from under the base path unless VITE_IMAGES_BASE is set', () => {
    expect(readConfig({ BASE_URL: '/demo/' }).imagesBase).toBe('/demo/images');
    expect(readConfig({ BASE_URL: '/demo/', VITE_IMAGES_BASE: 'https://cdn.example.com/img' }).imagesBase).toBe('https://cdn.example.com/img');
  });

  it('reads the API key and the base path as given', () => {
    expect(readConfig({ VITE_API_KEY: 'demo-key', BASE_URL: '/site/' })).toMatchObject({ apiKey: 'demo-key', basePath: '/site/' });
  });

  it('reads where the back office\'s credential comes from: shared by default, derived in hardened mode', () => {
    expect(readConfig({}).adminCredential).toBe('shared');
    expect(readConfig({ VITE_ADMIN_CREDENTIAL: ' Derived ' }).adminCredential).toBe('derived');
    expect(() => readConfig({ VITE_ADMIN_CREDENTIAL: 'secret-key' })).toThrow(/VITE_ADMIN_CREDENTIAL must be shared .* or derived/);
  });

  it('reads the admin user name, trimmed, and treats a blank one as the default admin', () => {
    expect(readConfig({ VITE_ADMIN_USER: ' editor ' }).adminUser).toBe('editor');
    expect(readConfig({ VITE_ADMIN_USER: '  ' }).adminUser).toBe('admin');
  });

  it('accepts an admin password hash in the hash-password format', () => {
    const hash = 'pbkdf2-sha256:120000:c2FsdHNhbHRzYWx0:AAECAwQFBgcICQoLDA0ODxAREhMUFRYXGBkaGxwdHh8';
    expect(readConfig({ VITE_ADMIN_PASSWORD_HASH: ` ${hash} ` }).adminPasswordHash).toBe(hash);
    expect(readConfig({ VITE_ADMIN_PASSWORD_HASH: '' }).adminPasswordHash).toBe(DEFAULT_ADMIN_PASSWORD_HASH);
  });

  it('ships a default admin password hash that verifies the demo password (named in the README, not in the bundle)', async () => {
    const demoPassword = ['admin', '123'].join('');
    expect(await verifyPassword(demoPassword, readConfig({}).adminPasswordHash)).toBe(true);
    expect(await verifyPassword('admin', readConfig({}).adminPasswordHash)).toBe(false);
  });

  it.each([['letmein'], ['pbkdf2-sha256:1000:c2FsdHNhbHRzYWx0:AAECAwQFBgcICQoLDA0ODxAREhMUFRYXGBkaGxwdHh8'], ['pbkdf2-sha256$150000$abc$def']])(
    'refuses the admin password hash %j with a ConfigError naming the variable',
    (value) => {
      const error = configError({ VITE_ADMIN_PASSWORD_HASH: value });
      expect(error.message).toContain('VITE_ADMIN_PASSWORD_HASH');
      expect(error.message).not.toContain(value);
    },
  );

  it('reads the slider image folder under the images base; / means the base itself', () => {
    expect(readConfig({ VITE_SLIDER_IMAGES_PATH: 'uploads/slider/' }).imageFolders).toEqual({ page_images: 'page_images', slider: 'uploads/slider' });
    expect(readConfig({ VITE_SLIDER_IMAGES_PATH: '/' }).imageFolders.slider).toBe('');
    expect(configError({ VITE_SLIDER_IMAGES_PATH: '../secrets' }).message).toContain('VITE_SLIDER_IMAGES_PATH');
  });

  it('reads the site time zone and refuses one the browser does not know', () => {
    expect(readConfig({ VITE_SITE_TIME_ZONE: 'Europe/London' }).siteTimeZone).toBe('Europe/London');
    expect(configError({ VITE_SITE_TIME_ZONE: 'India' }).message).toContain('VITE_SITE_TIME_ZONE');
  });

  it('posts brochure requests to the demo API only, unless an endpoint is configured', () => {
    expect(readConfig({ VITE_DATA_ADAPTER: 'http' }).brochure).toEqual({ fileUrl: null, requestEndpoint: null });
    expect(readConfig({ VITE_DATA_ADAPTER: 'dexie' }).brochure.requestEndpoint).toBe('request_brochure.php');
    expect(readConfig({ VITE_DATA_ADAPTER: 'http', VITE_BROCHURE_ENDPOINT: 'brochure_request.php' }).brochure.requestEndpoint).toBe('brochure_request.php');
    expect(readConfig({ VITE_BROCHURE_ENDPOINT: 'none' }).brochure.requestEndpoint).toBeNull();
    expect(readConfig({ VITE_BROCHURE_URL: '/files/ironcrest-brochure.pdf' }).brochure.fileUrl).toBe('/files/ironcrest-brochure.pdf');
    expect(configError({ VITE_BROCHURE_URL: 'javascript:alert(1)' }).message).toContain('VITE_BROCHURE_URL');
    expect(configError({ VITE_BROCHURE_ENDPOINT: 'request brochure' }).message).toContain('VITE_BROCHURE_ENDPOINT');
  });

  it('ignores unrelated variables', () => {
    expect(readConfig({ DEV: true, MODE: 'test', SSR: false }).dataAdapter).toBe('msw');
  });
});

describe('getConfig', () => {
  it('reads the environment once and answers the same object afterwards', () => {
    const first = getConfig();
    expect(DATA_ADAPTERS).toContain(first.dataAdapter);
    expect(getConfig()).toBe(first);
  });
});
