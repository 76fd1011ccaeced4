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

/**
 * scrypt's cost: OWASP's figure for scrypt (N=2^17, r=8, p=1), 128 MiB of memory per hash. Every hash
 * carries the parameters it was made with, so older hashes still verify and are redone at the next login
 * (`needsRehash`).
 */
export type ScryptParams = { N: number; r: number; p: number };
export const SCRYPT_PARAMS: ScryptParams = { N: 2 ** 17, r: 8, p: 1 };
let cost: ScryptParams = SCRYPT_PARAMS;

/**
 * Tests only (airline-api/test/test-server.ts): a cheaper cost, so suites that log in dozens of times run
 * in seconds. Production code never calls it; the hardening test puts SCRYPT_PARAMS back to check them.
 */
export function setPasswordCostForTests(params: ScryptParams): void {
  cost = params;
}

/** Tests only: the cost new hashes are made at now (the seeded-database copy is kept per cost). */
export function passwordCostForTests(): ScryptParams {
  return cost;
}
const KEYLEN = 32;
/** Refuses stored parameters beyond this (a hash is ours, but a bad row must not take a gigabyte). */
const MAX_N = 2 ** 20;

function derive(password: string, salt: Buffer, { N, r, p }: ScryptParams): Promise<Buffer> {
  // scrypt needs 128·N·r bytes; node refuses anything above maxmem (32 MiB by default).
  const maxmem = 2 * 128 * N * r * p;
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, KEYLEN, { N, r, p, maxmem }, (err, key) =>
      err ? reject(err) : resolve(key),
    ),
  );
}

/** `scrypt$N$r$p$salt$key`, salt of 16 random bytes. */
export async function hashPassword(password: string, params: ScryptParams = cost): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, params);
  return ['scrypt', params.N, params.r, params.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

type Parsed = ScryptParams & { salt: Buffer; key: Buffer };

function parseHash(stored: string): Parsed | null {
  const [kind, n, r, p, salt, key, ...rest] = stored.split('$');
  if (kind !== 'scrypt' || !salt || !key || rest.length > 0) return null;
  const params = { N: Number(n), r: Number(r), p: Number(p) };
  const sane =
    Number.isInteger(params.N) &&
    params.N > 1 &&
    params.N <= MAX_N &&
    (params.N & (params.N - 1)) === 0 &&
    Number.isInteger(params.r) &&
    params.r >= 1 &&
    params.r <= 32 &&
    Number.isInteger(params.p) &&
    params.p >= 1 &&
    params.p <= 16;
  return sane ? { ...params, salt: Buffer.from(salt, 'base64url'), key: Buffer.from(key, 'base64url') } : null;
}

/** True for a hash made with a lower cost than today's (or not one of ours): redo it once the password is known. */
export function needsRehash(stored: string): boolean {
  const parsed = parseHash(stored);
  return !parsed || parsed.N < cost.N || parsed.r < cost.r || parsed.p < cost.p;
}

/** Computed once so unknown accounts cost the same scrypt as known ones. */
let dummy: Promise<string> | null = null;

/** Constant-time check; a missing hash still runs scrypt against a dummy so timing does not tell. */
export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  dummy ??= hashPassword('dummy-password-for-timing');
  const parsed = parseHash(stored ?? (await dummy));
  if (!parsed) return false;
  const actual = await derive(password, parsed.salt, parsed);
  return actual.length === parsed.key.length && timingSafeEqual(actual, parsed.key) && stored !== null;
}
