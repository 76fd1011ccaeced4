import { inArray } from 'drizzle-orm';
import { ResultCode } from '@/lib/contract';
import { attemptCounter } from '../db/schema';
import { ApiError } from '../errors';
import type { Services } from '../services';
import { countAttempt, type AttemptRule } from './attempt-limits';

/** Failed proofs per address and subject (a ticket, a document, an order), and per address, in a window (decision 21). */
export const PROOF_FAILURES_PER_KEY = 5;
export const PROOF_FAILURES_PER_IP = 10;
export const PROOF_WINDOW_MS = 15 * 60_000;

/** The counters a visitor's proof in one area (check-in's, the order pages') adds a failure to. */
export function proofRules(area: 'checkin' | 'refund', ip: string, subject: string): AttemptRule[] {
  return [
    { key: `${area}:proof:${ip}:${subject}`, limit: PROOF_FAILURES_PER_KEY, windowMs: PROOF_WINDOW_MS },
    { key: `${area}:proof:ip:${ip}`, limit: PROOF_FAILURES_PER_IP, windowMs: PROOF_WINDOW_MS },
  ];
}

/** RATE_LIMITED when a counter already holds its limit of failures in its window (the right proof too). */
async function assertUnderLimits(s: Services, rules: AttemptRule[]): Promise<void> {
  const rows = await s.db
    .select()
    .from(attemptCounter)
    .where(
      inArray(
        attemptCounter.key,
        rules.map((r) => r.key),
      ),
    );
  const now = s.clock.now();
  for (const rule of rules) {
    const row = rows.find((r) => r.key === rule.key);
    if (row && row.windowStart.getTime() > now - rule.windowMs && row.count >= rule.limit)
      throw new ApiError(ResultCode.RATE_LIMITED);
  }
}

/**
 * What a visitor's proof opens, found by `open` (null: nothing). A proof that opens nothing is NOT_FOUND and counts
 * as a failure on every counter; at a limit every proof of the address is refused until the window ends, so
 * guessing names or numbers stops there.
 */
export async function openWithProof<T>(s: Services, rules: AttemptRule[], open: () => Promise<T | null>): Promise<T> {
  await assertUnderLimits(s, rules);
  const opened = await open();
  if (opened !== null) return opened;
  await countAttempt(s, rules);
  throw new ApiError(ResultCode.NOT_FOUND);
}
