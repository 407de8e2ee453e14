import { constantTimeEqual, verifyPassword } from '../../domain/password';

export type AdminCredentials = { adminUser: string; adminPasswordHash: string };

/**
 * The browser-side login check (admin spec 5) against the configured user name and password hash. The password is
 * always hashed, even for a wrong user name, so the time taken does not reveal which of the two was wrong.
 */
export async function checkCredentials(username: string, password: string, config: AdminCredentials): Promise<boolean> {
  const encoder = new TextEncoder();
  const userMatches = constantTimeEqual(encoder.encode(username.trim()), encoder.encode(config.adminUser));
  const passwordMatches = await verifyPassword(password, config.adminPasswordHash);
  return userMatches && passwordMatches;
}
