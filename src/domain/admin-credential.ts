import { derive, parsePasswordHash, type PasswordEngine, availablePasswordEngine } from './password';

/**
 * The back-office credential of hardened mode (VITE_ADMIN_CREDENTIAL=derived): what the back office sends as X-API-Key
 * on the calls the contract marks 'admin', derived at login from the typed password, so no back-office secret is in
 * the bundle and one secret is typed. PBKDF2-SHA-256 over the password with the login hash's iterations and a salt of
 * its own (a fixed label before the hash's random salt): knowing the hash, which the bundle holds, gives the
 * credential no sooner than guessing the password does, and a new password (a new hash) gives a new credential.
 * `npm run hash-password` prints the value the server must accept.
 */

/** Sets the credential's salt apart from the login hash's (same random bytes, a different label). */
const CREDENTIAL_SALT_LABEL = 'ironcrest-admin-credential:';
const CREDENTIAL_BYTES = 32;

function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/**
 * The credential for `password` under the configured login hash (base64url, 43 characters). Call it only with a
 * password the hash accepts: a wrong one gives a credential the server refuses. Rejects on a malformed hash.
 */
export async function deriveAdminCredential(
  password: string,
  passwordHash: string,
  { engine = availablePasswordEngine() }: { engine?: PasswordEngine } = {},
): Promise<string> {
  const parsed = parsePasswordHash(passwordHash);
  if (!parsed) throw new Error('The admin password hash is not a hash printed by npm run hash-password');
  const label = new TextEncoder().encode(CREDENTIAL_SALT_LABEL);
  const salt = new Uint8Array(label.length + parsed.salt.length);
  salt.set(label);
  salt.set(parsed.salt, label.length);
  const bits = await derive(password, salt, parsed.iterations, engine);
  return toBase64Url(bits.slice(0, CREDENTIAL_BYTES));
}
