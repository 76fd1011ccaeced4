import { and, count, eq, gt, inArray, sql, sum, type SQL } from 'drizzle-orm';
import { ResultCode } from '@/lib/contract';
import { HOLD_LIMITS, holderAddress, holdRefusal, type HolderKind, type HoldLimit } from '@/lib/domain/hold-rules';
import type { Db } from '../db/client';
import { bookingOrder, orderSegment } from '../db/schema';
import { ApiError } from '../errors';
import { PAYABLE } from './lifecycle';

/**
 * The address the limits count a reserve by, or null when it is not held to them: with `unheldLoopback` (the test
 * harnesses' switch, AIRLINE_UNHELD_LOOPBACK with the sandbox), this machine's own address (127.0.0.1, ::1), from which
 * they book many orders with one phone and member. Other loopback addresses (127.0.0.2, the tests' second visitor)
 * are held like any visitor. `npm start` holds everyone, this machine's own browser too.
 */
export function heldAs(ip: string, unheldLoopback: boolean): string | null {
  if (unheldLoopback && (ip === '127.0.0.1' || ip === '::1')) return null;
  return holderAddress(ip);
}

/** Who a new ticket order would be held by: the visitor's address (already as limits count it), member, phone. */
export type Holders = { address: string; memberId: string | null; mobile: string };

/** Ticket orders (type 1) still waiting for payment in their window: they hold seats (decision 51). */
const holding = (nowMs: number, who: SQL) =>
  and(
    who,
    eq(bookingOrder.orderType, 1),
    inArray(bookingOrder.status, PAYABLE),
    gt(bookingOrder.paymentDeadline, new Date(nowMs)),
  );

async function heldBy(db: Db, who: SQL, flightIds: readonly string[], nowMs: number) {
  const [orders] = await db.select({ n: count() }).from(bookingOrder).where(holding(nowMs, who));
  const seats = await db
    .select({ flightId: orderSegment.flightId, seats: sum(orderSegment.seats).mapWith(Number) })
    .from(orderSegment)
    .innerJoin(bookingOrder, eq(bookingOrder.orderNo, orderSegment.orderNo))
    .where(and(holding(nowMs, who), inArray(orderSegment.flightId, [...flightIds])))
    .groupBy(orderSegment.flightId);
  return { orders: orders?.n ?? 0, seatsByFlight: new Map(seats.map((r) => [r.flightId, r.seats ?? 0])) };
}

/**
 * Refuses a new ticket order of `seats` seats on each of `flightIds` when its address, member or contact phone
 * already holds as much unpaid as it may (UNPAID_HOLD_LIMIT). Run inside the order's transaction: the holders'
 * locks make concurrent reserves of one holder take turns, so a burst cannot pass the count together.
 */
export async function checkHolds(
  tx: Db,
  holders: Holders,
  flightIds: readonly string[],
  seats: number,
  nowMs: number,
  limits: Record<HolderKind, HoldLimit> = HOLD_LIMITS,
): Promise<void> {
  const checks: { kind: HolderKind; lock: string; who: SQL }[] = [
    { kind: 'phone', lock: `phone:${holders.mobile}`, who: eq(bookingOrder.contactMobile, holders.mobile) },
  ];
  if (holders.memberId)
    checks.push({
      kind: 'member',
      lock: `member:${holders.memberId}`,
      who: eq(bookingOrder.memberId, holders.memberId),
    });
  checks.push({
    kind: 'address',
    lock: `address:${holders.address}`,
    who: eq(bookingOrder.visitorAddress, holders.address),
  });
  // Always in the same order, so two reserves sharing two holders cannot wait on each other.
  for (const lock of checks.map((c) => c.lock).sort())
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`hold:${lock}`}))`);
  for (const check of checks) {
    const refusal = holdRefusal(await heldBy(tx, check.who, flightIds, nowMs), flightIds, seats, limits[check.kind]);
    if (refusal) throw new ApiError(ResultCode.UNPAID_HOLD_LIMIT, `${check.kind} ${refusal}`);
  }
}
