import { and, eq, inArray } from 'drizzle-orm';
import { ProductStatus, TicketStatus } from '@/lib/contract';
import { releaseSeats } from '../booking/seat-inventory';
import type { Db } from '../db/client';
import { readAll } from '../db/reads';
import { bookingOrder, orderPassenger, orderSegment, orderTicket, seatAssignment } from '../db/schema';

/** Spec §4 order type 2, "rescheduled": a date change of tickets of its parent order (decision 23). */
export const RESCHEDULE_ORDER_TYPE = 2;

type OrderRef = { orderNo: string; orderType: number; parentOrderNo: string | null };

/**
 * The parent order's tickets a rescheduled order replaces: one per ticket of the rescheduled order, whose
 * passenger is a copy of the parent's (the same passengerId) and whose segment keeps the parent's segIndex; with
 * the parent's passenger index and old segment (flight and fare family).
 */
export async function replacedTickets(db: Db, order: OrderRef) {
  if (order.orderType !== RESCHEDULE_ORDER_TYPE || !order.parentOrderNo) return [];
  const parent = order.parentOrderNo;
  const [tickets, mine, theirs, segments] = await readAll(db, [
    () => db.select().from(orderTicket).where(eq(orderTicket.orderNo, order.orderNo)),
    () => db.select().from(orderPassenger).where(eq(orderPassenger.orderNo, order.orderNo)),
    () => db.select().from(orderPassenger).where(eq(orderPassenger.orderNo, parent)),
    () => db.select().from(orderSegment).where(eq(orderSegment.orderNo, parent)),
  ]);
  return tickets.flatMap((t) => {
    const id = mine.find((p) => p.psgIndex === t.psgIndex)?.passengerId;
    const was = theirs.find((p) => p.passengerId === id);
    const old = segments.find((sg) => sg.segIndex === t.segIndex);
    return was && old ? [{ orderNo: parent, psgIndex: was.psgIndex, segIndex: t.segIndex, type: was.type, old }] : [];
  });
}

type Replaced = Awaited<ReturnType<typeof replacedTickets>>[number];

async function setParentTickets(
  db: Db,
  replaced: Replaced[],
  from: number,
  set: Partial<typeof orderTicket.$inferInsert>,
): Promise<void> {
  for (const t of replaced)
    await db
      .update(orderTicket)
      .set(set)
      .where(
        and(
          eq(orderTicket.orderNo, t.orderNo),
          eq(orderTicket.psgIndex, t.psgIndex),
          eq(orderTicket.segIndex, t.segIndex),
          eq(orderTicket.ticketStatus, from),
        ),
      );
}

/**
 * A rescheduled order closed unpaid (expired, cancelled) or whose ticketing failed: the parent's tickets it held
 * in 'changing' are issued and usable again. Its own new seats are given back by releaseHoldings.
 */
export async function restoreReplacedTickets(db: Db, order: OrderRef): Promise<void> {
  await setParentTickets(db, await replacedTickets(db, order), TicketStatus.CHANGING, {
    ticketStatus: TicketStatus.ISSUED,
  });
}

/**
 * A rescheduled order's new tickets were just issued: the parent's tickets read 'changed' (ticket status 4,
 * product status 4 'retired or refunded'), their seats on the old flights are freed and the old flights' seats
 * go back on sale (one per seated passenger; an infant sits on a lap).
 */
export async function retireReplacedTickets(db: Db, order: OrderRef): Promise<void> {
  const replaced = await replacedTickets(db, order);
  await setParentTickets(db, replaced, TicketStatus.CHANGING, {
    ticketStatus: TicketStatus.CHANGED,
    productStatus: ProductStatus.REFUNDED,
  });
  for (const t of replaced)
    await db
      .delete(seatAssignment)
      .where(
        and(
          eq(seatAssignment.flightId, t.old.flightId),
          eq(seatAssignment.orderNo, t.orderNo),
          eq(seatAssignment.psgIndex, t.psgIndex),
        ),
      );
  const seatedBySegment = new Map<number, { flightId: string; family: Replaced['old']['fareFamily']; n: number }>();
  for (const t of replaced) {
    if (t.type === 'INF') continue;
    const entry = seatedBySegment.get(t.segIndex) ?? { flightId: t.old.flightId, family: t.old.fareFamily, n: 0 };
    entry.n += 1;
    seatedBySegment.set(t.segIndex, entry);
  }
  for (const { flightId, family, n } of seatedBySegment.values()) await releaseSeats(db, flightId, family, n);
}

/** The rescheduled orders of parent orders (newest first is the caller's). */
export async function rescheduledOrdersOf(db: Db, parents: string[]) {
  if (parents.length === 0) return [];
  return db
    .select()
    .from(bookingOrder)
    .where(and(inArray(bookingOrder.parentOrderNo, parents), eq(bookingOrder.orderType, RESCHEDULE_ORDER_TYPE)));
}
