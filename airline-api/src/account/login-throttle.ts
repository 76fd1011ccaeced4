import { eq, inArray } from 'drizzle-orm';
import { ResultCode } from '@/lib/contract';
import { loginFailure } from '../db/schema';
import { ApiError } from '../errors';
import type { Services } from '../services';
import { consumeCaptcha } from './captcha';

/**
 * After 3 failures of an account or of an address the captcha is required on every try; after 10 from one
 * address that address is locked 15 minutes. An account is never locked: a lock anyone can set by typing
 * wrong passwords would let one visitor shut a member out, while a captcha on each try costs the guesser
 * and asks the member for one slide (decision 12).
 */
export const CAPTCHA_AFTER = 3;
export const LOCK_AFTER = 10;
export const LOCK_MS = 15 * 60_000;
/** Failures older than this are forgotten (unless they locked). */
const WINDOW_MS = 60 * 60_000;

type Row = typeof loginFailure.$inferSelect;

export const accountKey = (target: string) => `acct:${target}`;
const IP_PREFIX = 'ip:';
export const ipKey = (ip: string) => `${IP_PREFIX}${ip}`;

function live(row: Row | undefined, now: number): { count: number; locked: boolean } {
  if (!row) return { count: 0, locked: false };
  const lockedUntil = row.lockedUntil?.getTime();
  if (lockedUntil !== undefined)
    return lockedUntil > now ? { count: row.count, locked: true } : { count: 0, locked: false };
  return now - row.firstAt.getTime() > WINDOW_MS ? { count: 0, locked: false } : { count: row.count, locked: false };
}

/**
 * Before checking a password: a locked address is RATE_LIMITED, and after 3 failures of the account or of
 * the address a captcha token is needed (and used up). Known and unknown accounts alike.
 */
export async function loginGate(s: Services, keys: { account: string; ip: string }, captchaToken?: string) {
  const now = s.clock.now();
  const rows = await s.db
    .select()
    .from(loginFailure)
    .where(inArray(loginFailure.key, [keys.account, keys.ip]));
  const account = live(
    rows.find((r) => r.key === keys.account),
    now,
  );
  const ip = live(
    rows.find((r) => r.key === keys.ip),
    now,
  );
  if (ip.locked) throw new ApiError(ResultCode.RATE_LIMITED);
  if (Math.max(account.count, ip.count) >= CAPTCHA_AFTER) await consumeCaptcha(s, captchaToken);
}

/** Counts a failure against the account and the address; only an address key can lock. */
export async function recordFailure(s: Services, keys: string[]): Promise<void> {
  const now = s.clock.now();
  await s.db.transaction(async (tx) => {
    for (const key of keys) {
      const [row] = await tx.select().from(loginFailure).where(eq(loginFailure.key, key)).for('update');
      const current = live(row, now);
      const count = current.count + 1;
      const next = {
        count,
        firstAt: current.count === 0 ? new Date(now) : (row?.firstAt ?? new Date(now)),
        lockedUntil: key.startsWith(IP_PREFIX) && count >= LOCK_AFTER ? new Date(now + LOCK_MS) : null,
      };
      await tx
        .insert(loginFailure)
        .values({ key, ...next })
        .onConflictDoUpdate({ target: loginFailure.key, set: next });
    }
  });
}

export async function clearFailures(s: Services, key: string): Promise<void> {
  await s.db.delete(loginFailure).where(eq(loginFailure.key, key));
}
