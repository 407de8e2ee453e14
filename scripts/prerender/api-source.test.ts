import { describe, expect, it } from 'vitest';
import { prerenderApiSource } from './api-source';

describe('prerenderApiSource', () => {
  it('reads the API at PRERENDER_API_ORIGIN with the build-time PRERENDER_API_KEY, not a VITE_ variable', () => {
    expect(prerenderApiSource({ PRERENDER_API_ORIGIN: 'http://127.0.0.1:3002/', PRERENDER_API_KEY: ' build-secret ', VITE_API_KEY: 'public' })).toEqual({
      kind: 'api',
      origin: 'http://127.0.0.1:3002',
      apiKey: 'build-secret',
    });
  });

  it('leaves the key to the configuration (VITE_API_KEY) when PRERENDER_API_KEY is unset or blank', () => {
    expect(prerenderApiSource({ PRERENDER_API_ORIGIN: 'http://api.local', PRERENDER_API_KEY: ' ' })).toEqual({ kind: 'api', origin: 'http://api.local' });
  });

  it('is no source without PRERENDER_API_ORIGIN', () => {
    expect(prerenderApiSource({ PRERENDER_API_KEY: 'k' })).toBeNull();
  });
});
