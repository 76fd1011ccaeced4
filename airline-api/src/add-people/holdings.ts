import { and, asc, eq, inArray } from 'drizzle-orm';
import { ProductStatus, TicketStatus } from '@/lib/contract';
import type { Db } from '../db/client';
import { orderPassenger, orderTicket } from '../db/schema';

/** Spec §4 order type 5 (decision 25); repeated from eligibility.ts so lifecycle.ts imports nothing heavier. */
const ADD_PEOPLE_ORDER_TYPE = 5;

type OrderRef = { orderNo: string; orderType: number; parentOrderNo: string | null };

/** The passengers an addition (type 5) put on its parent order. */
export async function addedPassengers(db: Db, order: OrderRef) {
  if (order.orderType !== ADD_PEOPLE_ORDER_TYPE || !order.parentOrderNo) return [];
  return db
    .select()
    .from(orderPassenger)
    .where(and(eq(orderPassenger.orderNo, order.parentOrderNo), eq(orderPassenger.addedByOrderNo, order.orderNo)));
}

/** Those passengers' tickets on the parent order. */
export async function addedTickets(db: Db, order: OrderRef) {
  const passengers = await addedPassengers(db, order);
  if (passengers.length === 0) return [];
  return db
    .select()
    .from(orderTicket)
    .where(
      and(
        eq(orderTicket.orderNo, order.parentOrderNo!),
        inArray(
          orderTicket.psgIndex,
          passengers.map((p) => p.psgIndex),
        ),
      ),
    )
    .orderBy(asc(orderTicket.psgIndex), asc(orderTicket.segIndex));
}

/**
 * An addition closed unpaid (expired, cancelled) or whose ticketing failed: the passenger it put on the parent
 * order leaves it again, tickets and all, as if never added (the addition keeps who it was in its price record,
 * add-people/view.ts). Its tickets were never issued, so nothing else holds them. A type-5 order only.
 */
export async function removeAddedPassengers(db: Db, order: OrderRef): Promise<void> {
  const passengers = await addedPassengers(db, order);
  if (passengers.length === 0) return;
  const indexes = passengers.map((p) => p.psgIndex);
  const parent = order.parentOrderNo!;
  await db
    .delete(orderTicket)
    .where(
      and(
        eq(orderTicket.orderNo, parent),
        inArray(orderTicket.psgIndex, indexes),
        eq(orderTicket.ticketStatus, TicketStatus.PENDING_ISSUE),
      ),
    );
  await db
    .delete(orderPassenger)
    .where(and(eq(orderPassenger.orderNo, parent), eq(orderPassenger.addedByOrderNo, order.orderNo)));
}

/**
 * Whether every passenger an addition put on its parent still has their guardian flying with them: the adult
 * holds an issued, usable ticket on each of their segments. Checked when the addition is paid, before its tickets
 * are issued: an adult refunded or moved meanwhile leaves no child behind (the money goes back instead).
 */
export async function guardiansStillFly(db: Db, order: OrderRef): Promise<boolean> {
  const passengers = await addedPassengers(db, order);
  if (passengers.length === 0) return false;
  const tickets = await db.select().from(orderTicket).where(eq(orderTicket.orderNo, order.parentOrderNo!));
  const everyone = await db.select().from(orderPassenger).where(eq(orderPassenger.orderNo, order.parentOrderNo!));
  return passengers.every((p) => {
    const guardian = everyone.find((g) => g.passengerId === p.guardianPassengerId);
    if (!guardian) return false;
    return tickets
      .filter((t) => t.psgIndex === p.psgIndex)
      .every((t) => {
        const g = tickets.find((x) => x.psgIndex === guardian.psgIndex && x.segIndex === t.segIndex);
        return !!g?.ticketNo && g.ticketStatus === TicketStatus.ISSUED && g.productStatus === ProductStatus.USABLE;
      });
  });
}

/**
 * The passengers a visitor's proof of an order may name: the order's own, or for an addition (type 5) its parent's,
 * the added one among them (its own order holds none): the proof that opened the original opens the addition made
 * from it, so a visitor can pay and follow it.
 */
export async function passengersOfOrder(db: Db, order: OrderRef) {
  const orderNo =
    order.orderType === ADD_PEOPLE_ORDER_TYPE && order.parentOrderNo ? order.parentOrderNo : order.orderNo;
  return db.select().from(orderPassenger).where(eq(orderPassenger.orderNo, orderNo));
}
