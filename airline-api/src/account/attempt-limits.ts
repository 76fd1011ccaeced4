import { sql } from 'drizzle-orm';
import { ResultCode } from '@/lib/contract';
import { attemptCounter } from '../db/schema';
import { ApiError } from '../errors';
import type { Services } from '../services';

const HOUR_MS = 60 * 60_000;

/** One counter an attempt adds to: over `limit` within a fixed window of `windowMs`, the attempt is refused. */
export type AttemptRule = { key: string; limit: number; windowMs: number };

/**
 * Password reset attempts (spec §2 /forgetact): 10 an hour per address on one phone or e-mail, 20 an hour
 * per address. No key is the phone or e-mail alone, so no visitor can stop its owner's reset (decision 12);
 * across addresses a target's guessing is bounded by its codes (5 tries each, 10 codes a day). Known and
 * unknown accounts count alike.
 */
export const RESET_PER_TARGET = 10;
export const RESET_PER_IP = 20;

export const resetRules = (target: string, ip: string): AttemptRule[] => [
  { key: `reset:target:${ip}:${target}`, limit: RESET_PER_TARGET, windowMs: HOUR_MS },
  { key: `reset:ip:${ip}`, limit: RESET_PER_IP, windowMs: HOUR_MS },
];

/**
 * Adds one to every counter, each in one atomic upsert (a window that has run out starts again at 1);
 * RATE_LIMITED when any counter is now over its limit. Refused attempts count too.
 */
export async function countAttempt(s: Services, rules: AttemptRule[]): Promise<void> {
  const now = s.clock.now();
  let over = false;
  for (const rule of rules) {
    const nowAt = new Date(now).toISOString();
    const staleBefore = new Date(now - rule.windowMs).toISOString();
    const stale = sql`${attemptCounter.windowStart} <= ${staleBefore}::timestamptz`;
    const [row] = await s.db
      .insert(attemptCounter)
      .values({ key: rule.key, count: 1, windowStart: new Date(now) })
      .onConflictDoUpdate({
        target: attemptCounter.key,
        set: {
          count: sql`case when ${stale} then 1 else ${attemptCounter.count} + 1 end`,
          windowStart: sql`case when ${stale} then ${nowAt}::timestamptz else ${attemptCounter.windowStart} end`,
        },
      })
      .returning({ count: attemptCounter.count });
    if ((row?.count ?? 0) > rule.limit) over = true;
  }
  if (over) throw new ApiError(ResultCode.RATE_LIMITED);
}
