/** Password hashing and tokens with WebCrypto only, so the core runs in a browser too. */
const encoder = new TextEncoder();
const PBKDF2_ITERATIONS = 100_000;

function toHex(bytes: Uint8Array): string {
  let hex = '';
  for (const byte of bytes) hex += byte.toString(16).padStart(2, '0');
  return hex;
}

function fromHex(hex: string): Uint8Array {
  const bytes = new Uint8Array(hex.length / 2);
  for (let i = 0; i < bytes.length; i += 1)
    bytes[i] = Number.parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return bytes;
}

/** A random token of `bytes` bytes, as hex. */
export function randomToken(bytes = 32): string {
  return toHex(crypto.getRandomValues(new Uint8Array(bytes)));
}

/** A random token of `bytes` bytes, as base64url without padding (32 bytes: 43 characters). */
export function randomUrlToken(bytes = 32): string {
  let binary = '';
  for (const byte of crypto.getRandomValues(new Uint8Array(bytes))) {
    binary += String.fromCharCode(byte);
  }
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** The SHA-256 of text (as UTF-8) or of bytes, as hex. */
export async function sha256Hex(data: string | Uint8Array): Promise<string> {
  const bytes = typeof data === 'string' ? encoder.encode(data) : data;
  return toHex(new Uint8Array(await crypto.subtle.digest('SHA-256', bytes as BufferSource)));
}

async function pbkdf2(password: string, salt: Uint8Array, iterations: number): Promise<Uint8Array> {
  const key = await crypto.subtle.importKey('raw', encoder.encode(password), 'PBKDF2', false, [
    'deriveBits',
  ]);
  const bits = await crypto.subtle.deriveBits(
    { name: 'PBKDF2', hash: 'SHA-256', salt: salt as BufferSource, iterations },
    key,
    256,
  );
  return new Uint8Array(bits);
}

// Seeding hashes the same demo passwords with the same salts for every server a test suite makes.
const memo = new Map<string, Promise<string>>();

/**
 * Hashes a password as `pbkdf2-sha256$iterations$salt$hash`. A fixed `saltHex` (seed data only)
 * makes the result deterministic and lets it be memoized.
 */
export function hashPassword(password: string, saltHex?: string): Promise<string> {
  const derive = async (salt: Uint8Array) =>
    `pbkdf2-sha256$${PBKDF2_ITERATIONS}$${toHex(salt)}$${toHex(await pbkdf2(password, salt, PBKDF2_ITERATIONS))}`;
  if (!saltHex) return derive(crypto.getRandomValues(new Uint8Array(16)));
  const key = `${saltHex}:${password}`;
  let hashed = memo.get(key);
  if (!hashed) memo.set(key, (hashed = derive(fromHex(saltHex))));
  return hashed;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, iterations, saltHex, hashHex] = stored.split('$');
  if (scheme !== 'pbkdf2-sha256' || !iterations || !saltHex || !hashHex) return false;
  const actual = await pbkdf2(password, fromHex(saltHex), Number(iterations));
  const expected = fromHex(hashHex);
  if (actual.length !== expected.length) return false;
  let difference = 0;
  for (let i = 0; i < actual.length; i += 1) difference |= (actual[i] ?? 0) ^ (expected[i] ?? 0);
  return difference === 0;
}
