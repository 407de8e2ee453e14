/**
 * Salted PBKDF2-SHA-256 password hashes for the browser-side admin login (admin spec 5: the check is made in the
 * browser). Only the hash ships in the bundle, never the password.
 *
 * Format: `pbkdf2-sha256:<iterations>:<salt base64url>:<hash base64url>`. Colons rather than `$` separators because
 * Vite expands `$NAME` inside .env values, which would silently corrupt a salt starting with a letter.
 */

export const PASSWORD_HASH_SCHEME = 'pbkdf2-sha256';
/** Enough work to slow guessing, little enough that a login stays well under 300 ms in a browser. */
export const DEFAULT_PASSWORD_ITERATIONS = 150_000;
export const MIN_PASSWORD_ITERATIONS = 100_000;
/** A ceiling so a hostile or mistyped value cannot freeze the login for minutes. */
export const MAX_PASSWORD_ITERATIONS = 5_000_000;
const SALT_BYTES = 16;
const HASH_BYTES = 32;

export type ParsedPasswordHash = { iterations: number; salt: Uint8Array<ArrayBuffer>; hash: Uint8Array<ArrayBuffer> };

function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(value: string): Uint8Array<ArrayBuffer> | null {
  if (!/^[A-Za-z0-9_-]+$/.test(value)) return null;
  try {
    const binary = atob(value.replace(/-/g, '+').replace(/_/g, '/'));
    const bytes = new Uint8Array(binary.length);
    for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
    return bytes;
  } catch {
    return null;
  }
}

/** Reads a stored hash string; null when it is not a well-formed hash of this scheme. */
export function parsePasswordHash(value: string): ParsedPasswordHash | null {
  const parts = value.trim().split(':');
  if (parts.length !== 4) return null;
  const [scheme, iterationsText = '', saltText = '', hashText = ''] = parts;
  if (scheme !== PASSWORD_HASH_SCHEME || !/^\d+$/.test(iterationsText)) return null;
  const iterations = Number(iterationsText);
  if (iterations < MIN_PASSWORD_ITERATIONS || iterations > MAX_PASSWORD_ITERATIONS) return null;
  const salt = fromBase64Url(saltText);
  const hash = fromBase64Url(hashText);
  if (!salt || !hash || salt.length < 8 || hash.length !== HASH_BYTES) return null;
  return { iterations, salt, hash };
}

export function isPasswordHash(value: string): boolean {
  return parsePasswordHash(value) !== null;
}

async function derive(password: string, salt: Uint8Array<ArrayBuffer>, iterations: number): Promise<Uint8Array<ArrayBuffer>> {
  const subtle = globalThis.crypto.subtle;
  const key = await subtle.importKey('raw', new TextEncoder().encode(password), 'PBKDF2', false, ['deriveBits']);
  const bits = await subtle.deriveBits({ name: 'PBKDF2', hash: 'SHA-256', salt, iterations }, key, HASH_BYTES * 8);
  return new Uint8Array(bits);
}

/** Every byte is compared, so the time taken does not tell how much of a guess was right. */
export function constantTimeEqual(a: Uint8Array, b: Uint8Array): boolean {
  let difference = a.length ^ b.length;
  const length = Math.max(a.length, b.length);
  for (let i = 0; i < length; i += 1) difference |= (a[i] ?? 0) ^ (b[i] ?? 0);
  return difference === 0;
}

/** A new hash string for a password, with a fresh random salt. */
export async function hashPassword(
  password: string,
  { iterations = DEFAULT_PASSWORD_ITERATIONS, salt }: { iterations?: number; salt?: Uint8Array<ArrayBuffer> } = {},
): Promise<string> {
  if (!Number.isInteger(iterations) || iterations < MIN_PASSWORD_ITERATIONS || iterations > MAX_PASSWORD_ITERATIONS) {
    throw new RangeError(`iterations must be an integer from ${MIN_PASSWORD_ITERATIONS} to ${MAX_PASSWORD_ITERATIONS}`);
  }
  const saltBytes = salt ?? globalThis.crypto.getRandomValues(new Uint8Array(SALT_BYTES));
  const hash = await derive(password, saltBytes, iterations);
  return [PASSWORD_HASH_SCHEME, String(iterations), toBase64Url(saltBytes), toBase64Url(hash)].join(':');
}

/** True when the password matches the stored hash; a malformed hash string never matches (and never throws). */
export async function verifyPassword(password: string, storedHash: string): Promise<boolean> {
  const parsed = parsePasswordHash(storedHash);
  if (!parsed) return false;
  const candidate = await derive(password, parsed.salt, parsed.iterations);
  return constantTimeEqual(candidate, parsed.hash);
}
