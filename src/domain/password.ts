
/**
 * Salted PBKDF2-SHA-256 password hashes for the browser-side admin login (admin spec 5: the check is made in the
 * browser). Only the hash ships in the bundle, never the password.
 *
 * Format: `pbkdf2-sha256:<iterations>:<salt base64url>:<hash base64url>`. Colons rather than `$` separators because
 * Vite expands `$NAME` inside .env values, which would silently corrupt a salt starting with a letter.
 */

export const PASSWORD_HASH_SCHEME = 'pbkdf2-sha256';
/**
 * OWASP's current work factor for PBKDF2-HMAC-SHA256. The spec's browser-side login makes the hash public, so guessing
 * must be expensive; a login still takes well under a second with Web Crypto.
 */
export const DEFAULT_PASSWORD_ITERATIONS = 600_000;
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

/** How the key is derived: the browser's Web Crypto, or the audited pure-JS PBKDF2 where Web Crypto is missing. */
export type PasswordEngine = 'web-crypto' | 'pure-js';

/**
 * `crypto.subtle` exists only in secure contexts (https, localhost): a back office served over plain http on a LAN
 * address has no Web Crypto, so the pure-JS implementation (same algorithm, same result) takes over there.
 */
export function availablePasswordEngine(): PasswordEngine {
  return typeof globalThis.crypto?.subtle?.deriveBits === 'function' ? 'web-crypto' : 'pure-js';
}

/** PBKDF2-SHA-256 of a password (also the back office's derived credential, admin-credential.ts). */
export async function derive(
  password: string,
  salt: Uint8Array<ArrayBuffer>,
  iterations: number,
  engine: PasswordEngine,
): Promise<Uint8Array<ArrayBuffer>> {
  const secret = new TextEncoder().encode(password);
  if (engine === 'pure-js') {
    // Loaded only here (plain-http back offices), never with the public site. pbkdf2Async yields to the event loop,
    // so the "Logging in..." state keeps painting during the work.
    const [{ pbkdf2Async }, { sha256 }] = await Promise.all([import('@noble/hashes/pbkdf2.js'), import('@noble/hashes/sha2.js')]);
    const derived = await pbkdf2Async(sha256, secret, salt, { c: iterations, dkLen: HASH_BYTES });
    return new Uint8Array(derived);
  }
  const subtle = globalThis.crypto.subtle;
  const key = await subtle.importKey('raw', secret, 'PBKDF2', false, ['deriveBits']);
  const bits = await subtle.deriveBits({ name: 'PBKDF2', hash: 'SHA-256', salt, iterations }, key, HASH_BYTES * 8);
  return new Uint8Array(bits);
}

/** Random salt bytes; `getRandomValues` is available in insecure contexts too. */
function randomSalt(): Uint8Array<ArrayBuffer> {
  return globalThis.crypto.getRandomValues(new Uint8Array(SALT_BYTES));
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
  {
    iterations = DEFAULT_PASSWORD_ITERATIONS,
    salt,
    engine = availablePasswordEngine(),
  }: { iterations?: number; salt?: Uint8Array<ArrayBuffer>; engine?: PasswordEngine } = {},
): Promise<string> {
  if (!Number.isInteger(iterations) || iterations < MIN_PASSWORD_ITERATIONS || iterations > MAX_PASSWORD_ITERATIONS) {
    throw new RangeError(`iterations must be an integer from ${MIN_PASSWORD_ITERATIONS} to ${MAX_PASSWORD_ITERATIONS}`);
  }
  const saltBytes = salt ?? randomSalt();
  const hash = await derive(password, saltBytes, iterations, engine);
  return [PASSWORD_HASH_SCHEME, String(iterations), toBase64Url(saltBytes), toBase64Url(hash)].join(':');
}

/**
 * True when the password matches the stored hash; a malformed hash string never matches. Rejects only when the key
 * derivation itself fails (the login screen turns that into a readable message).
 */
export async function verifyPassword(
  password: string,
  storedHash: string,
  { engine = availablePasswordEngine() }: { engine?: PasswordEngine } = {},
): Promise<boolean> {
  const parsed = parsePasswordHash(storedHash);
  if (!parsed) return false;
  const candidate = await derive(password, parsed.salt, parsed.iterations, engine);
  return constantTimeEqual(candidate, parsed.hash);
}
