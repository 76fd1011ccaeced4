import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import { usableTicket } from '../check-in/state';
import type { Db } from '../db/client';
import { bookingOrder, orderAncillary, orderTicket } from '../db/schema';
import { ADD_ON_ORDER_TYPE } from '../seats/segment';

/** A seat bought after booking by an applied add-on order: the order, its parent, the passenger and the seat. */
type AppliedSeat = {
  orderNo: string;
  createdAt: Date;
  parentOrderNo: string | null;
  segIndex: number | null;
  psgIndex: number | null;
  seatNo: string | null;
  refundNo: string | null;
};

/** The seats of applied add-on orders (type 3) and the tickets of their parents, from the ledger's snapshot. */
export async function readAppliedSeats(db: Db) {
  const seats: AppliedSeat[] = await db
    .select({
      orderNo: bookingOrder.orderNo,
      createdAt: bookingOrder.createdAt,
      parentOrderNo: bookingOrder.parentOrderNo,
      segIndex: bookingOrder.parentSegIndex,
      psgIndex: orderAncillary.psgIndex,
      seatNo: orderAncillary.seatNo,
      refundNo: orderAncillary.refundNo,
    })
    .from(orderAncillary)
    .innerJoin(bookingOrder, eq(bookingOrder.orderNo, orderAncillary.orderNo))
    .where(
      and(
        eq(bookingOrder.orderType, ADD_ON_ORDER_TYPE),
        eq(bookingOrder.ticketing, 'ISSUED'),
        eq(orderAncillary.kind, 'SEAT'),
        isNotNull(orderAncillary.seatNo),
      ),
    );
  const parents = [...new Set(seats.flatMap((x) => (x.parentOrderNo ? [x.parentOrderNo] : [])))];
  const tickets = parents.length
    ? await db.select().from(orderTicket).where(inArray(orderTicket.orderNo, parents))
    : [];
  return { seats, tickets };
}

type Tickets = Awaited<ReturnType<typeof readAppliedSeats>>['tickets'];

/**
 * Issue 29 §1, decision 52: a seat paid for (a successful payment of an applied add-on order), not refunded alone,
 * must be the seat on the passenger's ticket. It may have left the ticket only through a later seat order of the
 * passenger on the segment that was applied (a seat change, spec §4), or with the ticket itself (refunded,
 * changed: that ticket's own refund or change carries its money). Anything else is money taken for a seat not held.
 */
export function seatsNotHeld(
  { seats, tickets }: { seats: AppliedSeat[]; tickets: Tickets },
  paid: (orderNo: string) => boolean,
): { orderNo: string; detail: string }[] {
  const key = (orderNo: string | null, psg: number | null, seg: number | null) => `${orderNo}:${psg}:${seg}`;
  const ticketOf = new Map(tickets.map((t) => [key(t.orderNo, t.psgIndex, t.segIndex), t]));
  const found: { orderNo: string; detail: string }[] = [];
  for (const s of seats) {
    if (s.refundNo || !paid(s.orderNo)) continue;
    const passenger = key(s.parentOrderNo, s.psgIndex, s.segIndex);
    const ticket = ticketOf.get(passenger);
    if (!usableTicket(ticket) || ticket.seatNo === s.seatNo) continue;
    const changedLater = seats.some(
      (x) =>
        x.orderNo !== s.orderNo &&
        key(x.parentOrderNo, x.psgIndex, x.segIndex) === passenger &&
        x.createdAt.getTime() >= s.createdAt.getTime(),
    );
    if (!changedLater)
      found.push({
        orderNo: s.orderNo,
        detail: `seat ${s.seatNo} of passenger ${s.psgIndex} on ${s.parentOrderNo} segment ${s.segIndex}; ticket has ${ticket.seatNo ?? 'none'}`,
      });
  }
  return found;
}
