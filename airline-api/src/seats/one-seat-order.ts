import { and, eq, inArray } from 'drizzle-orm';
import { OrderStatus, ResultCode } from '@/lib/contract';
import { PAYABLE, releaseHoldings } from '../booking/lifecycle';
import type { Db } from '../db/client';
import { bookingOrder, orderAncillary, seatAssignment } from '../db/schema';
import { ApiError } from '../errors';
import { ADD_ON_ORDER_TYPE, type SeatSegment } from './segment';

/**
 * Issue 29 §1, decision 52: a passenger holds at most one seat order per segment that is not applied yet. The other
 * add-on orders of the segment with a seat for one of `psgIndexes`: waiting for payment (superseded by a new pick),
 * or paid and waiting for the worker to apply them (a new pick is refused until then; afterwards it is a seat
 * change, spec §4).
 */
async function seatOrdersOf(db: Db, seg: SeatSegment, psgIndexes: number[]) {
  if (!psgIndexes.length) return [];
  return db
    .selectDistinct({ orderNo: bookingOrder.orderNo, status: bookingOrder.status })
    .from(bookingOrder)
    .innerJoin(orderAncillary, eq(orderAncillary.orderNo, bookingOrder.orderNo))
    .where(
      and(
        eq(bookingOrder.parentOrderNo, seg.order.orderNo),
        eq(bookingOrder.parentSegIndex, seg.segIndex),
        eq(bookingOrder.orderType, ADD_ON_ORDER_TYPE),
        inArray(bookingOrder.status, [...PAYABLE, OrderStatus.PAID]),
        eq(orderAncillary.kind, 'SEAT'),
        inArray(orderAncillary.psgIndex, psgIndexes),
      ),
    );
}

const purchasePending = () => new ApiError(ResultCode.SEAT_PURCHASE_PENDING);
const unpaid = (status: number) => (PAYABLE as number[]).includes(status);

/**
 * The seats a new pick for these passengers may take although they are held now: those of their unpaid seat orders,
 * which the new order supersedes (so picking the same seat again, or a seat the same checkout held, is no conflict).
 * Refused at once when one of them has a paid seat order not applied yet.
 */
export async function supersededSeats(db: Db, seg: SeatSegment, psgIndexes: number[]): Promise<Set<string>> {
  const orders = await seatOrdersOf(db, seg, psgIndexes);
  if (orders.some((o) => !unpaid(o.status))) throw purchasePending();
  const orderNos = orders.map((o) => o.orderNo);
  if (!orderNos.length) return new Set();
  const held = await db
    .select({ seatNo: seatAssignment.seatNo })
    .from(seatAssignment)
    .where(and(eq(seatAssignment.flightId, seg.flight.flightId), inArray(seatAssignment.orderNo, orderNos)));
  return new Set(held.map((h) => h.seatNo));
}

/**
 * In the transaction that makes the new seat order: the passengers' unpaid seat orders of the segment are cancelled
 * as a whole (their seats go back on sale, their points back to the member; a late gateway success for them is a
 * failure, as after a deadline), and a paid one not applied yet refuses the new order. An order paid between the
 * read and the cancel refuses it too, so two paid seat orders for one passenger and segment cannot both stand.
 */
export async function supersedeSeatOrders(tx: Db, seg: SeatSegment, psgIndexes: number[], nowMs: number) {
  const orders = await seatOrdersOf(tx, seg, psgIndexes);
  if (orders.some((o) => !unpaid(o.status))) throw purchasePending();
  const orderNos = orders.map((o) => o.orderNo);
  if (!orderNos.length) return;
  const closed = await tx
    .update(bookingOrder)
    .set({ status: OrderStatus.CANCELLED, cancelledAt: new Date(nowMs), cancelReason: 'USER' })
    .where(and(inArray(bookingOrder.orderNo, orderNos), inArray(bookingOrder.status, PAYABLE)))
    .returning();
  if (closed.length !== orderNos.length) throw purchasePending();
  for (const order of closed) await releaseHoldings(tx, order, nowMs);
}
