import { describe, expect, it } from 'vitest';
import { deriveAdminCredential } from './admin-credential';
import { hashPassword } from './password';

const salt = new Uint8Array([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16]);

describe('deriveAdminCredential', () => {
  it('derives one value per password and hash, apart from the hash itself, the same with either engine', async () => {
    const hash = await hashPassword('a long passphrase', { iterations: 100_000, salt });
    const credential = await deriveAdminCredential('a long passphrase', hash, { engine: 'web-crypto' });
    expect(credential).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(hash).not.toContain(credential);
    expect(await deriveAdminCredential('a long passphrase', hash, { engine: 'pure-js' })).toBe(credential);
    expect(await deriveAdminCredential('another passphrase', hash)).not.toBe(credential);
    // A new hash of the same password (a new salt) gives a new credential.
    const rehashed = await hashPassword('a long passphrase', { iterations: 100_000 });
    expect(await deriveAdminCredential('a long passphrase', rehashed)).not.toBe(credential);
  });

  it('rejects a malformed hash', async () => {
    await expect(deriveAdminCredential('pw', 'not-a-hash')).rejects.toThrow(/hash-password/);
  });
});
