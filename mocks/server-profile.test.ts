import { describe, expect, it } from 'vitest';
import { onSite, siteUrl } from './handlers/endpoint-routes';
import { acceptedKeys, requiresKey, serverProfile, servesEndpoint } from './server-profile';

describe('serverProfile', () => {
  it('serves slider images under {images}/slider in the demo profile and at the images base when strict', () => {
    expect(serverProfile({ imagesBase: '/images/' }).sliderImagesBase).toBe('/images/slider');
    expect(serverProfile({ imagesBase: 'https://api.example.com/images', strict: true, apiKey: 'k' }).sliderImagesBase).toBe('https://api.example.com/images');
    expect(serverProfile({ imagesBase: '/images', strict: true, apiKey: 'k', sliderImagesBase: '/uploads/slider/' }).sliderImagesBase).toBe('/uploads/slider');
  });

  it('refuses a strict profile without the key it would require', () => {
    expect(() => serverProfile({ imagesBase: '/images', strict: true })).toThrow(/apiKey/);
    expect(() => serverProfile({ imagesBase: '/images', strict: true, apiKey: '  ' })).toThrow(/apiKey/);
  });

  it('checks the key on the admin base and on keyed public calls only when strict', () => {
    const strict = serverProfile({ imagesBase: '/images', strict: true, apiKey: 'k' });
    const demo = serverProfile({ imagesBase: '/images' });
    expect(requiresKey(strict, 'getPages')).toBe(true);
    expect(requiresKey(strict, 'createNavigation')).toBe(true);
    expect(requiresKey(strict, 'getSeoSettings')).toBe(true);
    expect(requiresKey(strict, 'getNavigation')).toBe(false);
    expect(requiresKey(strict, 'submitContactForm')).toBe(false);
    expect(requiresKey(demo, 'getPages')).toBe(false);
  });

  it('leaves download_resume.php open with one shared key, as the specs send it without one', () => {
    expect(acceptedKeys(serverProfile({ imagesBase: '/images', strict: true, apiKey: 'k' }), 'downloadResume')).toBeNull();
  });

  it('with a separate admin key, requires it on every back-office call and accepts the public key only on public reads', () => {
    const hardened = serverProfile({ imagesBase: '/images', strict: true, apiKey: 'public', adminKey: 'admin' });
    for (const name of ['createNavigation', 'getContactFormData', 'getCareerApplications', 'downloadResume', 'updateAboutContent', 'getPages', 'getAdminProducts'] as const) {
      expect(acceptedKeys(hardened, name), name).toEqual(['admin']);
    }
    for (const name of ['getAboutContent', 'getTeamMembers', 'getCareerOpenings', 'getSeoSettings', 'getHomepageContent'] as const) {
      expect(acceptedKeys(hardened, name), name).toEqual(['public', 'admin']);
    }
    expect(acceptedKeys(hardened, 'getNavigation')).toBeNull();
    expect(acceptedKeys(hardened, 'submitCareerApplication')).toBeNull();
  });

  it('refuses an admin key that is blank, equal to the public key, or without the strict profile', () => {
    expect(() => serverProfile({ imagesBase: '/images', strict: true, apiKey: 'k', adminKey: 'k' })).toThrow(/adminKey/);
    expect(() => serverProfile({ imagesBase: '/images', strict: true, apiKey: 'k', adminKey: ' ' })).toThrow(/adminKey/);
    expect(() => serverProfile({ imagesBase: '/images', adminKey: 'a' })).toThrow(/adminKey/);
  });

  it('leaves the demo-only endpoints out of a strict server', () => {
    const strict = serverProfile({ imagesBase: '/images', strict: true, apiKey: 'k' });
    expect(servesEndpoint(strict, 'requestBrochure')).toBe(false);
    expect(servesEndpoint(strict, 'exportDataset')).toBe(false);
    expect(servesEndpoint(strict, 'getNavigation')).toBe(true);
    expect(servesEndpoint(serverProfile({ imagesBase: '/images' }), 'requestBrochure')).toBe(true);
  });
});

describe('a server that ignores include_inactive=1', () => {
  it('is a strict server only, and only when asked for', () => {
    expect(serverProfile({ imagesBase: '/images', strict: true, apiKey: 'k' }).ignoresIncludeInactive).toBe(false);
    expect(serverProfile({ imagesBase: '/images', strict: true, apiKey: 'k', ignoresIncludeInactive: true }).ignoresIncludeInactive).toBe(true);
    expect(() => serverProfile({ imagesBase: '/images', ignoresIncludeInactive: true })).toThrow(/strict/);
  });
});

describe('onSite (Node, no page)', () => {
  it('answers site-relative routes on any host the server is reached by, absolute ones only on their origin', () => {
    expect(siteUrl('/api/')).toEqual({ origin: null, path: '/api/' });
    expect(onSite(null, new URL('http://127.0.0.1:3002/api/x.php'))).toBe(true);
    expect(onSite(null, new URL('http://localhost:3002/api/x.php'))).toBe(true);
    const { origin } = siteUrl('https://api.example.com/api');
    expect(onSite(origin, new URL('https://api.example.com/api/x.php'))).toBe(true);
    expect(onSite(origin, new URL('https://other.example.com/api/x.php'))).toBe(false);
  });
});
