import { eq, sql } from 'drizzle-orm';
import type { GrowthReason, PointsReason } from '@/lib/contract';
import type { Db } from '../db/client';
import { growthRecord, member, pointsRecord } from '../db/schema';

/**
 * Credits to the member's points and growth (decision 65): the balance and its record change in the caller's
 * transaction, the balance by an increment in SQL, so parallel credits and spends add up exactly. Spends stay where
 * they were (booking/reserve.ts, seats/add-on-order.ts: a conditional decrement and a record).
 */

/** Adds `points` (positive) with its record. */
export async function creditPoints(
  tx: Db,
  memberId: string,
  points: number,
  reason: PointsReason,
  orderNo: string | null,
  nowMs: number,
): Promise<void> {
  if (points <= 0) return;
  await tx
    .update(member)
    .set({ points: sql`${member.points} + ${points}` })
    .where(eq(member.id, memberId));
  await tx.insert(pointsRecord).values({ memberId, delta: points, reason, orderNo, createdAt: new Date(nowMs) });
}

/** Adds `growth` (positive) with its record; answers the member's growth value after it. */
export async function creditGrowth(
  tx: Db,
  memberId: string,
  growth: number,
  reason: GrowthReason,
  nowMs: number,
): Promise<number> {
  const [row] = await tx
    .update(member)
    .set({ growthValue: sql`${member.growthValue} + ${growth}` })
    .where(eq(member.id, memberId))
    .returning({ growthValue: member.growthValue });
  await tx.insert(growthRecord).values({ memberId, delta: growth, reason, createdAt: new Date(nowMs) });
  return row?.growthValue ?? 0;
}
