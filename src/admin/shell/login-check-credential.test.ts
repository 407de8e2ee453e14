// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { readAdminCredential } from '../../data/admin-credential';
import { deriveAdminCredential } from '../../domain/admin-credential';
import { hashPassword } from '../../domain/password';
import { checkCredentials } from './login-check';

afterEach(() => sessionStorage.clear());

describe('the login check in hardened mode (VITE_ADMIN_CREDENTIAL=derived)', () => {
  it('keeps the credential derived from a correct password in the session, and nothing after a wrong one', async () => {
    const adminPasswordHash = await hashPassword('a long passphrase', { iterations: 100_000 });
    const config = { adminUser: 'admin', adminPasswordHash, adminCredential: 'derived' as const };
    expect(await checkCredentials('admin', 'wrong passphrase', config)).toBe(false);
    expect(await checkCredentials('someone', 'a long passphrase', config)).toBe(false);
    expect(readAdminCredential()).toBeNull();
    expect(await checkCredentials('admin', 'a long passphrase', config)).toBe(true);
    expect(readAdminCredential()).toBe(await deriveAdminCredential('a long passphrase', adminPasswordHash));
  });

  it('keeps nothing with the shared key (the default)', async () => {
    const adminPasswordHash = await hashPassword('a long passphrase', { iterations: 100_000 });
    expect(await checkCredentials('admin', 'a long passphrase', { adminUser: 'admin', adminPasswordHash })).toBe(true);
    expect(readAdminCredential()).toBeNull();
  });
});
