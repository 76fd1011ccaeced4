import { eq } from 'drizzle-orm';
import { ResultCode } from '@/lib/contract';
import { idempotencyRecord } from '../db/schema';
import { ApiError } from '../errors';
import type { Services } from '../services';

/** How long a twin request waits for the first one with the same key before answering 'in progress'. */
const TWIN_WAIT_MS = 10_000;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** What an idempotency key made: a refund application, an order (a date change's), or a passenger's change. */
export type KeyTarget = 'refundNo' | 'orderNo' | 'modificationNo';

/**
 * Claims the Idempotency-Key for this body (null), or answers what a twin request with the same key and body
 * made; another body under the key is IDEMPOTENCY_CONFLICT, a twin still running past 10 s REQUEST_IN_PROGRESS.
 */
export async function claimKey(s: Services, key: string, hash: string, target: KeyTarget): Promise<string | null> {
  const started = Date.now();
  for (;;) {
    const claimed = await s.db
      .insert(idempotencyRecord)
      .values({ key, requestHash: hash, createdAt: new Date(s.clock.now()) })
      .onConflictDoNothing()
      .returning({ key: idempotencyRecord.key });
    if (claimed.length) return null;
    const [held] = await s.db.select().from(idempotencyRecord).where(eq(idempotencyRecord.key, key));
    if (held && held.requestHash !== hash) throw new ApiError(ResultCode.IDEMPOTENCY_CONFLICT);
    if (held?.[target]) return held[target];
    if (Date.now() - started > TWIN_WAIT_MS) throw new ApiError(ResultCode.REQUEST_IN_PROGRESS);
    await sleep(held ? 50 : 0);
  }
}

/** A refused attempt frees its key: the same request may be retried. */
export async function releaseKey(s: Services, key: string): Promise<void> {
  await s.db.delete(idempotencyRecord).where(eq(idempotencyRecord.key, key));
}
