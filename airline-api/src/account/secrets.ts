import { createHash, randomBytes, randomInt, scrypt, timingSafeEqual } from 'node:crypto';

/** Random secrets (tokens, tickets, ids) and how they are stored: SHA-256 for random ones, scrypt for passwords. */
export const randomSecret = (bytes = 32): string => randomBytes(bytes).toString('base64url');

export const sha256 = (value: string): string => createHash('sha256').update(value).digest('base64url');

/** Six digits drawn with the CSPRNG. */
export const randomDigits = (length = 6): string => Array.from({ length }, () => String(randomInt(0, 10))).join('');

export function safeEqual(a: string, b: string): boolean {
  const x = createHash('sha256').update(a).digest();
  const y = createHash('sha256').update(b).digest();
  return timingSafeEqual(x, y);
}

const N = 16_384;
const R = 8;
const P = 1;
const KEYLEN = 32;

function derive(password: string, salt: Buffer, n: number, r: number, p: number): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, KEYLEN, { N: n, r, p, maxmem: 64 * 1024 * 1024 }, (err, key) =>
      err ? reject(err) : resolve(key),
    ),
  );
}

/** `scrypt$N$r$p$salt$key`, salt of 16 random bytes. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, N, R, P);
  return ['scrypt', N, R, P, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/** Computed once so unknown accounts cost the same scrypt as known ones. */
let dummy: Promise<string> | null = null;

/** Constant-time check; a missing hash still runs scrypt against a dummy so timing does not tell. */
export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  dummy ??= hashPassword('dummy-password-for-timing');
  const [kind, n, r, p, salt, key] = (stored ?? (await dummy)).split('$');
  if (kind !== 'scrypt' || !n || !r || !p || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64url');
  const actual = await derive(password, Buffer.from(salt, 'base64url'), Number(n), Number(r), Number(p));
  return timingSafeEqual(actual, expected) && stored !== null;
}
