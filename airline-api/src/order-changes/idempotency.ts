import type { FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { IDEMPOTENCY_HEADER, ResultCode } from '@/lib/contract';
import type { Db } from '../db/client';
import { idempotencyRecord } from '../db/schema';
import { ApiError } from '../errors';
import { parse } from '../http';
import type { Services } from '../services';

const KeySchema = z.string().min(8).max(128);

/** The request's Idempotency-Key header (8 to 128 characters), as reserve and every order change take it. */
export const idempotencyKeyOf = (req: FastifyRequest): string => parse(KeySchema, req.headers[IDEMPOTENCY_HEADER]);

/** How long a twin request waits for the first one with the same key before answering 'in progress'. */
const TWIN_WAIT_MS = 10_000;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** What an idempotency key made: a refund application, an order (a booking's, a change's), or a passenger's change. */
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

/** The key now answers what its request made; inside the transaction that made it, so the two stand together. */
export async function recordKey(tx: Db, key: string, target: KeyTarget, made: string): Promise<void> {
  await tx
    .update(idempotencyRecord)
    .set({ [target]: made })
    .where(eq(idempotencyRecord.key, key));
}

/**
 * Makes a change once per Idempotency-Key: a twin request with the same key and body answers what the first made
 * (claimKey); otherwise `make` runs and answers what it made, recorded under the key (recordKey). A refused attempt
 * frees the key, so the same request may be retried.
 */
export async function oncePerKey(
  s: Services,
  key: string,
  hash: string,
  target: KeyTarget,
  make: () => Promise<string>,
): Promise<string> {
  const earlier = await claimKey(s, key, hash, target);
  if (earlier) return earlier;
  try {
    return await make();
  } catch (err) {
    await releaseKey(s, key);
    throw err;
  }
}
