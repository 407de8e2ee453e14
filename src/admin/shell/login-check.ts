import { storeAdminCredential } from '../../data/admin-credential';
import { deriveAdminCredential } from '../../domain/admin-credential';
import { constantTimeEqual, verifyPassword } from '../../domain/password';

/** adminCredential 'derived' (hardened mode): a successful check also derives and keeps the back office's key. */
export type AdminCredentials = { adminUser: string; adminPasswordHash: string; adminCredential?: 'shared' | 'derived' };

/**
 * The browser-side login check (admin spec 5) against the configured user name and password hash. The password is
 * always hashed, even for a wrong user name, so the time taken does not reveal which of the two was wrong.
 */
export async function checkCredentials(username: string, password: string, config: AdminCredentials): Promise<boolean> {
  const encoder = new TextEncoder();
  const userMatches = constantTimeEqual(encoder.encode(username.trim()), encoder.encode(config.adminUser));
  const passwordMatches = await verifyPassword(password, config.adminPasswordHash);
  // Derived only from a password the hash accepted, and kept in this tab's session only (data/admin-credential.ts).
  if (userMatches && passwordMatches && config.adminCredential === 'derived') {
    storeAdminCredential(await deriveAdminCredential(password, config.adminPasswordHash));
  }
  return userMatches && passwordMatches;
}
