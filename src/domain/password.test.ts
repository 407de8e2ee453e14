import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  DEFAULT_PASSWORD_ITERATIONS,
  MIN_PASSWORD_ITERATIONS,
  availablePasswordEngine,
  constantTimeEqual,
  hashPassword,
  isPasswordHash,
  parsePasswordHash,
  verifyPassword,
} from './password';

// A hash made from `correct-horse` with a fixed salt (the demo login's own hash is tested in src/config.test.ts).
const KNOWN_HASH = 'pbkdf2-sha256:100000:AQIDBAUGBwgJCgsMDQ4PEA:Y9_HFfqRQQEwVjBUEnRIYxods2aWCb4JOje_PqhEorw';
const KNOWN_PASSWORD = 'correct-horse';

describe('verifyPassword', () => {
  it('accepts the password a stored hash was made from', async () => {
    expect(await verifyPassword(KNOWN_PASSWORD, KNOWN_HASH)).toBe(true);
  });

  it('refuses a wrong password, a near miss and an empty one', async () => {
    expect(await verifyPassword('correct-hors', KNOWN_HASH)).toBe(false);
    expect(await verifyPassword(`${KNOWN_PASSWORD} `, KNOWN_HASH)).toBe(false);
    expect(await verifyPassword('', KNOWN_HASH)).toBe(false);
  });

  it.each([
    [''],
    ['correct-horse'],
    ['pbkdf2-sha256:150000:only-three'],
    ['sha1:150000:jALuS2p0nGHQMem2TiIdfw:gfO03zHTtf8OhN9041og82OMaCOHRBwhpPz9BnI3RaE'],
    ['pbkdf2-sha256:abc:jALuS2p0nGHQMem2TiIdfw:gfO03zHTtf8OhN9041og82OMaCOHRBwhpPz9BnI3RaE'],
    ['pbkdf2-sha256:10:jALuS2p0nGHQMem2TiIdfw:gfO03zHTtf8OhN9041og82OMaCOHRBwhpPz9BnI3RaE'],
    ['pbkdf2-sha256:150000:not base64!:gfO03zHTtf8OhN9041og82OMaCOHRBwhpPz9BnI3RaE'],
    ['pbkdf2-sha256:150000:jALuS2p0nGHQMem2TiIdfw:c2hvcnQ'],
    ['pbkdf2-sha256$150000$jALuS2p0nGHQMem2TiIdfw$gfO03zHTtf8OhN9041og82OMaCOHRBwhpPz9BnI3RaE'],
  ])('answers false, without throwing, for the malformed hash %j', async (hash) => {
    expect(isPasswordHash(hash)).toBe(false);
    await expect(verifyPassword(KNOWN_PASSWORD, hash)).resolves.toBe(false);
  });
});

describe('hashPassword', () => {
  it('makes a hash that verifies the password it was made from and no other', async () => {
    const hash = await hashPassword('n3w-Secret!', { iterations: MIN_PASSWORD_ITERATIONS });
    expect(hash).toMatch(/^pbkdf2-sha256:100000:[\w-]+:[\w-]+$/);
    expect(await verifyPassword('n3w-Secret!', hash)).toBe(true);
    expect(await verifyPassword('n3w-secret!', hash)).toBe(false);
  });

  it('salts every hash, so the same password gives different strings', async () => {
    const [a, b] = await Promise.all([hashPassword('same'), hashPassword('same')]);
    expect(a).not.toBe(b);
  });

  it('is deterministic for a given salt and keeps its fields readable', async () => {
    const salt = new Uint8Array(16).fill(7);
    const hash = await hashPassword('pw', { salt, iterations: 120_000 });
    expect(await hashPassword('pw', { salt, iterations: 120_000 })).toBe(hash);
    expect(parsePasswordHash(hash)).toMatchObject({ iterations: 120_000, salt });
  });

  it('refuses an iteration count below the minimum', async () => {
    await expect(hashPassword('pw', { iterations: 1000 })).rejects.toThrow(RangeError);
  });
});

describe('constantTimeEqual', () => {
  it('compares byte arrays of equal and different lengths', () => {
    expect(constantTimeEqual(new Uint8Array([1, 2, 3]), new Uint8Array([1, 2, 3]))).toBe(true);
    expect(constantTimeEqual(new Uint8Array([1, 2, 3]), new Uint8Array([1, 2, 4]))).toBe(false);
    expect(constantTimeEqual(new Uint8Array([1, 2, 3]), new Uint8Array([1, 2]))).toBe(false);
  });
});

describe('without Web Crypto (a page served over plain http)', () => {
  afterEach(() => vi.unstubAllGlobals());

  function removeWebCrypto() {
    const { getRandomValues } = globalThis.crypto;
    // Insecure contexts keep getRandomValues but have no crypto.subtle.
    vi.stubGlobal('crypto', { getRandomValues: getRandomValues.bind(globalThis.crypto) });
  }

  it('falls back to the pure-JS PBKDF2 and still verifies a stored hash', async () => {
    removeWebCrypto();
    expect(availablePasswordEngine()).toBe('pure-js');
    expect(await verifyPassword(KNOWN_PASSWORD, KNOWN_HASH)).toBe(true);
    expect(await verifyPassword('correct-hors', KNOWN_HASH)).toBe(false);
  });

  it('makes hashes the Web Crypto path accepts, and the other way round', async () => {
    const salt = new Uint8Array(16).fill(3);
    const webCrypto = await hashPassword('pw', { salt, iterations: MIN_PASSWORD_ITERATIONS, engine: 'web-crypto' });
    const pureJs = await hashPassword('pw', { salt, iterations: MIN_PASSWORD_ITERATIONS, engine: 'pure-js' });
    expect(pureJs).toBe(webCrypto);
  });
});

describe('work factor', () => {
  it('follows the OWASP guidance for PBKDF2-HMAC-SHA256 (600,000 iterations)', async () => {
    expect(DEFAULT_PASSWORD_ITERATIONS).toBeGreaterThanOrEqual(600_000);
    expect(parsePasswordHash(await hashPassword('pw'))?.iterations).toBe(DEFAULT_PASSWORD_ITERATIONS);
  });
});
