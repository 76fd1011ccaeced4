import { and, eq, inArray, lte, gt, sql } from 'drizzle-orm';
import { OrderStatus, ProductStatus, TicketStatus } from '@/lib/contract';
import type { Db } from '../db/client';
import {
  bookingOrder,
  member,
  memberCoupon,
  orderSegment,
  orderTicket,
  pointsRecord,
  seatAssignment,
  ticketingJob,
} from '../db/schema';
import { removeAddedPassengers } from '../add-people/holdings';
import { restoreReplacedTickets } from '../reschedule/moved';
import { releaseProductUnits } from '../special-products/holdings';
import { PRESALE_PAYABLE, presaleStep } from '../special-products/presale';
import type { Services } from '../services';
import type { OrderRow } from './order-row';
import { releaseSeats } from './seat-inventory';

export type { OrderRow } from './order-row';
/**
 * Statuses an order can still be paid in: pending payment, or a failed attempt before the deadline; and a presale's
 * deposit or balance due (special-products/presale.ts), which expire at their deadline as any unpaid order.
 */
export const PAYABLE = [OrderStatus.PENDING_PAYMENT, OrderStatus.PAYMENT_FAILED, ...PRESALE_PAYABLE];
/** Statuses a customer may cancel in: a presale whose deposit is paid is not cancelled by a click (its deposit is kept). */
const CANCELLABLE = PAYABLE.filter((s) => s !== OrderStatus.DEPOSIT_PAID);
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export const asDb = (tx: Tx) => tx as unknown as Db;

/**
 * Gives back what the order held: seats, seat-map seats, coupons and points; a rescheduled order (type 2) also
 * gives its parent's tickets back (issued and usable again), an addition (type 5) takes the passenger it
 * added off its parent, and a product order's units go back on sale (decision 67).
 */
export async function releaseHoldings(tx: Db, order: OrderRow, nowMs: number): Promise<void> {
  const segments = await tx.select().from(orderSegment).where(eq(orderSegment.orderNo, order.orderNo));
  for (const sg of segments) await releaseSeats(tx, sg.flightId, sg.fareFamily, sg.seats);
  await tx.delete(seatAssignment).where(eq(seatAssignment.orderNo, order.orderNo));
  await restoreReplacedTickets(tx, order);
  await removeAddedPassengers(tx, order);
  await releaseProductUnits(tx, order, nowMs);
  if (!order.memberId) return;
  const coupons = await tx
    .update(memberCoupon)
    .set({ status: 'INI', usedOrderNo: null })
    .where(eq(memberCoupon.usedOrderNo, order.orderNo))
    .returning({ id: memberCoupon.id });
  if (coupons.length || order.pointsUsed) {
    await tx
      .update(member)
      .set({
        coupons: sql`${member.coupons} + ${coupons.length}`,
        points: sql`${member.points} + ${order.pointsUsed}`,
      })
      .where(eq(member.id, order.memberId));
  }
  if (order.pointsUsed)
    await tx.insert(pointsRecord).values({
      memberId: order.memberId,
      delta: order.pointsUsed,
      reason: 'ORDER_RETURN',
      orderNo: order.orderNo,
      createdAt: new Date(nowMs),
    });
}

async function closeUnpaid(
  s: Services,
  where: ReturnType<typeof and>,
  reason: 'USER' | 'EXPIRED',
): Promise<OrderRow[]> {
  const now = s.clock.now();
  return s.db.transaction(async (tx) => {
    const closed = await tx
      .update(bookingOrder)
      .set({ status: OrderStatus.CANCELLED, cancelledAt: new Date(now), cancelReason: reason })
      .where(where)
      .returning();
    for (const order of closed) {
      await releaseHoldings(asDb(tx), order, now);
      await tx
        .update(orderTicket)
        .set({ ticketStatus: TicketStatus.VOIDED, productStatus: ProductStatus.REFUNDED })
        .where(eq(orderTicket.orderNo, order.orderNo));
    }
    return closed;
  });
}

/** Cancels an unpaid order (the customer asked); false when it is no longer unpaid. */
export async function cancelUnpaid(s: Services, orderNo: string): Promise<boolean> {
  const closed = await closeUnpaid(
    s,
    and(eq(bookingOrder.orderNo, orderNo), inArray(bookingOrder.status, CANCELLABLE)),
    'USER',
  );
  return closed.length === 1;
}

/**
 * Cancels unpaid orders whose deadline has come (all of them, one order, or one member's): the seats go back
 * on sale.
 */
export async function expireDue(s: Services, orderNo?: string, memberId?: string): Promise<number> {
  const now = new Date(s.clock.now());
  const due = and(
    inArray(bookingOrder.status, PAYABLE),
    lte(bookingOrder.paymentDeadline, now),
    orderNo ? eq(bookingOrder.orderNo, orderNo) : undefined,
    memberId ? eq(bookingOrder.memberId, memberId) : undefined,
  );
  return (await closeUnpaid(s, due, 'EXPIRED')).length;
}

/**
 * Marks an order paid when it is still payable and before its deadline; false otherwise. A presale order's payment is
 * one of its phases (special-products/presale.ts): its deposit opens the balance window and queues no ticketing.
 */
export async function markPaid(
  tx: Db,
  order: { orderNo: string },
  payment: { id: string; channel: 'GATEWAY' | 'OCEAN' | 'WALLET' },
  nowMs: number,
): Promise<boolean> {
  const presale = await presaleStep(tx, order.orderNo, payment.id, nowMs);
  if (presale === 'REFUSED') return false;
  const paid = await tx
    .update(bookingOrder)
    .set({
      status: OrderStatus.PAID,
      paidAt: new Date(nowMs),
      paymentChannel: payment.channel,
      paymentId: payment.id,
      ticketing: 'PENDING',
      ...presale?.set,
    })
    .where(
      and(
        eq(bookingOrder.orderNo, order.orderNo),
        inArray(bookingOrder.status, presale ? [presale.from] : PAYABLE),
        gt(bookingOrder.paymentDeadline, new Date(nowMs)),
      ),
    )
    .returning({ orderNo: bookingOrder.orderNo });
  if (paid.length !== 1) return false;
  if (presale && !presale.ticketing) return true;
  // Payment is not ticketing (spec §2): the worker issues the tickets from this queue.
  await tx
    .insert(ticketingJob)
    .values({ orderNo: order.orderNo, status: 'PENDING', runAfter: new Date(nowMs) })
    .onConflictDoNothing();
  return true;
}
